import { cellLossGrid, scoreSeed, type Observation, type RoundDetail, type Tensor } from "@/lib/island";
import { RATE_NAMES, type RateName } from "@/lib/island/model/latent";
import { pinsToOptions } from "@/lib/island/regime/pins";
import { editUnits, leaveOneOut, type EditUnit } from "./edit-attribution";
import type { RecordedExpected, SubmissionEdits } from "../edits/submission-edits";
import { modelPrediction, submissionTensor } from "../submit/submission-tensor";

/**
 * After the round: did the team's edits help? For each seed, the model's own prediction from the
 * same observations (no pins, no adjustments) scored beside what was submitted, each edit's
 * leave-one-out worth, the expected score shown at submission beside the real score, and how
 * much of the loss fell where the team looked. Pure (arrays in, a plain object out): the server
 * runs it once when a round's ground truth is first seen, the benchmark times it.
 */

export const REVIEW_VERSION = 1;
/** A recorded submission whose rebuild scores further than this from the service's score is not trusted for the edit-by-edit list. */
const REPRODUCE_POINTS = 0.05;
/** An edit within this many points of zero neither helped nor cost. */
export const NEUTRAL_POINTS = 0.05;

export type ReviewedEdit = Omit<EditUnit, "adjustmentIds" | "pinRates"> & { delta: number; looPoints: number };

export type Verdict = "inside" | "outside" | "pending" | "unknown";

export type SeedReview = {
  seedIndex: number;
  submitted: boolean;
  /** The service's score of the submitted prediction (null: not submitted). */
  score: number | null;
  /** The model alone, from the observations the submission was made with. */
  alone: number;
  observationCount: number;
  /** score − alone (null: not submitted). */
  difference: number | null;
  /** null: the edits of this submission were not recorded (made before they were, or elsewhere). */
  edits: ReviewedEdit[] | null;
  /** The recorded edits rebuild the submitted score (within 0.05). */
  reproduced: boolean;
  sumOfDeltas: number;
  interacting: boolean;
  expected: RecordedExpected | null;
  verdict: Verdict;
  /** The team's query windows on this seed. */
  windows: { x: number; y: number; w: number; h: number }[];
  /** Share of the submitted prediction's loss on cells the team observed (null without a loss map). */
  lossInsideShare: number | null;
  /** Share of the dynamic (entropy > 0) cells the team observed. */
  observedDynamicShare: number;
};

export type RoundReview = {
  version: number;
  roundId: string;
  roundNumber: number;
  seedsCount: number;
  /** Mean over seeds, an unsubmitted seed counting 0 (the service's round score). */
  submitted: number;
  alone: number;
  difference: number;
  editsHelped: number;
  editsCostly: number;
  estimateInside: number;
  estimateOutside: number;
  ms: number;
  seeds: SeedReview[];
};

export type SeedInput = {
  seedIndex: number;
  truth: Tensor | null;
  /** The submitted prediction as the service holds it (null: not submitted). */
  prediction: Tensor | null;
  score: number | null;
  /** The dashboard's record of the last accepted submission of the seed (null: none). */
  record: { observationCount: number; edits: SubmissionEdits | null; expected: RecordedExpected | null } | null;
};

export type Predictor = (observations: readonly Observation[], pins: readonly { rate: string; value: number }[]) => Tensor[];

/** The model's prediction per (observations, pins), each computed once: all seeds come out of one run. */
export function cachedPredictor(round: RoundDetail): Predictor {
  const cache = new Map<string, Tensor[]>();
  return (observations, recorded) => {
    // A recorded rate the model no longer reads is left out, as when it was submitted.
    const pins = recorded.filter((p): p is { rate: RateName; value: number } => (RATE_NAMES as readonly string[]).includes(p.rate));
    const key = `${observations.length}|${JSON.stringify(pinsToOptions(pins))}`;
    let p = cache.get(key);
    if (!p) {
      p = modelPrediction(round, observations, pins);
      cache.set(key, p);
    }
    return p;
  };
}

export function verdictOf(expected: RecordedExpected | null, score: number | null): Verdict {
  if (!expected || score === null) return "unknown";
  if ("pending" in expected) return "pending";
  return score >= expected.lo && score <= expected.hi ? "inside" : "outside";
}

function coverageOf(observations: readonly Observation[], seed: number, W: number, H: number): { mask: Uint8Array; windows: SeedReview["windows"] } {
  const mask = new Uint8Array(W * H);
  const windows: SeedReview["windows"] = [];
  for (const o of observations) {
    if (o.seed_index !== seed) continue;
    const { x, y, w, h } = o.viewport;
    windows.push({ x, y, w, h });
    for (let yy = Math.max(0, y); yy < Math.min(H, y + h); yy++) for (let xx = Math.max(0, x); xx < Math.min(W, x + w); xx++) mask[yy * W + xx] = 1;
  }
  return { mask, windows };
}

