import { describe, expect, it } from "vitest";
import { realBestLine, realRoundLabel, realRoundOfSource } from "./real-best-scores";

describe("real best live scores", () => {
  it("reads the real round back from a practice round's source", () => {
    expect(realRoundOfSource(realRoundLabel(7, "abc"))).toBe(7);
    expect(realRoundOfSource("generated")).toBeNull();
  });

  it("says the best live score where the round's top is public, and what is known otherwise", () => {
    expect(realBestLine("real round 5 (x)")).toBe("Real round 5: the best live team score was 86.30 (Synthetic Synapses).");
    expect(realBestLine("real round 7 (x)")).toMatch(/74\.00 was rank 2 live .*the top score is not public/);
    expect(realBestLine("real round 12 (x)")).toMatch(/no live team score of this round is public/);
    expect(realBestLine("generated")).toBeNull();
  });
});
