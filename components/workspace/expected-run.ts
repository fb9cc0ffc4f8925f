import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { applyAdjustments, type AdjustmentBody } from "@/lib/dashboard/adjust";
import { defaultModel, predict } from "@/lib/island/model";
import { mulberry32 } from "@/lib/island/model/sample";
import {
  DEFAULT_SAMPLES,
  flatten,
  floorFlat,
  meanEntropy,
  observedSurprise,
  repeatError,
  roundEstimate,
  roundPosteriors,
  sampleRegimes,
  seedEstimate,
  shippedCalibration,
  truthForRegime,
  weightedKlFlat,
  type Pins,
  type ScoreEstimate,
} from "@/lib/island/regime/estimate";

/**
 * The expected score of what Submit would send now, computed off the main thread (the worker in
 * expected.worker.ts; the main thread as a fallback). Sampled truths depend only on the
 * observations and are kept between runs, so moving an adjustment or a pin only rescores.
 */

export type AdjustmentLike = AdjustmentBody & { enabled?: boolean };
export type ExpectedRequest = { runId: number; observations: Observation[]; pins: Pins; adjustments: AdjustmentLike[] };
export type RoundExpectation = { mean: number; lo: number; hi: number };
export type ExpectedResult = {
  runId: number;
  seeds: ScoreEstimate[];
  round: RoundExpectation;
  /** The same without the adjustments (pins kept): the adjustments' effect. */
  withoutAdjustments: { seeds: ScoreEstimate[]; round: RoundExpectation };
  samples: number;
  /** False for the early figure, from the first few regimes while the rest are drawn. */
  final: boolean;
  ms: number;
};
export type ExpectedProgress = { runId: number; done: number; total: number };

const observationsKey = (obs: readonly Observation[]) => `${obs.length}:${obs.map((o) => `${o.seed_index},${o.viewport.x},${o.viewport.y}`).join(";")}`;
const yieldToEvents = () => new Promise<void>((r) => setTimeout(r, 0));

/** Regimes drawn before an early figure is shown (it sharpens as the rest come in). */
export const EARLY_SAMPLES = 4;

export class ExpectedRunner {
  private truthsKey = "";
  private truths: Float64Array[][] = [];
  private baseKey = "";
  private base: { flats: Float64Array[]; surprise: { sum: number; weight: number }; repeat: { sum: number; weight: number } } | null = null;

  constructor(
    private readonly round: RoundDetail,
    private readonly samples = DEFAULT_SAMPLES,
  ) {}

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
    if (key !== this.truthsKey) {
      this.truthsKey = key;
      this.truths = [];
    }
    const regimes = sampleRegimes(roundPosteriors(model, round, req.observations), this.samples, mulberry32(req.observations.length + 1));
    // The submission's own prediction first: every figure, early or final, scores it.
    const bKey = `${key}|${JSON.stringify(req.pins)}`;
    if (bKey !== this.baseKey || !this.base) {
      this.base = {
        flats: predict(round, req.observations, model, { pins: req.pins }).map(flatten),
        surprise: observedSurprise(model, round, req.observations, req.pins),
        repeat: repeatError(model, round, req.observations, req.pins),
      };
      this.baseKey = bKey;
    }
    const { flats, surprise, repeat } = this.base;
    const calibration = shippedCalibration();
    const estimate = (sub: Float64Array[]) =>
      sub.map((f, s) => seedEstimate({ sampledKls: this.truths.map((t) => weightedKlFlat(t[s], f)), surprise, repeat, meanEntropy: meanEntropy(f) }, calibration));
    const W = round.map_width;
    const H = round.map_height;
    const result = (final: boolean): ExpectedResult => {
      const adjusted = estimate(flats.map((f, s) => floorFlat(applyAdjustments(f, W, H, s, req.adjustments))));
      const plain = req.adjustments.some((a) => a.enabled !== false) ? estimate(flats.map((f) => floorFlat(f))) : adjusted;
      return {
        runId: req.runId,
        seeds: adjusted,
        round: roundEstimate(adjusted),
        withoutAdjustments: { seeds: plain, round: roundEstimate(plain) },
        samples: this.truths.length,
        final,
        ms: performance.now() - t0,
      };
    };
    // Truths already drawn for these observations are kept: an interrupted run resumes.
    for (let k = this.truths.length; k < regimes.length; k++) {
      onProgress({ runId: req.runId, done: k, total: regimes.length });
      await yieldToEvents();
      if (stale()) return null;
      this.truths.push(truthForRegime(model, round, req.observations, regimes[k]));
      if (onEarly && this.truths.length === EARLY_SAMPLES && regimes.length > EARLY_SAMPLES) onEarly(result(false));
    }
    onProgress({ runId: req.runId, done: regimes.length, total: regimes.length });
    return result(true);
  }
}
