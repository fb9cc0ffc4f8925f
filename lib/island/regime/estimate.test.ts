import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultModel } from "../model";
import { predictWith } from "../model/predict";
import { mulberry32 } from "../model/sample";
import { observationSchema, roundDetailSchema } from "../schemas";
import { scoreFromWeightedKl, weightedKl } from "../score";
import { fitCalibration, type Calibration } from "./calibration";
import {
  estimateChange,
  estimateSubmission,
  gainChance,
  normalCdf,
  gainShare,
  flatten,
  floorFlat,
  gatherEvidence,
  observedSurprise,
  repeatError,
  roundPosteriors,
  roundReadings,
  sampleRegimes,
  seedEstimate,
  seedFeatures,
  shippedCalibration,
  shortestScoreRange,
  truthForRegime,
  weightedKlFlat,
  widening,
} from "./estimate";
import { withThinEvidenceFitted } from "./calibration-fit";
import { pastRounds } from "./past-rounds";
import { RATE_NAMES } from "../model/latent";

const dir = resolve(process.cwd(), "../shared/island-rounds/round-05");
const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
const observations = readFileSync(resolve(dir, "observations.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .slice(0, 20)
  .map((l) => observationSchema.parse(JSON.parse(l)));
const gt = JSON.parse(readFileSync(resolve(dir, "ground-truth.json"), "utf8")).seeds as number[][][][];

/** A calibration fitted on synthetic past rounds whose model error varies from round to round. */
function syntheticCalibration(): Calibration {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const round = 1 + Math.floor(i / 5);
    const repeat = 0.002 + 0.004 * (round % 5);
    return {
      round,
      surprise: { sum: -0.02 * 5000, weight: 5000 },
      repeat: { sum: repeat * 1500, weight: 1500 },
      sampledKls: [0.002],
      actualKl: Math.exp(-4.4 + 40 * repeat + 0.25 * Math.sin(round * 2.1)) + 0.002,
      nearestDistance: 0.6 + 0.1 * (round % 4),
    };
  });
  return fitCalibration(rows);
}