function whereWeLooked(truth: Tensor | null, prediction: Tensor | null, mask: Uint8Array, W: number) {
  if (!truth) return { lossInsideShare: null, observedDynamicShare: 0 };
  let dynamic = 0;
  let dynamicSeen = 0;
  for (let y = 0; y < truth.length; y++)
    for (let x = 0; x < truth[y].length; x++)
      if (truth[y][x].some((p) => p > 0 && p < 1)) {
        dynamic++;
        dynamicSeen += mask[y * W + x];
      }
  const observedDynamicShare = dynamic ? dynamicSeen / dynamic : 0;
  if (!prediction) return { lossInsideShare: null, observedDynamicShare };
  const loss = cellLossGrid(truth, prediction);
  let inside = 0;
  let all = 0;
  for (let y = 0; y < loss.length; y++)
    for (let x = 0; x < loss[y].length; x++) {
      const v = Number.isFinite(loss[y][x]) ? loss[y][x] : 0;
      all += v;
      if (mask[y * W + x]) inside += v;
    }
  return { lossInsideShare: all > 0 ? inside / all : 0, observedDynamicShare };
}

/** Reviews one seed. `observations` are every observation of the round in the order they were made. */
export function reviewSeed(round: RoundDetail, observations: readonly Observation[], input: SeedInput, predict: Predictor): SeedReview {
  const W = round.map_width;
  const H = round.map_height;
  const s = input.seedIndex;
  const observationCount = Math.min(observations.length, input.record?.observationCount ?? observations.length);
  const seen = observations.slice(0, observationCount);
  const { mask, windows } = coverageOf(observations, s, W, H);
  const looked = whereWeLooked(input.truth, input.prediction, mask, W);
  const submitted = input.prediction !== null;
  const base = { seedIndex: s, submitted, score: input.score, observationCount, windows, ...looked };
  if (!input.truth) {
    return { ...base, alone: 0, difference: null, edits: null, reproduced: false, sumOfDeltas: 0, interacting: false, expected: input.record?.expected ?? null, verdict: "unknown" };
  }
  const truth = input.truth;
  const scoreOf = (pins: SubmissionEdits["pins"], adjustments: SubmissionEdits["adjustments"]) => {
    const { tensor } = submissionTensor(round, predict(seen, pins)[s], s, adjustments.map((a) => ({ ...a.body, id: a.id, enabled: true })));
    return scoreSeed(truth, tensor);
  };
  const alone = scoreOf([], []);
  const difference = submitted && input.score !== null ? input.score - alone : null;
  const expected = submitted ? (input.record?.expected ?? null) : null;
  const verdict = verdictOf(expected, submitted ? input.score : null);
  const edits = submitted ? input.record?.edits : null;
  if (!edits) return { ...base, alone, difference, edits: null, reproduced: false, sumOfDeltas: 0, interacting: false, expected, verdict };

  const units = editUnits(edits, W, H);
  const attribution = leaveOneOut(
    units.map((u) => u.key),
    (omitted) => {
      const out = units.filter((u) => omitted.has(u.key));
      const dropAdj = new Set(out.flatMap((u) => u.adjustmentIds));
      const dropPins = new Set(out.flatMap((u) => u.pinRates));
      return scoreOf(
        edits.pins.filter((p) => !dropPins.has(p.rate)),
        edits.adjustments.filter((a) => !dropAdj.has(a.id)),
      );
    },
  );
  const reproduced = input.score !== null && Math.abs(attribution.withEdits - input.score) <= REPRODUCE_POINTS;
  return {
    ...base,
    alone,
    difference,
    edits: units.map(({ adjustmentIds: _a, pinRates: _p, ...u }, i) => ({ ...u, delta: attribution.edits[i].delta, looPoints: attribution.edits[i].looPoints })),
    reproduced,
    sumOfDeltas: attribution.sumOfDeltas,
    interacting: attribution.interacting,
    expected,
    verdict,
  };
}

/** Reviews a completed round: every seed, and the round's totals. */
export function reviewRound(round: RoundDetail, observations: readonly Observation[], seeds: readonly SeedInput[], predict: Predictor = cachedPredictor(round)): RoundReview {
  const t0 = performance.now();
  const reviews = seeds.map((input) => reviewSeed(round, observations, input, predict));
  const n = Math.max(round.seeds_count, reviews.length);
  const mean = (f: (r: SeedReview) => number) => reviews.reduce((s, r) => s + f(r), 0) / n;
  const submitted = mean((r) => r.score ?? 0);
  const alone = mean((r) => r.alone);
  const all = reviews.flatMap((r) => r.edits ?? []);
  return {
    version: REVIEW_VERSION,
    roundId: round.id,
    roundNumber: round.round_number,
    seedsCount: round.seeds_count,
    submitted,
    alone,
    difference: submitted - alone,
    editsHelped: all.filter((e) => e.delta > NEUTRAL_POINTS).length,
    editsCostly: all.filter((e) => e.delta < -NEUTRAL_POINTS).length,
    estimateInside: reviews.filter((r) => r.verdict === "inside").length,
    estimateOutside: reviews.filter((r) => r.verdict === "outside").length,
    ms: performance.now() - t0,
    seeds: reviews,
  };
}
