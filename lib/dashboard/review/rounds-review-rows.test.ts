import { describe, expect, it } from "vitest";
import type { RoundReview } from "./round-review";
import { roundsReviewCsv, roundsReviewRows } from "./rounds-review-rows";

const review = (n: number, id: string, patch: Partial<RoundReview> = {}): RoundReview => ({
  version: 1,
  roundId: id,
  roundNumber: n,
  seedsCount: 5,
  submitted: 80.123,
  alone: 84.2,
  difference: -4.077,
  editsHelped: 1,
  editsCostly: 2,
  estimateInside: 3,
  estimateOutside: 2,
  ms: 10,
  seeds: [],
  ...patch,
});

describe("rounds review rows", () => {
  it("lists rounds newest first and writes them as CSV with two decimals", () => {
    const rows = roundsReviewRows([review(3, "a"), review(7, "b")]);
    expect(rows.map((r) => r.roundNumber)).toEqual([7, 3]);
    const csv = roundsReviewCsv(rows);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("round,round_name,round_id,model_alone,submitted,difference,edits_gained,edits_cost,estimate_inside,estimate_outside,seeds_submitted,seeds");
    expect(lines[1]).toBe("7,Round 7,b,84.20,80.12,-4.08,1,2,3,2,0,5");
    expect(lines).toHaveLength(4);
  });

  it("never lets an id start a spreadsheet formula or break a line", () => {
    const csv = roundsReviewCsv(roundsReviewRows([review(1, '=HYPERLINK("x"),\n')]));
    expect(csv.split("\r\n")[1]).toBe(`1,Round 1,"'=HYPERLINK(""x""),\n",84.20,80.12,-4.08,1,2,3,2,0,5`);
  });

  it("names a replayed real round as the list and the workspace do", () => {
    const rows = roundsReviewRows([review(4, "r4"), review(6, "g6")], { r4: 5 });
    expect(rows.map((r) => r.name)).toEqual(["Round 6", "Real round 5 (replay, round 4)"]);
    expect(roundsReviewCsv(rows).split("\r\n")[2]).toMatch(/^4,"Real round 5 \(replay, round 4\)",r4,/);
  });
});
