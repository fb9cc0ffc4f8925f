import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_NAMES } from "../model/latent";
import { mulberry32 } from "../model/sample";
import { betaCdf, betaQuantile, sampleBeta } from "./beta";
import { groundTruthRates } from "./ground-truth-rates";
import { describeNearest, nearestRounds } from "./nearest";
import { pastRounds } from "./past-rounds";
import { describePins, pinInputSchema, pinsToOptions } from "./pins";
import { ratePosteriors } from "./posterior";
import { queryValue } from "./query-value";
import { planQueriesWith } from "../model/plan";
import { observationCounts } from "../model/predict";
import { defaultModel } from "../model";
import { roundDetailSchema } from "../schemas";

describe("Beta distribution", () => {
  it("matches known CDF values and inverts them", () => {
    expect(betaCdf(0.3, 1, 1)).toBeCloseTo(0.3, 10);
    expect(betaCdf(0.5, 2, 2)).toBeCloseTo(0.5, 10);
    // Beta(2, 1): CDF x².
    expect(betaCdf(0.6, 2, 1)).toBeCloseTo(0.36, 10);
    expect(betaQuantile(0.36, 2, 1)).toBeCloseTo(0.6, 8);
    expect(betaQuantile(0.9, 30, 70)).toBeGreaterThan(0.3);
  });

  it("draws with the right mean", () => {
    const random = mulberry32(1);
    let sum = 0;
    for (let i = 0; i < 4000; i++) sum += sampleBeta(3, 9, random);
    expect(sum / 4000).toBeCloseTo(0.25, 2);
  });
});

describe("rate posteriors", () => {
  const counts = (hits: number, trials: number) => ({ hits: Float64Array.of(hits), trials: Float64Array.of(trials) });

  it("with no observations the estimate is the prior mean", () => {
    const [p] = ratePosteriors(["r"], counts(0, 0), [0.3], 20);
    expect(p.mean).toBeCloseTo(0.3, 10);
    expect(p.lo).toBeLessThan(0.3);
    expect(p.hi).toBeGreaterThan(0.3);
  });

  it("moves towards the observed rate and narrows with more trials", () => {
    const [few] = ratePosteriors(["r"], counts(5, 10), [0.1], 20);
    const [many] = ratePosteriors(["r"], counts(500, 1000), [0.1], 20);
    expect(few.mean).toBeGreaterThan(0.1);
    expect(many.mean).toBeGreaterThan(few.mean);
    expect(many.hi - many.lo).toBeLessThan(few.hi - few.lo);
    expect(many.lo).toBeLessThan(many.mean);
    expect(many.hi).toBeGreaterThan(many.mean);
  });
});

describe("past rounds", () => {
  it("has exactly the model's rates (rerun `npx tsx scripts/regime-past-rounds.ts` when RATE_NAMES changes)", () => {
    expect(pastRounds().rateNames).toEqual([...RATE_NAMES]);
    for (const r of pastRounds().rounds) expect(r.rates).toHaveLength(RATE_NAMES.length);
  });

  it("holds each round's rates as computed from its ground truth", () => {
    const dir = resolve(process.cwd(), "../shared/island-rounds/round-03");
    const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
    const gt = JSON.parse(readFileSync(resolve(dir, "ground-truth.json"), "utf8")).seeds;
    const stored = pastRounds().rounds.find((r) => r.round === 3)!;
    groundTruthRates(round, gt).forEach((v, k) => expect(stored.rates[k]).toBeCloseTo(v, 3));
    expect(stored.label).toBe("collapse");
  });

  it("names the past round whose rates the posterior sits on first", () => {
    const past = pastRounds();
    const twelve = past.rounds.find((r) => r.round === 12)!;
    // A sharp posterior centred on round 12's rates.
    const posts = past.rateNames.map((name, k) => {
      const m = twelve.rates[k];
      const n = 2000;
      return { name, hits: 0, trials: 0, alpha: Math.max(0.5, m * n), beta: Math.max(0.5, (1 - m) * n), mean: m, lo: m, hi: m };
    });
    const near = nearestRounds(posts, past);
    expect(near[0].round).toBe(12);
    expect(describeNearest(near)).toMatch(/^looks like rounds 12 and \d+: /);
    expect(nearestRounds(posts, past, { exclude: 12 })[0].round).not.toBe(12);
  });
});

describe("pins", () => {
  it("accepts a known rate with a probability and refuses anything else", () => {
    expect(pinInputSchema.parse({ rate: RATE_NAMES[0], value: 0.4 })).toEqual({ rate: RATE_NAMES[0], value: 0.4, likeRound: null });
    expect(pinInputSchema.safeParse({ rate: "no_such_rate", value: 0.4 }).success).toBe(false);
    expect(pinInputSchema.safeParse({ rate: RATE_NAMES[0], value: 1.5 }).success).toBe(false);
    expect(pinInputSchema.safeParse({ rate: RATE_NAMES[0], value: Number.NaN }).success).toBe(false);
  });

  it("become the model's pins option and a readable record", () => {
    const pins = [
      { rate: RATE_NAMES[0], value: 0.42, likeRound: 7 },
      { rate: RATE_NAMES[1], value: 0.03, likeRound: null },
    ];
    expect(pinsToOptions(pins)).toEqual({ [RATE_NAMES[0]]: 0.42, [RATE_NAMES[1]]: 0.03 });
    expect(describePins(pins)).toBe(`${RATE_NAMES[0]}=0.420 (like round 7), ${RATE_NAMES[1]}=0.030`);
  });
});

describe("query value", () => {
  it("a window over settled land narrows the regime more than one over open sea, and less once it is well read", () => {
    const dir = resolve(process.cwd(), "../shared/island-rounds/round-05");
    const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
    const model = defaultModel();
    const fresh = ratePosteriors(RATE_NAMES, observationCounts(round, []), model.priorMean, model.rateStrength);
    const s = round.initial_states[0].settlements[0];
    const land = { x: Math.max(0, s.x - 7), y: Math.max(0, s.y - 7), w: 15, h: 15 };
    const corner = { x: 0, y: 0, w: 5, h: 5 };
    const onLand = queryValue(round, 0, land, fresh);
    expect(onLand.narrowing).toBeGreaterThan(queryValue(round, 0, corner, fresh).narrowing);
    expect(onLand.topRate).not.toBeNull();
    // After many trials the same window buys less.
    const read = fresh.map((p) => ({ ...p, alpha: p.alpha * 50, beta: p.beta * 50 }));
    expect(queryValue(round, 0, land, read).narrowing).toBeLessThan(onLand.narrowing);
  });

  it("the planner weighs a window by the same narrowing the suggestion shows", () => {
    const dir = resolve(process.cwd(), "../shared/island-rounds/round-05");
    const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
    const model = defaultModel();
    const fresh = ratePosteriors(RATE_NAMES, observationCounts(round, []), model.priorMean, model.rateStrength);
    const narrowing = (weight: number) => {
      const [first] = planQueriesWith(model, round, [], 1, { regimeWeight: weight });
      return queryValue(round, first.seed_index, first, fresh).narrowing;
    };
    // Uncertainty alone picks one window; weighing the regime in picks one that reads it better.
    expect(narrowing(50)).toBeGreaterThan(narrowing(0));
  });
});
