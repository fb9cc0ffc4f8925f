import { describe, expect, it } from "vitest";
import { tickStep, ticks } from "./axis-frame";

describe("map axis ticks", () => {
  it("labels every 5 cells on a roomy map and every 10 on a cramped one", () => {
    expect(tickStep(9)).toBe(5);
    expect(tickStep(4)).toBe(10);
    expect(ticks(40, 5)).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(ticks(40, 10)).toEqual([0, 10, 20, 30]);
  });
});
