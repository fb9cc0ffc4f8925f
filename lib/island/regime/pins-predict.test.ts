import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { predict } from "../model";
import { RATE_NAMES } from "../model/latent";
import { observationSchema, roundDetailSchema } from "../schemas";

const dir = resolve(process.cwd(), "../shared/island-rounds/round-03");
const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
const observations = readFileSync(resolve(dir, "observations.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .slice(0, 10)
  .map((l) => observationSchema.parse(JSON.parse(l)));

/** Mean P(settlement or port) over every cell of every seed. */
function settledMass(tensors: number[][][][]): number {
  let sum = 0;
  let n = 0;
  for (const t of tensors) {
    for (const row of t) {
      for (const p of row) {
        sum += p[1] + p[2];
        n++;
      }
    }
  }
  return sum / n;
}

describe("pinned rates reach the model", () => {
  it("no pins (or an empty pin set) gives the same tensors as before", () => {
    const plain = predict(round, observations);
    expect(predict(round, observations, undefined, {})).toEqual(plain);
    expect(predict(round, observations, undefined, { pins: {} })).toEqual(plain);
  });

  it("pinning settlement survival high raises the settled mass; unpinning restores the estimate", () => {
    const plain = predict(round, observations);
    const thriving = predict(round, observations, undefined, { pins: { settlement_survival: 0.6, expansion_near: 0.4 } });
    const collapsed = predict(round, observations, undefined, { pins: { settlement_survival: 0.01, expansion_near: 0.005 } });
    expect(settledMass(thriving)).toBeGreaterThan(settledMass(plain));
    expect(settledMass(collapsed)).toBeLessThan(settledMass(plain));
    expect(predict(round, observations, undefined, { pins: {} })).toEqual(plain);
  });

  it("every rate name can be pinned and changes the tensor", () => {
    const plain = predict(round, observations);
    for (const name of RATE_NAMES) {
      const pinned = predict(round, observations, undefined, { pins: { [name]: 0.9 } });
      expect(pinned, name).not.toEqual(plain);
    }
  });
});
