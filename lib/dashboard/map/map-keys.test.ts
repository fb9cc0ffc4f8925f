import { describe, expect, it } from "vitest";
import { arrowStep, centredWindow, moveCell, moveWindow, rectBetween, resizeStep } from "./map-keys";

describe("the map's keyboard", () => {
  it("moves one cell with an arrow and five with Shift; other keys do not move", () => {
    expect(arrowStep("ArrowRight", false)).toEqual([1, 0]);
    expect(arrowStep("ArrowUp", true)).toEqual([0, -5]);
    expect(arrowStep("Enter", false)).toBeNull();
    expect(resizeStep("+")).toBe(1);
    expect(resizeStep("-")).toBe(-1);
    expect(resizeStep("a")).toBeNull();
  });

  it("keeps the cursor and the window on the map", () => {
    expect(moveCell({ x: 39, y: 0 }, 5, -5, 40, 40)).toEqual({ x: 39, y: 0 });
    const v = { x: 24, y: 0, w: 15, h: 15 };
    expect(moveWindow(v, 5, -1, 40, 40)).toEqual({ x: 25, y: 0, w: 15, h: 15 });
    expect(moveWindow(v, -30, 3, 40, 40)).toEqual({ x: 0, y: 3, w: 15, h: 15 });
  });

  it("starts the window in the middle of the map and spans a rectangle either way round", () => {
    expect(centredWindow(15, 15, 40, 40)).toEqual({ x: 12, y: 12, w: 15, h: 15 });
    expect(centredWindow(15, 15, 10, 12)).toEqual({ x: 0, y: 0, w: 10, h: 12 });
    expect(rectBetween({ x: 9, y: 4 }, { x: 5, y: 7 })).toEqual({ kind: "rect", x: 5, y: 4, w: 5, h: 4 });
  });
});
