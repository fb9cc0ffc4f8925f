import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { observationSchema, roundDetailSchema, type RoundDetail } from "../schemas";
import { predict, warmRound } from "./index";

const dir = resolve(process.cwd(), "../shared/island-rounds/round-05");
const load = (): RoundDetail => roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));

describe("warming a round's model", () => {
  it("leaves every prediction as it was", () => {
    const observations = readFileSync(resolve(dir, "observations.jsonl"), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .slice(0, 10)
      .map((l) => observationSchema.parse(JSON.parse(l)));
    // Separate copies: the caches are per grid object.
    const cold = load();
    const warmed = load();
    const expected = predict(cold, observations);
    warmRound(warmed);
    expect(predict(warmed, observations)).toEqual(expected);
  });
});
