import type { SiteEvidence } from "@/lib/island/model/sites";
import { CLASS_COUNT } from "@/lib/island/terrain";
import type { FlatTensor } from "../edits/adjust";

/**
 * What the workspace reads of each initial settlement ("site") of a seed: how often the queries
 * showed it and what they showed (its own stats, its owner, its faction's other settlements), and
 * the prediction's chance of a settlement on it, against the seed's typical site. Pure.
 */

export type Fortune = "thriving" | "typical" | "failing";

export type SiteReading = {
  /** Index of the site in the seed's initial settlements (its faction's owner id). */
  index: number;
  x: number;
  y: number;
  /** Runs (queries) that showed the site. */
  seen: number;
  /** Chance of a settlement or port on the site in the prediction (null while it is computed). */
  survival: number | null;
  /** The median site's chance on this seed. */
  typical: number | null;
  fortune: Fortune | null;
  /** Why, in a sentence each: the evidence first, then the prediction. */
  reasons: string[];
};

/** Chances this far above or below the seed's median site are read as thriving or failing. */
const THRIVING = 1.25;
const FAILING = 0.8;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pct = (v: number) => `${Math.round(v * 100)} %`;
const num = (v: number) => (v >= 10 ? v.toFixed(0) : v.toFixed(1));

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Mean population and food of a standing settlement on a seen site, over the round's seen sites. */
function roundTypicals(all: readonly SiteEvidence[][]): { population: number; food: number } {
  let pop = 0;
  let food = 0;
  let n = 0;
  for (const seed of all)
    for (const s of seed) {
      const standing = s.own + s.fallen;
      if (standing === 0) continue;
      pop += s.population / standing;
      food += s.food / standing;
      n += 1;
    }
  return n === 0 ? { population: 0, food: 0 } : { population: pop / n, food: food / n };
}

function evidenceReasons(s: SiteEvidence, typical: { population: number; food: number }): string[] {
  if (s.seen === 0) return ["Not seen by any query yet: read from its surroundings and the round's rates."];
  const out: string[] = [];
  const standing = s.own + s.fallen;
  const held = s.fallen > 0 ? `, ${plural(s.fallen, "time")} taken by another faction` : "";
  const stood = s.settled === 0 ? "no settlement stood there" : s.settled === s.seen ? (s.seen === 1 ? "a settlement stood there" : "a settlement stood there in every one") : `a settlement stood there in ${s.settled}`;
  out.push(`Seen in ${plural(s.seen, "run")}: ${stood}${held}.`);
  if (standing > 0) {
    const pop = s.population / standing;
    const food = s.food / standing;
    const fed = typical.food > 0 ? (food >= typical.food ? "fed" : "short of food") : null;
    out.push(`Population ${num(pop)} (a typical seen settlement: ${num(typical.population)})${fed ? `, ${fed}` : ""}.`);
  }
  if (s.mates > 0) out.push(`${plural(Math.round((s.mates / s.seen) * 10) / 10, "other settlement")} of its faction in view per run.`);
  return out;
}

/**
 * Readings of every initial settlement of `seed`, in the seed's order, from the round's site
 * evidence (`siteEvidence`, read once per set of observations: a slider's move only changes the
 * prediction) and the prediction as it stands.
 */
export function siteReadings(evidence: readonly SiteEvidence[][], seed: number, W: number, prediction: FlatTensor | null): SiteReading[] {
  const sites = evidence[seed] ?? [];
  const typicals = roundTypicals(evidence);
  const survival = (s: SiteEvidence) => (prediction ? prediction[(s.y * W + s.x) * CLASS_COUNT + 1] + prediction[(s.y * W + s.x) * CLASS_COUNT + 2] : null);
  const chances = sites.map(survival);
  const typical = median(chances.filter((c): c is number => c !== null));
  return sites.map((s, index) => {
    const chance = chances[index];
    const fortune: Fortune | null =
      chance === null || typical === null || typical <= 0 ? null : chance >= typical * THRIVING ? "thriving" : chance <= typical * FAILING ? "failing" : "typical";
    const reasons = evidenceReasons(s, typicals);
    if (chance !== null && typical !== null) reasons.push(`The prediction gives it a settlement in ${pct(chance)} of runs (the seed's typical site: ${pct(typical)}).`);
    return { index, x: s.x, y: s.y, seen: s.seen, survival: chance, typical, fortune, reasons };
  });
}

/** The site at or next to (x, y) (Chebyshev distance ≤ radius), the nearest first; null when none. */
export function siteNear<T extends { x: number; y: number }>(sites: readonly T[], x: number, y: number, radius = 1): T | null {
  let best: T | null = null;
  let bestD = Infinity;
  for (const s of sites) {
    const d = Math.max(Math.abs(s.x - x), Math.abs(s.y - y));
    if (d <= radius && d < bestD) {
      best = s;
      bestD = d;
    }
  }
  return best;
}
