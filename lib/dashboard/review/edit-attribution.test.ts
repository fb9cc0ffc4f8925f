import { describe, expect, it } from "vitest";
import { scoreSeed, type RoundDetail, type Tensor } from "@/lib/island";
import type { AdjustmentBody } from "../edits/adjust";
import { describeAdjustment, editUnits, groupPins, leaveOneOut } from "./edit-attribution";
import { reviewRound, type Predictor } from "./round-review";
import type { RecordedAdjustment, RecordedPin } from "../edits/submission-edits";
import { submissionTensor } from "../submit/submission-tensor";

// A 10×4 map: the left half truly leans Settlement, the right half truly leans Forest; the
// model predicts the same hedged distribution everywhere.
const W = 10;
const H = 4;
const truth: Tensor = Array.from({ length: H }, () =>
  Array.from({ length: W }, (_, x) => (x < 5 ? [0.3, 0.6, 0, 0.05, 0.05, 0] : [0.3, 0.05, 0, 0.05, 0.6, 0])),
);
const base: Tensor = Array.from({ length: H }, () => Array.from({ length: W }, () => [0.4, 0.25, 0.02, 0.08, 0.25, 0]));
const round = { id: "r", round_number: 9, status: "completed", map_width: W, map_height: H, seeds_count: 1, initial_states: [] } as unknown as RoundDetail;

const body = (patch: Partial<AdjustmentBody>): AdjustmentBody => ({
  label: "",
  seeds: [0],
  region: { kind: "rect", x: 0, y: 0, w: 5, h: 4 },
  mode: "weights",
  weights: [1, 1, 1, 1, 1, 1],
  target: [1, 0, 0, 0, 0, 0],
  strength: 1,
  ...patch,
});
const rec = (id: string, b: AdjustmentBody, by = "Eirik", at = "2026-11-27T20:14:00.000Z"): RecordedAdjustment => ({ id, body: b, by, at });

/** Scores the base prediction with the adjustments not left out (the submission path's own tensor). */
function scorer(adjustments: RecordedAdjustment[]) {
  return (omitted: ReadonlySet<string>) => {
    const kept = adjustments.filter((a) => !omitted.has(a.id)).map((a) => ({ ...a.body, id: a.id, enabled: true }));
    return scoreSeed(truth, submissionTensor(round, base, 0, kept).tensor);
  };
}

describe("leaveOneOut", () => {
  it("credits an edit that only moves probability toward the truth, and charges one that moves it away", () => {
    const toward = rec("toward", body({ weights: [1, 2, 1, 1, 1, 1] })); // Settlement ×2 where Settlement is true
    const away = rec("away", body({ region: { kind: "rect", x: 5, y: 0, w: 5, h: 4 }, weights: [1, 2, 1, 1, 1, 1] })); // and where it is not
    const good = leaveOneOut(["toward"], scorer([toward]));
    expect(good.total).toBeGreaterThan(1);
    expect(good.edits[0].delta).toBeCloseTo(good.total, 12);
    const bad = leaveOneOut(["away"], scorer([away]));
    expect(bad.edits[0].delta).toBeLessThan(-1);
  });

  it("adds up two edits on disjoint regions: no interaction", () => {
    const left = rec("left", body({ weights: [1, 1.4, 1, 1, 1, 1] }));
    const right = rec("right", body({ region: { kind: "rect", x: 5, y: 0, w: 5, h: 4 }, weights: [1, 1, 1, 1, 0.7, 1] }));
    const a = leaveOneOut(["left", "right"], scorer([left, right]));
    expect(a.edits[0].delta).toBeGreaterThan(0);
    expect(a.edits[1].delta).toBeLessThan(0);
    // Disjoint cells add up exactly in the weighted KL, so the figures add up to the total.
    expect(a.sumOfDeltas).toBeCloseTo(a.total, 9);
    expect(a.interacting).toBe(false);
  });

  it("flags edits that interact: a later edit on the same cells overrides an earlier one", () => {
    const first = rec("first", body({ weights: [1, 3, 1, 1, 1, 1] })); // helps
    const second = rec("second", body({ mode: "target", target: [0, 0, 0, 0, 1, 0], strength: 0.9 })); // mostly replaces it
    const a = leaveOneOut(["first", "second"], scorer([first, second]));
    expect(a.interacting).toBe(true);
    expect(Math.abs(a.sumOfDeltas - a.total)).toBeGreaterThan(0.25);
    // With the second one in place the first one is worth little: its leave-one-out figure says so.
    expect(Math.abs(a.edits[0].delta)).toBeLessThan(Math.abs(leaveOneOut(["first"], scorer([first])).total));
  });

  it("scores nothing to attribute when there is no edit", () => {
    const a = leaveOneOut([], () => 80);
    expect(a).toMatchObject({ withEdits: 80, alone: 80, total: 0, edits: [], interacting: false });
  });
});