describe("the interval widens where evidence is thin, and says why", () => {
  const c = syntheticCalibration();
  // A round that reads like an average one, so only the amount of evidence differs.
  const at = (weight: number, queries: number) => ({
    sampledKls: [0.002, 0.003, 0.004],
    surprise: { sum: c.typicalSurprise * weight * 4, weight: weight * 4 },
    repeat: { sum: c.typicalRepeat * weight, weight },
    queries,
  });
  const full = at(1500, 50);
  const width = (e: { lo: number; hi: number }) => e.hi - e.lo;

  it("is wider with few queries than with a full round's, and wider still with none", () => {
    const rich = seedEstimate(full, c);
    const few = seedEstimate(at(60, 6), c);
    const none = seedEstimate(at(0, 0), c);
    expect(width(few)).toBeGreaterThan(width(rich) * 1.05);
    expect(width(none)).toBeGreaterThan(width(few));
    expect(few.reason).toMatch(/only 6 queries/);
    expect(none.reason).toMatch(/no queries/);
    expect(rich.reason).not.toMatch(/widened/);
  });

  it("is wider for a regime unlike any past round, naming the nearest", () => {
    const usual = seedEstimate({ ...full, nearest: { round: 7, distance: c.novelDistance * 0.5 } }, c);
    const novel = seedEstimate({ ...full, nearest: { round: 7, distance: c.novelDistance * 2 } }, c);
    expect(width(novel)).toBeGreaterThan(width(usual) * 1.3);
    expect(novel.reason).toMatch(/unlike any past round \(the nearest, round 7/);
  });
});

describe("the interval is the shortest range holding 80 % of what the score may be", () => {
  const c = syntheticCalibration();
  const seed = {
    sampledKls: [0.002, 0.0025, 0.003],
    surprise: { sum: c.typicalSurprise * 6000, weight: 6000 },
    repeat: { sum: c.typicalRepeat * 1500, weight: 1500 },
    queries: 50,
  };
  // Past rounds' held-out errors: most small, a fifth of them rounds the queries read badly.
  const small = Array.from({ length: 16 }, (_, i) => -0.1 + (0.2 * i) / 15);
  const missedBy = (r: number) => ({ ...c, residuals: [...small, r, r + 0.1, r + 0.2, r + 0.3] });

  it("is not stretched by how far a fifth of past rounds fell below their estimate", () => {
    const moderate = seedEstimate(seed, missedBy(1));
    const severe = seedEstimate(seed, missedBy(2.5));
    expect(severe.lo).toBeCloseTo(moderate.lo, 6);
    expect(severe.hi).toBeCloseTo(moderate.hi, 6);
    expect(moderate.lo).toBeLessThanOrEqual(moderate.mean);
    expect(moderate.hi).toBeGreaterThanOrEqual(moderate.mean);
  });

  it("holds 80 % of the values, contains the median, and is narrower than 10 %–90 % on a long tail", () => {
    const kls = [
      ...Array.from({ length: 80 }, (_, i) => 0.02 + (0.01 * i) / 79),
      ...Array.from({ length: 20 }, (_, i) => 0.05 + (0.15 * i) / 19),
    ].sort((a, b) => a - b);
    const r = shortestScoreRange(kls, 0.8);
    const inside = kls.filter((k) => scoreFromWeightedKl(k) >= r.lo - 1e-9 && scoreFromWeightedKl(k) <= r.hi + 1e-9);
    expect(inside.length).toBeGreaterThanOrEqual(80);
    const median = scoreFromWeightedKl((kls[49] + kls[50]) / 2);
    expect(r.lo).toBeLessThanOrEqual(median);
    expect(r.hi).toBeGreaterThanOrEqual(median);
    const tailed = scoreFromWeightedKl(0.02) - scoreFromWeightedKl(kls[89]);
    expect(r.hi - r.lo).toBeLessThan(tailed / 2);
    expect(shortestScoreRange([], 0.8).lo).toBeNaN();
    expect(shortestScoreRange([0.03], 0.8)).toEqual({ lo: scoreFromWeightedKl(0.03), hi: scoreFromWeightedKl(0.03) });
  });
});

describe("a large departure from the model is judged by what large departures cost", () => {
  const c = { ...syntheticCalibration(), changeRatios: [0.9, 0.95, 1, 1, 1, 1, 1, 1.05, 1.1, 1.2] };
  const withLarge = { ...c, largeChangeRatios: [1.2, 1.25, 1.3, 1.3, 1.3, 1.35, 1.35, 1.4, 1.5, 1.7], largeChange: 0.05 };
  const seed = (departure: number) => ({
    sampledKls: [0.002, 0.0025, 0.003],
    deltas: [departure, departure, departure],
    surprise: { sum: c.typicalSurprise * 6000, weight: 6000 },
    repeat: { sum: c.typicalRepeat * 1500, weight: 1500 },
    queries: 50,
  });

  it("expects every rate pinned like a distant round to cost more than small edits' ratios say", () => {
    const far = seedEstimate(seed(0.2), withLarge);
    expect(far.mean).toBeLessThan(seedEstimate(seed(0.2), c).mean - 5);
    expect(far.reason).toMatch(/far from the model's own reading/);
  });

  it("says a large departure with no query is all or nothing", () => {
    const none = { ...seed(0.2), surprise: { sum: 0, weight: 0 }, repeat: { sum: 0, weight: 0 }, queries: 0 };
    const e = seedEstimate(none, withLarge);
    expect(e.reason).toMatch(/no queries yet/);
    expect(e.reason).toMatch(/scores well only if the round turns out as the submission assumes/);
    expect(e.reason).not.toMatch(/judged by what such departures cost/);
    // Without large ratios fitted, the same is said.
    expect(seedEstimate(none, c).reason).toMatch(/only if the round turns out/);
  });

  it("judges a guess made with no query by what such guesses cost on past rounds, and only such a guess", () => {
    // Past rounds in which guesses with no query cost a third of their estimated departure.
    const withThin = { ...withLarge, thinLargeChangeRatios: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.8] };
    const none = { ...seed(0.2), surprise: { sum: 0, weight: 0 }, repeat: { sum: 0, weight: 0 }, queries: 0 };
    const guess = seedEstimate(none, withThin);
    const before = seedEstimate(none, withLarge);
    expect(guess.mean).toBeGreaterThan(before.mean + 20);
    expect(guess.hi - guess.lo).toBeGreaterThan(before.hi - before.lo);
    expect(guess.reason).toMatch(/little evidence: judged by what such guesses cost on past rounds; it scores well only if/);
    // With a full round's evidence the same departure is judged as before.
    expect(seedEstimate(seed(0.2), withThin)).toEqual(seedEstimate(seed(0.2), withLarge));
    // And a small edit with no query too.
    expect(seedEstimate({ ...none, deltas: [0.01, 0.01, 0.01] }, withThin)).toEqual(seedEstimate({ ...none, deltas: [0.01, 0.01, 0.01] }, withLarge));
  });

  it("leaves small edits as they were", () => {
    const near = seedEstimate(seed(0.01), withLarge);
    expect(near).toEqual(seedEstimate(seed(0.01), c));
    expect(near.reason).not.toMatch(/far from/);
  });
});

describe("the chance an edit gains is read from how often past edits gained", () => {
  const c = syntheticCalibration();
  const seed = { sampledKls: [0.002, 0.0025, 0.003, 0.0035], surprise: { sum: 0, weight: 6000 }, repeat: { sum: c.typicalRepeat * 1500, weight: 1500 }, queries: 50 };

  it("counts the draws in which the seeds an edit touches gain together", () => {
    // Gains in three draws of four on one seed, losses in every draw on the other, smaller ones.
    const one = { features: seed, before: [], after: [-0.01, -0.01, -0.01, 0.02] };
    const other = { features: seed, before: [], after: [0.001, 0.001, 0.001, 0.001] };
    expect(gainShare([one], c)).toBe(0.75);
    expect(gainShare([one, other], c)).toBe(0.75);
    expect(gainShare([{ ...other, after: [0.05, 0.05, 0.05, 0.05] }, one], c)).toBe(0);
    // An edit that changes nothing is a tie in every draw.
    expect(gainShare([{ features: seed, before: [0.01, 0.01, 0.01, 0.01], after: [0.01, 0.01, 0.01, 0.01] }], c)).toBe(0.5);
  });

  const model = defaultModel();
  const truths = sampleRegimes(roundPosteriors(model, round, observations), 4, mulberry32(5)).map((r) => truthForRegime(model, round, observations, r));
  const evidence = gatherEvidence(model, round, observations, truths);
  /** Every seed's settlement probability scaled by `factor` on `share` of its cells. */
  const scaled = (factor: number, every: number, seeds = evidence.model.map((_, s) => s)) =>
    evidence.model.map((m, s) => {
      if (!seeds.includes(s)) return m;
      const out = Float64Array.from(m);
      for (let i = 0; i < out.length; i += 6 * every) out[i + 1] *= factor;
      return floorFlat(out);
    });

  it("caps the edit's own chance by how often past edits its draws read the same way gained", () => {
    const edited = scaled(0.5, 1);
    const gainChance = { edges: [0.1, 0.5], edits: [200, 30, 20], gained: [9, 4, 3] };
    const said = estimateChange(evidence, evidence.model, edited, { ...c, gainChance });
    expect(said.round).toBeLessThan(0);
    expect(said.chance).toBeLessThanOrEqual(9.5 / 201 + 1e-9);
    // Without past edits' counts the edit's own figure stands.
    expect(estimateChange(evidence, evidence.model, edited, c).chance).not.toBeNull();
  });

  it("gives a harmless tiny edit and a large harmful one clearly different chances", () => {
    const shipped = shippedCalibration("practice");
    // One settlement cell in 400 of one seed nudged: changes the score by hundredths either way.
    const tiny = estimateChange(evidence, evidence.model, scaled(1.05, 400, [0]), shipped);
    // Settlements all but ruled out on every cell of every seed.
    const large = estimateChange(evidence, evidence.model, scaled(0.02, 1), shipped);
    expect(Math.abs(tiny.round)).toBeLessThan(0.2);
    expect(large.round).toBeLessThan(-5);
    expect(tiny.chance!).toBeGreaterThan(0.04);
    expect(large.chance!).toBeLessThan(0.005);
    expect(tiny.chance! / Math.max(large.chance!, 1e-9)).toBeGreaterThan(10);
  });

  it("reads the chance from the change's own mean and spread", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2816)).toBeCloseTo(0.9, 3);
    expect(gainChance({ mean: -3, sd: 1 }, 0.3, {})).toBeCloseTo(normalCdf(-3 / Math.hypot(1, 0.05)), 9);
    expect(gainChance({ mean: 0.01, sd: 1 }, 0.3, { gainChance: { edges: [0.1, 0.5], edits: [10, 10, 10], gained: [0, 1, 2] } })).toBeCloseTo(1.5 / 11, 9);
    expect(gainChance({ mean: 0, sd: 0 }, 0.3, {})).toBeCloseTo(0.5, 6);
  });
});

