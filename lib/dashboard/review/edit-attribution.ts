import { CLASS_NAMES } from "@/lib/island/terrain";
import { rateLabel, rateValue } from "@/lib/island/regime/rate-labels";
import { SITE_RADIUS, type AdjustmentBody, type Region } from "../edits/adjust";
import type { RecordedAdjustment, RecordedPin } from "../edits/submission-edits";

/**
 * Leave-one-out accounting of a submission's edits: what each edit (an adjustment, or a set of
 * pins made together) was worth, as the score with every edit minus the score with that one left
 * out. Pure: the caller supplies the scoring.
 */

/**
 * Below this gap (points) between the sum of the edits' figures and their total effect the edits
 * are read as independent; above it, as interacting (each figure then reads "given the others").
 */
export const INTERACTION_POINTS = 0.25;

export type EditEffect = {
  key: string;
  /** Points the edit added (negative: it cost points), on the additive scale below. */
  delta: number;
  /** The plain difference: score with every edit − score without this one. */
  looPoints: number;
};

export type Attribution = {
  /** Score with every edit. */
  withEdits: number;
  /** Score with none: the model alone. */
  alone: number;
  /** withEdits − alone. */
  total: number;
  edits: EditEffect[];
  /** Σ delta: equals total when the edits do not interact. */
  sumOfDeltas: number;
  interacting: boolean;
};

// ln of a score; a score of 0 is kept finite.
const lnScore = (s: number) => Math.log(Math.max(s, 1e-9));

/** Logarithmic mean of two scores: (a − b) / (ln a − ln b), a when they are equal. */
function logMean(a: number, b: number): number {
  const d = lnScore(a) - lnScore(b);
  return Math.abs(d) < 1e-12 ? Math.max(a, 1e-9) : (a - b) / d;
}

/**
 * Scores the submission with every edit, with none, and with each one left out.
 * `scoreWithout(omitted)` is the score of the submission rebuilt without the edits named.
 *
 * The score is 100·exp(−3·wKL) and the weighted KL is a sum over cells, so edits on separate cells
 * add up in ln(score), not in points. Each edit's leave-one-out difference is taken in ln(score)
 * and converted to points at the logarithmic mean of the two scores: edits that do not interact
 * then add up exactly to the total difference, and a gap between the two marks an interaction.
 */
export function leaveOneOut(keys: readonly string[], scoreWithout: (omitted: ReadonlySet<string>) => number, tolerance = INTERACTION_POINTS): Attribution {
  const withEdits = scoreWithout(new Set());
  const alone = keys.length ? scoreWithout(new Set(keys)) : withEdits;
  const perLog = logMean(withEdits, alone);
  const edits = keys.map((key) => {
    const without = keys.length > 1 ? scoreWithout(new Set([key])) : alone;
    return { key, delta: perLog * (lnScore(withEdits) - lnScore(without)), looPoints: withEdits - without };
  });
  const sumOfDeltas = edits.reduce((s, e) => s + e.delta, 0);
  const total = withEdits - alone;
  return { withEdits, alone, total, edits, sumOfDeltas, interacting: Math.abs(sumOfDeltas - total) > tolerance };
}

/** A row of the edit-by-edit list: one adjustment, or pins set together by one member. */
export type EditUnit = {
  key: string;
  kind: "adjustment" | "pins";
  label: string;
  by: string | null;
  /** ISO time it was made (the last pin of a set). */
  at: string;
  /** Cells it touched, as a box for the map outline (null: the whole map, as pins act everywhere). */
  box: { x: number; y: number; w: number; h: number } | null;
  adjustmentIds: string[];
  pinRates: string[];
};

/** Pins set by the same member within this long of each other are one edit ("Pin all rates"). */
const PIN_SET_WINDOW_MS = 60_000;

const range = (a: number, b: number) => (a === b ? `${a}` : `${a}–${b}`);

