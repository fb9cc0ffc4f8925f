import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { applyAdjustments, type AdjustmentBody } from "@/lib/dashboard/edits";
import { defaultModel, predict, warmRound } from "@/lib/island/model";
import { mulberry32 } from "@/lib/island/model/sample";
import {
  DEFAULT_SAMPLES,
  estimateChange,
  estimateSubmission,
  flatten,
  floorFlat,
  gatherEvidence,
  roundReadings,
  shippedCalibration,
  type CalibrationKind,
  truthForRegime,
  type Pins,
  type RoundEvidence,
  type RoundExpectation,
  type RoundReadings,
  type ScoreEstimate,
} from "@/lib/island/regime/estimate";
import { regimeMixture, sampleRegimeMixture } from "@/lib/island/regime/mixture";
import { pastRounds } from "@/lib/island/regime/past-rounds";

/**
 * The expected score of what Submit would send now, computed off the main thread (the worker in
 * expected.worker.ts; the main thread as a fallback). The round's readings and sampled truths depend
 * only on the observations and are kept between runs, so moving an adjustment or a pin only rescores.
 */

export type AdjustmentLike = AdjustmentBody & { enabled?: boolean };
export type ExpectedRequest = { runId: number; observations: Observation[]; pins: Pins; adjustments: AdjustmentLike[] };
export type { RoundExpectation };
export type ExpectedResult = {
  runId: number;
  seeds: ScoreEstimate[];
  round: RoundExpectation;
  /** The same without the adjustments (pins kept): the adjustments' effect. */
  withoutAdjustments: { seeds: ScoreEstimate[]; round: RoundExpectation };
  /**
   * What the pins and the adjustments are each expected to do to the round's score: the change
   * (points) and the chance of a real gain, read from how often past rounds' edits read the same way
   * gained (null: the calibration has no such counts). Null without pins / enabled adjustments.
   */
  pins: EditEffect | null;
  adjustments: EditEffect | null;
  samples: number;
  /** False for the early figure, from the first few regimes while the rest are drawn. */
  final: boolean;
  ms: number;
};
export type EditEffect = { change: number; chance: number | null };
export type ExpectedProgress = { runId: number; done: number; total: number };

const observationsKey = (obs: readonly Observation[]) => `${obs.length}:${obs.map((o) => `${o.seed_index},${o.viewport.x},${o.viewport.y}`).join(";")}`;
const yieldToEvents = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Regimes drawn before an early figure is shown (it sharpens as the rest come in). Two are enough:
 * the model's own error, read once from the queries, is most of the figure; on real rounds 3, 5, 9,
 * 12 and 14 (6 and 50 queries) the figure from two draws was within 0.7 points of the final one
 * from 24, as close as from four.
 */
export const EARLY_SAMPLES = 2;

/**
 * Queries a round needs before an early figure is shown. With none the regimes are drawn from
 * every past round's reading, and two draws say nothing of the rest: on 20 practice rounds at 0
 * queries the early figure was ≈84 (72–95) and the final one ≈65 (43–90), outside it on all 20
 * (`npm run --silent bench:early-figure`); with 10 queries and with 50 the early interval held the
 * final figure on 20 of 20. Below this the panel says it is estimating, with its progress, until
 * the final figure.
 */
export const EARLY_MIN_QUERIES = 10;

export class ExpectedRunner {
  /** What depends on the observations alone: worked out once per set of them, kept between runs. */
  private observed: { key: string; regimes: Pins[]; readings: RoundReadings; truths: Float64Array[][] } | null = null;
  private evidenceKey = "";
  private evidence: RoundEvidence | null = null;
  private baseKey = "";
  private base: Float64Array[] | null = null;

  constructor(
    private readonly round: RoundDetail,
    /** Which rounds the calibration was fitted on: the real ones, or the emulator's drawn practice rounds. */
    private readonly calibrationKind: CalibrationKind = "real",
    private readonly samples = DEFAULT_SAMPLES,
    /** A replayed real round's fit score against the real truth (how far its answers lead; null: none). */
    private readonly fitScore: number | null = null,
  ) {}

