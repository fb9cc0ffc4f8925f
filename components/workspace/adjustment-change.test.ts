import { describe, expect, it } from "vitest";
import { describeAdjustmentChange, signedChange } from "./adjustment-change";

const est = (seeds: number[]) => ({ seeds: seeds.map((mean) => ({ mean })), round: { mean: seeds.reduce((a, b) => a + b, 0) / seeds.length } });

describe("the adjustments' change in the panel", () => {
  it("shows a small adjustment's change on its seed and the round, not nothing", () => {
    const without = est([88, 87, 86, 89, 90]);
    const withAdj = est([88, 87, 86.1, 89, 90]);
    expect(describeAdjustmentChange(withAdj, without)).toBe("The adjustments change the expected score by +0.02 (seed 2 +0.1)");
  });

  it("says nothing when the adjustments change no seed", () => {
    const same = est([88, 87, 86, 89, 90]);
    expect(describeAdjustmentChange(same, same)).toBeNull();
  });

  it("writes losses with a true minus sign and larger changes to one decimal", () => {
    expect(signedChange(-2.34)).toBe("−2.3");
    expect(signedChange(0.031)).toBe("+0.03");
    expect(signedChange(0.001)).toBe("±0");
  });
});
