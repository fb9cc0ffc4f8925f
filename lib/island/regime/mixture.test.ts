import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultModel } from "../model";
import { mulberry32 } from "../model/sample";
import { observationSchema, roundDetailSchema } from "../schemas";
import { regimeMixture, sampleRegimeMixture } from "./mixture";

const dir = resolve(process.cwd(), "../shared/island-rounds/round-03");
const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
const observations = readFileSync(resolve(dir, "observations.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => observationSchema.parse(JSON.parse(l)));

describe("the regime as a mixture of past rounds", () => {
  const model = defaultModel();

  it("with no query, spans the past rounds evenly: a collapse is as likely as a boom", () => {
    const m = regimeMixture(model, round, [], { exclude: 3 });
    expect(m.some((c) => c.round === 3)).toBe(false);
    for (const c of m) expect(c.weight).toBeCloseTo(1 / m.length, 6);
    const survival = sampleRegimeMixture(m, 48, mulberry32(1)).map((d) => d.settlement_survival ?? 0);
    expect(Math.min(...survival)).toBeLessThan(0.08);
    expect(Math.max(...survival)).toBeGreaterThan(0.3);
  });

  it("with a collapse round's 50 queries, puts the weight on the collapse rounds and draws low survival", () => {
    const m = regimeMixture(model, round, observations, { exclude: 3 });
    const total = m.reduce((a, c) => a + c.weight, 0);
    expect(total).toBeCloseTo(1, 9);
    const heavy = m.filter((c) => c.weight > 0.1).map((c) => c.round);
    // Rounds 8 and 10 are the other collapse rounds.
    expect(heavy.every((r) => r === 8 || r === 10 || r === null)).toBe(true);
    const survival = sampleRegimeMixture(m, 24, mulberry32(2)).map((d) => d.settlement_survival ?? 1);
    expect(Math.max(...survival)).toBeLessThan(0.15);
  });
});