  /**
   * Works out what every run of this round reuses (the maps' share of the model's work, the past
   * rounds' table) while the first request is still on its way.
   */
  warm(): void {
    warmRound(this.round, defaultModel());
    pastRounds();
  }

  /** Runs one request; returns null when `stale()` turned true on the way (a newer request came). */
  async run(
    req: ExpectedRequest,
    onProgress: (p: ExpectedProgress) => void,
    stale: () => boolean,
    onEarly?: (r: ExpectedResult) => void,
  ): Promise<ExpectedResult | null> {
    const t0 = performance.now();
    const model = defaultModel();
    const { round } = this;
    const key = observationsKey(req.observations);
    if (this.observed?.key !== key) {
      this.observed = {
        key,
        regimes: sampleRegimeMixture(regimeMixture(model, round, req.observations), this.samples, mulberry32(req.observations.length + 1)),
        // What the queries say (the model's own prediction among it): every figure, early or final, reads it.
        readings: roundReadings(model, round, req.observations),
        truths: [],
      };
    }
    const { regimes, readings, truths } = this.observed;
    // The submission's own prediction: without pins, the model's own.
    const bKey = `${key}|${JSON.stringify(req.pins)}`;
    if (bKey !== this.baseKey || !this.base) {
      this.base = Object.keys(req.pins).length === 0 ? readings.own : predict(round, req.observations, model, { pins: req.pins }).map(flatten);
      this.baseKey = bKey;
    }
    const flats = this.base;
    const calibration = shippedCalibration(this.calibrationKind, this.fitScore, req.observations.length);
    const W = round.map_width;
    const H = round.map_height;
    const result = (final: boolean): ExpectedResult => {
      // The model's own reading and error: pins change what is sent, not how well the round is read.
      const eKey = `${key}|${truths.length}`;
      if (eKey !== this.evidenceKey || !this.evidence) {
        this.evidence = gatherEvidence(model, round, req.observations, truths, { readings });
        this.evidenceKey = eKey;
      }
      const evidence = this.evidence;
      const pinnedOnly = flats.map((f) => floorFlat(f));
      const enabled = req.adjustments.filter((a) => a.enabled !== false);
      // A seed no adjustment touches keeps the pinned tensor itself, so the change skips it.
      const adjustedFlats = pinnedOnly.map((p, s) => (enabled.some((a) => a.seeds.includes(s)) ? floorFlat(applyAdjustments(flats[s], W, H, s, enabled)) : p));
      const adjusted = estimateSubmission(evidence, adjustedFlats, calibration);
      const plain = enabled.length > 0 ? estimateSubmission(evidence, pinnedOnly, calibration) : adjusted;
      const effect = (base: readonly Float64Array[], edited: readonly Float64Array[]): EditEffect => {
        const c = estimateChange(evidence, base, edited, calibration);
        return { change: c.round, chance: c.chance };
      };
      return {
        runId: req.runId,
        seeds: adjusted.seeds,
        round: adjusted.round,
        withoutAdjustments: plain,
        pins: Object.keys(req.pins).length > 0 ? effect(evidence.model, pinnedOnly) : null,
        adjustments: enabled.length > 0 ? effect(pinnedOnly, adjustedFlats) : null,
        samples: truths.length,
        final,
        ms: performance.now() - t0,
      };
    };
    // Truths already drawn for these observations are kept: an interrupted run resumes.
    for (let k = truths.length; k < regimes.length; k++) {
      onProgress({ runId: req.runId, done: k, total: regimes.length });
      await yieldToEvents();
      if (stale()) return null;
      truths.push(truthForRegime(model, round, req.observations, regimes[k]));
      if (onEarly && truths.length === EARLY_SAMPLES && regimes.length > EARLY_SAMPLES && req.observations.length >= EARLY_MIN_QUERIES) onEarly(result(false));
    }
    onProgress({ runId: req.runId, done: regimes.length, total: regimes.length });
    return result(true);
  }
}
