import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { roundDetailSchema } from "@/lib/island/schemas";
import { EARLY_SAMPLES, ExpectedRunner, type ExpectedResult } from "./expected-run";

const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(process.cwd(), "../shared/island-rounds/round-05/round.json"), "utf8")));

describe("the expected score's early figure", () => {
  it("comes after the first regimes, marked early, and the final figure uses them all", async () => {
    const runner = new ExpectedRunner(round, "real", EARLY_SAMPLES + 2);
    const early: ExpectedResult[] = [];
    const final = await runner.run({ runId: 1, observations: [], pins: {}, adjustments: [] }, () => {}, () => false, (r) => early.push(r));
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
