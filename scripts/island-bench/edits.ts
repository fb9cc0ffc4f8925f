import {
  fitGainChance,
  GAIN_EDGES,
  GAIN_POINTS,
  gainChanceFor,
  meanFinite,
  type Calibration,
  type ChangeRow,
} from "../../lib/island/regime/calibration";
import { changeFromDeltas, gainShare } from "../../lib/island/regime/estimate";
import { CELL_STRENGTHS, type EditRow } from "./cases";

/**
 * Edits judged: each scripted edit's estimated change and chance of gain against its real change —
 * the sign agreement, how true the chance of gain is, and the cell strength chosen on them.
 */

/** The share of the fitted rounds' edits that gained, whatever their bin (NaN without counts). */
export function gainRate(c: Calibration): number {
  const g = c.gainChance;
  if (!g) return NaN;
  const n = g.edits.reduce((a, b) => a + b, 0);
  return (g.gained.reduce((a, b) => a + b, 0) + 0.5) / (n + 1);
}

/** Real changes below this are not counted: their sign is noise. */
export const EDIT_THRESHOLD = 0.5;

export interface JudgedEdit {
  edit: EditRow;
  /** The estimated change (points). */
  estimated: number;
  /** The draws' share that said it gains, and the chance read from past rounds' edits (NaN: none fitted). */
  share: number;
  chance: number;
}

/** The share of the regime's draws in which an edit gains (gainShare), from the benchmark's rows. */
function editShare(edit: EditRow, calibration: Calibration, strengthIndex: number): number {
  return gainShare(edit.seeds.map((s) => ({ features: s.features, before: [], after: s.after[strengthIndex] })), calibration);
}

export function judgeEdit(edit: EditRow, calibration: Calibration, strengthIndex: number): JudgedEdit {
  const per = edit.seeds.map((s) => changeFromDeltas(s.features, calibration, [], s.after[strengthIndex]));
  const share = editShare(edit, calibration, strengthIndex);
  return {
    edit,
    estimated: per.reduce((a, b) => a + b, 0) / Math.max(1, per.length),
    share,
    chance: calibration.gainChance ? gainChanceFor(calibration.gainChance, share) : NaN,
  };
}

/**
 * The calibration with its chance of gain counted on the fitted rounds' edits (each judged by this
 * calibration, as an edit of a new round will be).
 */
export function withGainChance(calibration: Calibration, fittedEdits: readonly EditRow[], strengthIndex: number): Calibration {
  if (fittedEdits.length === 0) return calibration;
  return { ...calibration, gainChance: fitGainChance(fittedEdits.map((e) => ({ share: editShare(e, calibration, strengthIndex), real: e.realChange }))) };
}

/** Estimated and real changes of weighted KL of the edits' seeds at one cell strength. */
export function changeRows(edits: readonly EditRow[], strengthIndex: number): ChangeRow[] {
  return edits.flatMap((e) => e.seeds.map((s) => ({ estimated: meanFinite(s.after[strengthIndex]), real: s.realKl })));
}

/** Sign agreement of edits at one cell strength, judged by the mean departure alone (cheap, for choosing it). */
function quickAgreement(edits: readonly EditRow[], strengthIndex: number): number {
  let n = 0;
  let agree = 0;
  for (const e of edits) {
    if (Math.abs(e.realChange) <= EDIT_THRESHOLD) continue;
    const d = e.seeds.reduce((a, s) => a + s.after[strengthIndex].reduce((x, y) => x + y, 0), 0);
    n++;
    if (Math.sign(-d) === Math.sign(e.realChange)) agree++;
  }
  return n ? agree / n : 0;
}

/** The cell strength whose sign agreement on these edits is best (the default when there are none). */
export function chooseStrength(edits: readonly EditRow[]): number {
  let best = { index: CELL_STRENGTHS.indexOf(5), agreement: -1 };
  if (edits.length === 0) return best.index;
  CELL_STRENGTHS.forEach((_, i) => {
    const a = quickAgreement(edits, i);
    if (a > best.agreement) best = { index: i, agreement: a };
  });
  return best.index;
}

export function agreement(edits: readonly JudgedEdit[]): { share: number; counted: number } {
  const counted = edits.filter((e) => Math.abs(e.edit.realChange) > EDIT_THRESHOLD);
  const agree = counted.filter((e) => Math.sign(e.estimated) === Math.sign(e.edit.realChange)).length;
  return { share: counted.length ? agree / counted.length : NaN, counted: counted.length };
}

/**
 * How true the chance of gain is, on edits of rounds its counts never saw: per bin of the draws'
 * share, the edits, the chance said and the share that gained; and the Brier score of the chance
 * against whether each edit gained, beside the draws' share itself and the fitted rounds' rate of
 * gains (one chance for every edit: the chance knows nothing if it does no better).
 */
export function gainLines(edits: readonly JudgedEdit[], rates: readonly number[]): string[] {
  const gained = (e: JudgedEdit) => (e.edit.realChange >= GAIN_POINTS ? 1 : 0);
  const brier = (of: (e: JudgedEdit, i: number) => number) => edits.reduce((a, e, i) => a + (of(e, i) - gained(e)) ** 2, 0) / Math.max(1, edits.length);
  const edges = [0, ...GAIN_EDGES, 1.0001];
  const lines = edges.slice(0, -1).map((lo, i) => {
    const bin = edits.filter((e) => e.share >= lo && e.share < edges[i + 1]);
    const mean = (of: (e: JudgedEdit) => number) => (100 * bin.reduce((a, e) => a + of(e), 0)) / Math.max(1, bin.length);
    return `draws' share ${lo.toFixed(1)}–${Math.min(1, edges[i + 1]).toFixed(1)}: ${bin.length} edits, chance said ${mean((e) => e.chance).toFixed(0)} %, gained ${mean(gained).toFixed(0)} %`;
  });
  for (const [name, part] of [
    ["estimated to gain", edits.filter((e) => e.estimated > 0)],
    ["estimated to lose", edits.filter((e) => e.estimated < 0)],
  ] as const) {
    const avg = (of: (e: JudgedEdit) => number) => part.reduce((a, e) => a + of(e), 0) / Math.max(1, part.length);
    lines.push(
      `${name}: ${part.length} edits, estimated ${avg((e) => e.estimated).toFixed(3)}, real ${avg((e) => e.edit.realChange).toFixed(3)} points on average; mean error ${avg((e) => Math.abs(e.estimated - e.edit.realChange)).toFixed(3)}`,
    );
  }
  lines.push(
    `edit-gain-brier ${brier((e) => e.chance).toFixed(4)} (the draws' share alone ${brier((e) => e.share).toFixed(4)}, the fitted rounds' rate of gains ${brier((_, i) => rates[i]).toFixed(4)}; ${edits.length} edits, ${edits.filter((e) => gained(e)).length} gained ${GAIN_POINTS} points or more)`,
  );
  return lines;
}