describe("describing edits", () => {
  it("names a rectangle's cells and the classes it weights", () => {
    expect(describeAdjustment(body({ region: { kind: "rect", x: 2, y: 15, w: 5, h: 5 }, weights: [1, 1.8, 1, 1, 1, 1] }), 40, 40)).toBe(
      "Rectangle x 2–6, y 15–19, Settlement ×1.8",
    );
  });

  it("reads a settlement's mark as the mark, not as the weights it is stored as", () => {
    expect(describeAdjustment(body({ label: "Settlement (6, 2) failing", region: { kind: "site", x: 6, y: 2 }, weights: [1, 0.25, 0.25, 1, 1, 1] }), 40, 40)).toBe(
      "Settlement at (6, 2) marked failing, odds of a settlement around it ÷4",
    );
  });

  it("groups pins one member set together, apart from a later pin", () => {
    const pin = (rate: string, at: string, setBy = "Astrid"): RecordedPin => ({ rate, value: 0.1, likeRound: 3, setBy, at });
    const groups = groupPins([
      pin("settlement_survival", "2026-11-27T20:00:00Z"),
      pin("port_coastal", "2026-11-27T20:00:01Z"),
      pin("plains_to_forest", "2026-11-27T20:30:00Z"),
    ]);
    expect(groups.map((g) => g.map((p) => p.rate))).toEqual([["settlement_survival", "port_coastal"], ["plains_to_forest"]]);
    const units = editUnits({ adjustments: [], pins: groups.flat() }, W, H);
    // The sliders' words, never the model's identifiers.
    expect(units.map((u) => u.label)).toEqual([
      "Pins: 2 rates like round 3 (Settlements survive, Ports on the coast)",
      "Pin Plains to forest 0.10 (like round 3)",
    ]);
    expect(units[0].box).toBeNull();
  });
});

describe("reviewRound", () => {
  // The fake model: pinning "rate_x" sharpens every cell toward Empty (a pin that costs points).
  const predictor: Predictor = (_obs, pins) => [pins.some((p) => p.rate === "rate_x") ? base.map((row) => row.map(() => [0.8, 0.05, 0.02, 0.05, 0.08, 0])) : base];

  it("scores the model alone beside the submission, edit by edit, and the estimate against the outcome", () => {
    const help = rec("help", body({ weights: [1, 2, 1, 1, 1, 1] }));
    const pins: RecordedPin[] = [{ rate: "rate_x", value: 0.5, likeRound: null, setBy: "Astrid", at: "2026-11-27T20:10:00Z" }];
    const full = submissionTensor(round, predictor([], pins)[0], 0, [{ ...help.body, id: "help", enabled: true }]).tensor;
    const score = scoreSeed(truth, full);
    const review = reviewRound(round, [], [{ seedIndex: 0, truth, prediction: full, score, record: { observationCount: 0, edits: { adjustments: [help], pins }, expected: { mean: 90, lo: 85, hi: 93 } } }], predictor);
    const seed = review.seeds[0];
    expect(seed.reproduced).toBe(true);
    expect(seed.alone).toBeCloseTo(scoreSeed(truth, submissionTensor(round, base, 0, []).tensor), 9);
    expect(seed.difference).toBeCloseTo(score - seed.alone, 9);
    expect(seed.edits!.map((e) => e.kind)).toEqual(["adjustment", "pins"]);
    expect(seed.edits![0].delta).toBeGreaterThan(0);
    expect(seed.edits![1].delta).toBeLessThan(0);
    expect(seed.verdict).toBe("outside");
    expect(review).toMatchObject({ editsHelped: 1, editsCostly: 1, estimateOutside: 1, estimateInside: 0 });
  });

  it("keeps an unsubmitted seed at 0 and a submission without recorded edits without an edit list", () => {
    const review = reviewRound({ ...round, seeds_count: 2 } as RoundDetail, [], [
      { seedIndex: 0, truth, prediction: null, score: null, record: null },
      { seedIndex: 1, truth, prediction: base, score: scoreSeed(truth, base), record: null },
    ], (_o, _p) => [base, base]);
    expect(review.seeds[0]).toMatchObject({ submitted: false, difference: null, verdict: "unknown" });
    expect(review.seeds[1].edits).toBeNull();
    expect(review.submitted).toBeCloseTo(scoreSeed(truth, base) / 2, 9);
  });
});
