import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { observationSchema, roundDetailSchema } from "@/lib/island/schemas";
import { EARLY_MIN_QUERIES, EARLY_SAMPLES, ExpectedRunner, type ExpectedResult } from "./expected-run";

const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(process.cwd(), "../shared/island-rounds/round-05/round.json"), "utf8")));

const logged = readFileSync(resolve(process.cwd(), "../shared/island-rounds/round-05/observations.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => observationSchema.parse(JSON.parse(l)));

describe("the expected score's early figure", () => {
  it("is not shown on a round with too few queries: its first figure is the final one", async () => {
    // Two regimes drawn from every past round's reading said ≈84 where the final figure said ≈65.
    const runner = new ExpectedRunner(round, "real", EARLY_SAMPLES + 2);
    const early: ExpectedResult[] = [];
    const progress: number[] = [];
    const final = await runner.run({ runId: 1, observations: logged.slice(0, EARLY_MIN_QUERIES - 1), pins: {}, adjustments: [] }, (p) => progress.push(p.done), () => false, (r) => early.push(r));
    expect(early).toHaveLength(0);
    expect(final).toMatchObject({ final: true, samples: EARLY_SAMPLES + 2 });
    // The panel shows progress while it waits.
    expect(progress).toEqual([0, 1, 2, 3, 4]);
  }, 120_000);

  it("comes after the first regimes once the queries have narrowed them, marked early, and the final figure uses them all", async () => {
    const runner = new ExpectedRunner(round, "real", EARLY_SAMPLES + 2);
    const early: ExpectedResult[] = [];
    const final = await runner.run({ runId: 1, observations: logged.slice(0, EARLY_MIN_QUERIES), pins: {}, adjustments: [] }, () => {}, () => false, (r) => early.push(r));
    expect(early).toHaveLength(1);
    expect(early[0]).toMatchObject({ final: false, samples: EARLY_SAMPLES });
    expect(final).toMatchObject({ final: true, samples: EARLY_SAMPLES + 2 });
    expect(Number.isFinite(early[0].round.mean)).toBe(true);
  }, 120_000);
});

describe("a runner warmed before its first request", () => {
  it("gives the same figures as one that was not", async () => {
    const req = { runId: 1, observations: [], pins: {}, adjustments: [] };
    const cold = new ExpectedRunner(round, "practice", EARLY_SAMPLES);
    const warmed = new ExpectedRunner(round, "practice", EARLY_SAMPLES);
    warmed.warm();
    const a = await cold.run(req, () => {}, () => false);
    const b = await warmed.run(req, () => {}, () => false);
    expect(b?.round).toEqual(a?.round);
    expect(b?.seeds.map((s) => s.mean)).toEqual(a?.seeds.map((s) => s.mean));
  }, 120_000);
});

describe("what the pins and the adjustments are each expected to do", () => {
  const observations = readFileSync(resolve(process.cwd(), "../shared/island-rounds/round-05/observations.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, 20)
    .map((l) => observationSchema.parse(JSON.parse(l)));
  // Settlements on seed 1's whole map made three times as likely: a loss on any past round.
  const adjustment = {
    label: "",
    seeds: [1],
    region: { kind: "rect" as const, x: 0, y: 0, w: round.map_width, h: round.map_height },
    mode: "weights" as const,
    weights: [1, 3, 1, 1, 1, 1],
    target: [1, 0, 0, 0, 0, 0],
    strength: 0,
  };

  it("gives each its change and the chance of a real gain, and nothing for what is not there", async () => {
    const runner = new ExpectedRunner(round, "real", EARLY_SAMPLES + 2);
    const plain = await runner.run({ runId: 1, observations, pins: {}, adjustments: [] }, () => {}, () => false);
    expect(plain?.pins).toBeNull();
    expect(plain?.adjustments).toBeNull();
    const edited = await runner.run(
      { runId: 2, observations, pins: { settlement_survival: 0.05 }, adjustments: [adjustment, { ...adjustment, seeds: [2], enabled: false }] },
      () => {},
      () => false,
    );
    expect(edited?.pins?.change).toBeLessThan(0);
    expect(edited?.adjustments?.change).toBeLessThan(0);
    // Read from the shipped calibration's counts of past edits: a chance, never a certainty.
    for (const effect of [edited?.pins, edited?.adjustments]) {
      expect(effect?.chance).toBeGreaterThan(0);
      expect(effect?.chance).toBeLessThan(0.5);
    }
  }, 120_000);
});
