import { describe, expect, it } from "vitest";
import { pinSummary, rateLabel, unpinSummary } from "./rate-labels";

describe("pins in words", () => {
  it("names a rate as the regime panel does, never by its identifier", () => {
    expect(rateLabel("plains_to_forest")).toBe("Plains to forest");
    expect(rateLabel("some_new_rate")).toBe("Some new rate");
    expect(pinSummary([{ rate: "plains_to_forest", value: 0.0123, likeRound: 3 }])).toBe("pinned Plains to forest at 0.012 like round 3");
    expect(unpinSummary("port_coastal")).toBe("unpinned Ports on the coast");
  });

  it("names every pin of a set, once", () => {
    const pins = [
      { rate: "settlement_survival", value: 0.31, likeRound: 3 },
      { rate: "port_coastal", value: 0.12, likeRound: 3 },
      { rate: "plains_to_forest", value: 0.012, likeRound: 3 },
    ];
    const s = pinSummary(pins);
    expect(s).toBe("pinned 3 rates like round 3: Settlements survive 0.31, Ports on the coast 0.12, Plains to forest 0.012");
    expect(s).not.toMatch(/_/);
  });
});
