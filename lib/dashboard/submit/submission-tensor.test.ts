import { describe, expect, it } from "vitest";
import type { RoundDetail } from "@/lib/island";
import { submissionTensor, SUBMIT_FLOOR } from "./submission-tensor";
import type { Adjustment } from "../edits/adjust";

const round = { id: "r", round_number: 1, status: "active", map_width: 2, map_height: 1, seeds_count: 5, initial_states: [] } as RoundDetail;
const adj = (patch: Partial<Adjustment>): Adjustment => ({
  id: "a",
  enabled: true,
  label: "",
  seeds: [0],
  region: { kind: "rect", x: 0, y: 0, w: 1, h: 1 },
  mode: "weights",
  weights: [1, 1, 1, 1, 1, 1],
  target: [1, 0, 0, 0, 0, 0],
  strength: 1,
  ...patch,
});

describe("submissionTensor", () => {
  const prediction = [[[0.6, 0.3, 0, 0.1, 0, 0], [0, 0, 0, 0, 0, 1]]];

  it("applies the seed's adjustments, floors every class and passes the service's checks", () => {
    const { tensor, error } = submissionTensor(round, prediction, 0, [adj({ weights: [0, 1, 1, 1, 1, 1] })]);
    expect(error).toBeNull();
    const cell = tensor[0][0];
    expect(cell.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Math.min(...cell)).toBeGreaterThan(0);
    expect(cell[0]).toBeLessThan(2 * SUBMIT_FLOOR);
    expect(cell[1]).toBeGreaterThan(0.7);
    // the mountain cell stays a mountain
    expect(tensor[0][1][5]).toBeGreaterThan(0.99);
  });

  it("ignores adjustments of other seeds", () => {
    const a = submissionTensor(round, prediction, 1, [adj({ weights: [0, 1, 1, 1, 1, 1] })]).tensor;
    expect(a[0][0][0]).toBeGreaterThan(0.55);
  });

  it("reports a malformed prediction with the service's message instead of sending it", () => {
    const { error } = submissionTensor({ ...round, map_width: 3 }, prediction, 0, []);
    expect(error).toContain("Row 0: expected 3 cols, got 2");
  });
});