/** The bounding box of a region, clipped to the map. */
export function regionBox(region: Region, W: number, H: number): { x: number; y: number; w: number; h: number } | null {
  if (region.kind === "site") return regionBox({ kind: "rect", x: region.x - SITE_RADIUS, y: region.y - SITE_RADIUS, w: 2 * SITE_RADIUS + 1, h: 2 * SITE_RADIUS + 1 }, W, H);
  if (region.kind === "rect") {
    const x = Math.max(0, region.x);
    const y = Math.max(0, region.y);
    const w = Math.min(W, region.x + region.w) - x;
    const h = Math.min(H, region.y + region.h) - y;
    return w > 0 && h > 0 ? { x, y, w, h } : null;
  }
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (const c of region.cells) {
    if (c < 0 || c >= W * H) continue;
    const x = c % W;
    const y = Math.floor(c / W);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();
const pct = (v: number) => `${Math.round(v * 100)} %`;

/** "Rectangle x 2–6, y 15–19, Settlement ×1.8" / "Brush, 12 cells in x 3–9, y 4–8, toward Forest 80 % at 50 %" */
export function describeAdjustment(body: AdjustmentBody, W: number, H: number): string {
  if (body.region.kind === "site" && body.mode === "weights") {
    // A settlement's mark reads as the mark it was, not as the class weights it is stored as.
    const w = body.weights[1];
    return `Settlement at (${body.region.x}, ${body.region.y}) marked ${w >= 1 ? "thriving" : "failing"}, odds of a settlement around it ${w >= 1 ? "×" : "÷"}${f1(w >= 1 ? w : 1 / w)}`;
  }
  const box = regionBox(body.region, W, H);
  const where = box ? `x ${range(box.x, box.x + box.w - 1)}, y ${range(box.y, box.y + box.h - 1)}` : "no cells";
  const r = body.region;
  const region = r.kind === "rect" ? `Rectangle ${where}` : r.kind === "site" ? `Settlement at (${r.x}, ${r.y}) and its ring` : `Brush, ${r.cells.length} cells in ${where}`;
  let effect: string;
  if (body.mode === "weights") {
    const moved = body.weights.flatMap((w, c) => (Math.abs(w - 1) > 1e-9 ? [`${CLASS_NAMES[c]} ×${f1(w)}`] : []));
    effect = moved.length ? moved.join(", ") : "no change";
  } else {
    const sum = body.target.reduce((s, v) => s + v, 0) || 1;
    const parts = body.target.flatMap((v, c) => (v / sum >= 0.05 ? [`${CLASS_NAMES[c]} ${pct(v / sum)}`] : []));
    effect = `toward ${parts.join(", ")} at ${pct(body.strength)}`;
  }
  const label = body.label ? `“${body.label}”: ` : "";
  return `${label}${region}, ${effect}`;
}

/** "Pins: 8 rates like round 3 (Settlements survive, …)" / "Pin Settlements survive 0.018", in the sliders' words. */
export function describePinSet(pins: readonly RecordedPin[]): string {
  if (pins.length === 1) {
    const p = pins[0];
    return `Pin ${rateLabel(p.rate)} ${rateValue(p.value)}${p.likeRound ? ` (like round ${p.likeRound})` : ""}`;
  }
  const rounds = [...new Set(pins.map((p) => p.likeRound))];
  const like = rounds.length === 1 && rounds[0] ? ` like round ${rounds[0]}` : "";
  return `Pins: ${pins.length} rates${like} (${pins.map((p) => rateLabel(p.rate)).join(", ")})`;
}

/** Groups pins set together (same member, within a minute of each other) into one edit each. */
export function groupPins(pins: readonly RecordedPin[]): RecordedPin[][] {
  const sorted = [...pins].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const groups: RecordedPin[][] = [];
  for (const p of sorted) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && prev.setBy === p.setBy && Date.parse(p.at) - Date.parse(prev.at) <= PIN_SET_WINDOW_MS) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** The edits of one submission as rows: each adjustment, then each set of pins. */
export function editUnits(edits: { adjustments: readonly RecordedAdjustment[]; pins: readonly RecordedPin[] }, W: number, H: number): EditUnit[] {
  const adjustments: EditUnit[] = edits.adjustments.map((a) => ({
    key: `adjustment:${a.id}`,
    kind: "adjustment",
    label: describeAdjustment(a.body, W, H),
    by: a.by,
    at: a.at,
    box: regionBox(a.body.region, W, H),
    adjustmentIds: [a.id],
    pinRates: [],
  }));
  const pins: EditUnit[] = groupPins(edits.pins).map((group) => ({
    key: `pins:${group.map((p) => p.rate).join(",")}`,
    kind: "pins",
    label: describePinSet(group),
    by: group.at(-1)!.setBy,
    at: group.at(-1)!.at,
    box: null,
    adjustmentIds: [],
    pinRates: group.map((p) => p.rate),
  }));
  return [...adjustments, ...pins];
}