describe("the shipped calibrations", () => {
  // A seed read like an average real round, so only its uncertain land differs.
  const real = shippedCalibration("real");
  const seedWith = (entropy: number) => ({
    sampledKls: [0.002, 0.0025, 0.003],
    surprise: { sum: real.typicalSurprise * 6000, weight: 6000 },
    repeat: { sum: real.typicalRepeat * 2000, weight: 2000 },
    queries: 50,
    entropy,
  });

  it("expect less of a real seed with more uncertain land", () => {
    const sparse = seedEstimate(seedWith(300), real);
    const busy = seedEstimate(seedWith(1300), real);
    expect(busy.mean).toBeLessThan(sparse.mean - 0.5);
  });

  it("widen a real round seen with no query as far as past real rounds seen so needed, and let it fade by a full round's evidence", () => {
    const at = (weight: number, queries: number) =>
      widening({ sampledKls: [0.003], surprise: { sum: real.typicalSurprise * weight, weight }, repeat: { sum: 0, weight: 0 }, queries }, real);
    // Real rounds' evidence weight: median 7,000 with their 50 logged queries, 760 with the first 6.
    expect(at(0, 0).scale).toBeGreaterThan(4);
    expect(at(0, 0).reason).toMatch(/no queries yet/);
    expect(at(760, 6).scale).toBeGreaterThan(1.15);
    expect(at(7000, 50).scale).toBeLessThan(1.1);
    expect(at(7000, 50).reason).toMatch(/read the regime/);
  });

  it("keep a practice round's widening for 6 queries and let it fade by a full round's evidence", () => {
    const practice = shippedCalibration("practice");
    const at = (weight: number, queries: number) =>
      widening({ sampledKls: [0.003], surprise: { sum: practice.typicalSurprise * weight, weight }, repeat: { sum: 0, weight: 0 }, queries }, practice);
    // Drawn practice rounds' evidence weight: median 7,300 with 50 queries, 1,000 with 6.
    expect(at(7300, 50).scale).toBeLessThan(1.15);
    expect(at(7300, 50).reason).toMatch(/read the regime/);
    expect(at(1000, 6).scale).toBeGreaterThan(1.5);
    expect(at(1000, 6).reason).toMatch(/only 6 queries: widened ×/);
  });

  it("leave the uncertain land unread on practice rounds, whose nested figures it did not improve", () => {
    const practice = shippedCalibration("practice");
    expect(seedEstimate(seedWith(1300), practice).mean).toBe(seedEstimate(seedWith(300), practice).mean);
  });
});

