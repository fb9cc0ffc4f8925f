import { gainChanceFor, GAIN_POINTS, meanFinite, roundsOf, type Calibration, type ChangeRow } from "../../lib/island/regime/calibration";
import { gainShare } from "../../lib/island/regime/estimate";
import { weightedKlFromScore } from "../../lib/island/score";
import type { SeedRow, Variant } from "./cases";

/**
 * Pins judged as edits: each pinned case set against the case of the model alone it departs from —
 * the chance of gain said for it against whether it gained, and its departures as change rows for
 * the calibration's fit.
 */

/** A round's pinned case, judged as an edit of the model's own prediction (every seed pinned alike). */
export interface JudgedPins {
  variant: Variant;
  round: number;
  share: number;
  chance: number;
  /** The real change (points, mean over the seeds) from the model's own prediction with the same queries. */
  real: number;
}

/** Each pinned case and the case of the model alone it departs from (the same queries, or none). */
const PINS_FROM = [
  ["pinned-near", "baseline"],
  ["pinned-far", "baseline"],
  ["none-pinned-far", "none"],
] as const satisfies readonly (readonly [Variant, Variant])[];

/**
 * Every pinned case of these rows as an edit of the model's own prediction (its seeds summed draw
 * by draw, as the workspace judges a set of pins), with what the pins really did: each seed's score
 * against the same seed's score of the model alone with the same queries (the 50-query case, or
 * the no-query one for pins with no query). `chance` is NaN until judged (judgePins). Pins are
 * not among the edits the counts come from: this is a first look at a kind of edit they never saw.
 */
function pinCases(rows: readonly SeedRow[], calibration: Calibration, strengthIndex: number): JudgedPins[] {
  const out: JudgedPins[] = [];
  for (const round of roundsOf(rows)) {
    const held = rows.filter((r) => r.round === round);
    for (const [variant, baseVariant] of PINS_FROM) {
      const pinned = held.filter((r) => r.variant === variant && r.deltas);
      const base = new Map(held.filter((r) => r.variant === baseVariant).map((r) => [r.seed, r.actual]));
      if (pinned.length === 0 || pinned.some((r) => !base.has(r.seed))) continue;
      out.push({
        variant,
        round,
        share: gainShare(pinned.map((r) => ({ features: r.features, before: [], after: r.deltas![strengthIndex] })), calibration),
        chance: NaN,
        real: pinned.reduce((a, r) => a + r.actual - base.get(r.seed)!, 0) / pinned.length,
      });
    }
  }
  return out;
}

/** A round's pinned cases with the chance of gain the calibration's counts of pins give them. */
export function judgePins(held: readonly SeedRow[], calibration: Calibration, strengthIndex: number): JudgedPins[] {
  const counts = calibration.gainChance;
  return counts ? pinCases(held, calibration, strengthIndex).map((p) => ({ ...p, chance: gainChanceFor(counts, p.share) })) : [];
}

/** Per kind of pins: the chance said against the share of rounds the pins gained in, and its Brier score. */
export function pinLines(judged: readonly JudgedPins[]): string[] {
  return (["pinned-near", "pinned-far", "none-pinned-far"] as const).flatMap((v) => {
    const part = judged.filter((j) => j.variant === v);
    if (part.length === 0) return [];
    const gained = (j: JudgedPins) => (j.real >= GAIN_POINTS ? 1 : 0);
    const mean = (of: (j: JudgedPins) => number) => part.reduce((a, j) => a + of(j), 0) / part.length;
    return [
      `${v} as an edit: ${part.length} rounds, chance said ${(100 * mean((j) => j.chance)).toFixed(0)} % (the draws' share ${(100 * mean((j) => j.share)).toFixed(0)} %), gained in ${(100 * mean(gained)).toFixed(0)} %; Brier ${mean((j) => (j.chance - gained(j)) ** 2).toFixed(3)}; real change ${mean((j) => j.real).toFixed(1)} points on average`,
    ];
  });
}

/**
 * Change rows of the pinned cases: the submission's estimated departure against its real one, the
 * model's own real KL read from the same round's and seed's case of the model alone (PINS_FROM).
 * `noQuery`: the pins made with no query (large departures made with little evidence, judged
 * apart: thinLargeChangeRatios); else those made with the round's queries.
 */
export function pinnedChangeRows(seeds: readonly SeedRow[], strengthIndex: number, noQuery: boolean): ChangeRow[] {
  const alone = new Map<string, number>();
  for (const r of seeds) if (r.actual > 0) alone.set(`${r.variant}/${r.round}/${r.seed}`, r.calibration?.actualKl ?? weightedKlFromScore(r.actual));
  return seeds.flatMap((r) => {
    const from = PINS_FROM.find(([pinned]) => pinned === r.variant)?.[1];
    if (!r.deltas || from === undefined || (from === "none") !== noQuery || !(r.actual > 0)) return [];
    const model = alone.get(`${from}/${r.round}/${r.seed}`);
    return model === undefined ? [] : [{ estimated: meanFinite(r.deltas[strengthIndex]), real: weightedKlFromScore(r.actual) - model }];
  });
}
