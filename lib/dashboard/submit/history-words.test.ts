import { describe, expect, it } from "vitest";
import { describePinsInWords, describeSeedQueries, seedQueriesAt } from "./history-words";

describe("submission history words", () => {
  it("counts a seed's own queries among those made before the submission", () => {
    const obs = [0, 1, 0, 2, 0, 1].map((seed_index) => ({ seed_index }));
    expect(seedQueriesAt(obs, 0, 4)).toBe(2);
    expect(seedQueriesAt(obs, 1, 6)).toBe(2);
    expect(seedQueriesAt(obs, 3, 6)).toBe(0);
    // A log that counts more queries than this page holds counts what the page has.
    expect(seedQueriesAt(obs, 0, 99)).toBe(3);
  });

  it("says which count is the seed's and which the round's", () => {
    expect(describeSeedQueries(1, 4)).toBe("1 query on this seed (4 in the round)");
    expect(describeSeedQueries(3, 12)).toBe("3 queries on this seed (12 in the round)");
  });

  it("names pins with the sliders' words, never the model's identifiers", () => {
    const text = describePinsInWords([
      { rate: "port_coastal", value: 0.12, likeRound: 3 },
      { rate: "settlement_survival", value: 0.314, likeRound: 3 },
    ]);
    expect(text).toBe("Ports on the coast 0.12, Settlements survive 0.31 (like round 3)");
    expect(text).not.toMatch(/_/);
    expect(describePinsInWords([{ rate: "plains_to_forest", value: 0.012, likeRound: null }])).toBe("Plains to forest 0.012");
  });
});