describe("expected score", () => {
  const model = defaultModel();
  const calibration = shippedCalibration();

  it("scores flat tensors exactly as the official formula does", () => {
    const pred = predictWith(model, round, observations);
    expect(weightedKlFlat(flatten(gt[0]), flatten(pred[0]))).toBeCloseTo(weightedKl(gt[0], pred[0]), 10);
  });

  const regimes = sampleRegimes(roundPosteriors(model, round, observations), 4, mulberry32(3));
  const truths = regimes.map((r) => truthForRegime(model, round, observations, r));
  const evidence = gatherEvidence(model, round, observations, truths);

  it("is lower for a submission that departs from the model's belief, and its interval holds it", () => {
    const pred = evidence.model;
    // Halve every settlement probability and give it to plains: a poor adjustment.
    const worse = pred.map((f) => {
      const g = Float64Array.from(f);
      for (let i = 0; i < g.length; i += 6) {
        const moved = g[i + 1] / 2;
        g[i + 1] -= moved;
        g[i] += moved;
      }
      return g;
    });
    const good = estimateSubmission(evidence, pred, calibration);
    const bad = estimateSubmission(evidence, worse, calibration);
    good.seeds.forEach((g, s) => {
      expect(bad.seeds[s].mean).toBeLessThan(g.mean);
      expect(g.lo).toBeLessThanOrEqual(g.mean);
      expect(g.hi).toBeGreaterThanOrEqual(g.mean);
      expect(g.mean).toBeGreaterThan(50);
      expect(g.mean).toBeLessThanOrEqual(100);
      expect(g.reason.length).toBeGreaterThan(10);
    });
    expect(good.round.mean).toBeGreaterThan(bad.round.mean);
  });

  it("ships a calibration fitted on drawn practice rounds that reads the same evidence its own way", () => {
    const practice = shippedCalibration("practice");
    expect(calibration.fittedOn).toMatch(/^rounds \d/);
    expect(practice.fittedOn).toMatch(/^practice rounds \d+ drawn/);
    const real = estimateSubmission(evidence, evidence.model, calibration);
    const drawn = estimateSubmission(evidence, evidence.model, practice);
    for (const s of drawn.seeds) {
      expect(s.lo).toBeLessThanOrEqual(s.mean);
      expect(s.hi).toBeGreaterThanOrEqual(s.mean);
      expect(s.mean).toBeGreaterThan(50);
    }
    expect(Math.abs(drawn.round.mean - real.round.mean)).toBeGreaterThan(0.05);
    // Its reasons speak of the rounds it was fitted on.
    expect(drawn.seeds[0].reason).toMatch(/past practice rounds/);
    expect(real.seeds[0].reason).not.toMatch(/practice/);
  });

  it("widens thin evidence until past rounds seen with few queries fall inside, and no further", () => {
    const few = { ...evidence, queries: 6, surprise: { sum: evidence.surprise.sum * 0.1, weight: evidence.surprise.weight * 0.1 } };
    const seedsOf = (actual: (e: { lo: number; mean: number }) => number) =>
      [0, 1, 2, 3, 4].map((s) => {
        const features = seedFeatures(few, s, calibration);
        return { features, actual: actual(seedEstimate(features, calibration)) };
      });
    // Past rounds that scored well below what their few queries suggested: the widening must grow.
    const missed = seedsOf((e) => e.lo - 3);
    const widened = withThinEvidenceFitted(calibration, missed);
    expect(widened.thinEvidenceScale).toBeGreaterThan(calibration.thinEvidenceScale);
    for (const t of missed) {
      const e = seedEstimate(t.features, widened);
      expect(t.actual).toBeGreaterThanOrEqual(e.lo);
    }
    // Past rounds that scored as estimated: nothing to widen.
    expect(withThinEvidenceFitted(calibration, seedsOf((e) => e.mean)).thinEvidenceScale).toBe(calibration.thinEvidenceScale);
    expect(withThinEvidenceFitted(calibration, [])).toBe(calibration);
  });

  it("lets the widening fade sooner when full rounds keep their coverage with narrower intervals", () => {
    const few = { ...evidence, queries: 6, surprise: { sum: evidence.surprise.sum * 0.02, weight: evidence.surprise.weight * 0.02 } };
    const rich = { ...evidence, queries: 50, surprise: { sum: evidence.surprise.sum * 0.2, weight: evidence.surprise.weight * 0.2 } };
    // A widening that fades by the prior weight (the shipped real one fades faster already).
    const wide = { ...calibration, thinEvidenceScale: 4, thinWeight: undefined };
    const seedsOf = (e: typeof evidence, actual: (x: { lo: number; mean: number; hi: number }) => number) =>
      [0, 1, 2, 3, 4].map((s) => {
        const features = seedFeatures(e, s, wide);
        return { features, actual: actual(seedEstimate(features, wide)) };
      });
    const thin = seedsOf(few, (e) => e.mean);
    // Full rounds that scored as estimated: they need none of the widening, so it fades sooner.
    const faded = withThinEvidenceFitted(wide, thin, 0.8, seedsOf(rich, (e) => e.mean));
    expect(faded.thinWeight).toBeLessThan(wide.priorWeight);
    const width = (c: Calibration, e: typeof evidence) => {
      const x = seedEstimate(seedFeatures(e, 0, c), c);
      return x.hi - x.lo;
    };
    expect(width(faded, rich)).toBeLessThan(width(wide, rich) * 0.95);
    // The thin rounds keep their coverage.
    for (const t of thin) {
      const e = seedEstimate(t.features, faded);
      expect(t.actual).toBeGreaterThanOrEqual(e.lo);
      expect(t.actual).toBeLessThanOrEqual(e.hi);
    }
    // Full rounds that scored at the edge of their wide interval keep the slow fade.
    const edge = seedsOf(rich, (e) => e.lo + 0.01);
    expect(withThinEvidenceFitted(wide, thin, 0.8, edge).thinWeight).toBeUndefined();
  });

  it("says the interval was widened whenever the widening is material, even with many queries", () => {
    const wide = { ...calibration, thinEvidenceScale: 4, thinWeight: undefined };
    // Nine tenths of a full round's evidence: the widening left is still ×1.6.
    const weight = 9 * wide.priorWeight;
    const rich = { ...evidence, queries: 50, surprise: { sum: wide.typicalSurprise * weight, weight } };
    const e = seedEstimate(seedFeatures(rich, 0, wide), wide);
    expect(e.reason).toMatch(/widened ×\d\.\d towards how much past rounds differ/);
    // Faded by a small thinWeight, the same evidence reads the regime.
    const faded = { ...wide, thinWeight: 5 };
    expect(seedEstimate(seedFeatures(rich, 0, faded), faded).reason).toMatch(/read the regime/);
  });

  it("gives every rate pinned like a collapse round an honest figure, not a zero-width ≈0", () => {
    const table = pastRounds();
    const collapse = table.rounds.find((r) => r.label === "collapse")!;
    const pins = Object.fromEntries(RATE_NAMES.map((n) => [n, Math.min(0.9995, Math.max(0.0005, collapse.rates[table.rateNames.indexOf(n)]))]));
    const pinned = predictWith(model, round, observations, { pins }).map((t) => floorFlat(flatten(t)));
    const estimate = estimateSubmission(evidence, pinned, calibration);
    const own = estimateSubmission(evidence, evidence.model, calibration);
    // What the seeds really score with these pins (round 5 is not a collapse round).
    const actual = pinned.map((f, s) => 100 * Math.exp(-3 * weightedKlFlat(flatten(gt[s]), f)));
    estimate.seeds.forEach((e, s) => {
      expect(e.mean).toBeGreaterThan(1);
      expect(e.hi - e.lo).toBeGreaterThan(1);
      expect(e.mean).toBeLessThan(own.seeds[s].mean - 10);
      // Within 25 points of the real score (the old estimator said 0.0 where the seed scored 20–40).
      expect(Math.abs(e.mean - actual[s])).toBeLessThan(25);
    });
  });

  it("has no reading of the model's error before the first query, and the model's own prediction", () => {
    const readings = roundReadings(model, round, []);
    expect(readings.surprise).toEqual({ sum: 0, weight: 0 });
    expect(readings.repeat).toEqual({ sum: 0, weight: 0 });
    expect(readings.own[0]).toEqual(flatten(predictWith(model, round, [])[0]));
  });

  it("reads the model's error from its own prediction, so pins cannot change it", () => {
    // The evidence has no pins: the pinned submission is judged against it, not folded into it.
    expect(evidence.surprise).toEqual(observedSurprise(model, round, observations));
    expect(evidence.repeat).toEqual(repeatError(model, round, observations));
  });

  it("reads a round the model fits badly from its own queries: a larger error on repeated cells, a lower estimate", () => {
    const f = { sampledKls: [0.001], surprise: { sum: -0.03 * 8000, weight: 8000 }, queries: 50 };
    const typical = seedEstimate({ ...f, repeat: { sum: 0.005 * 2000, weight: 2000 } }, calibration);
    const off = seedEstimate({ ...f, repeat: { sum: 0.05 * 2000, weight: 2000 } }, calibration);
    expect(off.mean).toBeLessThan(typical.mean - 3);
  });

  it("measures the model's squared error on repeated cells without bias", () => {
    // Two identical observations of one seed's window: counts are 2 of one class per cell.
    const twice = [observations[0], observations[0]];
    const r = repeatError(model, round, twice);
    expect(r.weight).toBeGreaterThan(0);
    // Identical answers mean every repeated cell looked certain: the error is Σ q² − 2 q_y + 1 ≥ 0.
    expect(r.sum / r.weight).toBeGreaterThan(0);
  });

  it("judges the model before it leans towards the observed cells, so a round it reads badly still shows", () => {
    // Cell-level evidence (local vigour, each cell's own counts) is left out…
    const noCellEvidence = { ...model, cellPriorStrength: 0, recalibration: { ...model.recalibration, vigourPower: 0 } };
    const repeated = [...observations, observations[0], observations[1]];
    expect(repeatError(model, round, repeated).sum).toBeCloseTo(repeatError(noCellEvidence, round, repeated).sum, 10);
    expect(observedSurprise(model, round, repeated).sum).toBeCloseTo(observedSurprise(noCellEvidence, round, repeated).sum, 10);
    // …while the round-level step by category, part of how the model reads the round, is judged.
    const noCategories = { ...noCellEvidence, recalibration: { ...noCellEvidence.recalibration, categoryPower: 0 } };
    expect(repeatError(model, round, repeated).sum).not.toBeCloseTo(repeatError(noCategories, round, repeated).sum, 6);
  });
});

describe("a replayed real round's answers' source", () => {
  const c = syntheticCalibration();
  const seed = {
    sampledKls: [0.002, 0.003, 0.004],
    surprise: { sum: c.typicalSurprise * 6000, weight: 6000 },
    repeat: { sum: c.typicalRepeat * 1500, weight: 1500 },
    queries: 50,
  };

  it("shifts the estimate by the middle of the source's log ratios and widens it by their spread", () => {
    const plain = seedEstimate(seed, c);
    const worse = seedEstimate(seed, { ...c, answerLogRatios: [0.4] });
    expect(worse.mean).toBeLessThan(plain.mean - 0.5);
    const spread = seedEstimate(seed, { ...c, answerLogRatios: [-0.5, 0, 0.5] });
    expect(spread.hi - spread.lo).toBeGreaterThan(plain.hi - plain.lo);
  });

  it("reads a cell seen twice from one real run as saying nothing of the model's error", () => {
    // The same run shown twice: every repeated cell agrees with itself, a repeat error no model makes.
    const repeated = { ...seed, repeat: { sum: c.typicalRepeat * 1500 * 20, weight: 1500 } };
    expect(seedEstimate(repeated, c).mean).toBeLessThan(seedEstimate(seed, c).mean - 1);
    expect(seedEstimate(repeated, { ...c, repeatsOneRun: true }).mean).toBeCloseTo(seedEstimate({ ...seed, repeat: { sum: 0, weight: 0 } }, c).mean, 6);
  });

  it("ships with the replayed rounds' fit, and the real calibration has none", () => {
    expect(shippedCalibration("replayed").answerLogRatios?.length).toBeGreaterThan(0);
    expect(shippedCalibration("replayed").repeatsOneRun).toBe(true);
    expect(shippedCalibration("real").answerLogRatios).toBeUndefined();
  });

  it("expects less of a replayed round the emulator reproduces poorly, and reads a round without a fit as before", () => {
    const poor = seedEstimate(seed, shippedCalibration("replayed", 82.8));
    const close = seedEstimate(seed, shippedCalibration("replayed", 93));
    expect(poor.mean).toBeLessThan(close.mean - 5);
    expect(shippedCalibration("replayed", null)).toEqual(shippedCalibration("replayed"));
    expect(shippedCalibration("real", 82.8)).toEqual(shippedCalibration("real"));
  });

  it("owes a replayed round's answers nothing before a query is read: the estimate grows toward the fitted distance with the queries spent", () => {
    const real = seedEstimate(seed, { ...shippedCalibration("real"), repeatsOneRun: true });
    const none = seedEstimate(seed, shippedCalibration("replayed", 82.8, 0));
    // No answer read: the prediction is the model's alone, so the round is expected as a real one.
    expect(none.mean).toBeCloseTo(real.mean, 6);
    expect(none.hi - none.lo).toBeCloseTo(real.hi - real.lo, 6);
    const half = seedEstimate(seed, shippedCalibration("replayed", 82.8, 25));
    const full = seedEstimate(seed, shippedCalibration("replayed", 82.8, 50));
    expect(half.mean).toBeLessThan(none.mean - 1);
    expect(full.mean).toBeLessThan(half.mean - 1);
    expect(shippedCalibration("replayed", 82.8, 50)).toEqual(shippedCalibration("replayed", 82.8));
    expect(shippedCalibration("replayed", 82.8, 80)).toEqual(shippedCalibration("replayed", 82.8));
  });
});
