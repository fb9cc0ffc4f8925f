import { describe, expect, it } from "vitest";
import { rovingIndex } from "./list-keys";

describe("rovingIndex", () => {
  it("moves one row with the arrows and stops at the ends", () => {
    expect(rovingIndex("ArrowDown", 0, 3)).toBe(1);
    expect(rovingIndex("ArrowDown", 2, 3)).toBe(2);
    expect(rovingIndex("ArrowUp", 0, 3)).toBe(0);
    expect(rovingIndex("ArrowUp", 2, 3)).toBe(1);
  });

  it("jumps to the ends and by pages", () => {
    expect(rovingIndex("Home", 7, 50)).toBe(0);
    expect(rovingIndex("End", 7, 50)).toBe(49);
    expect(rovingIndex("PageDown", 45, 50)).toBe(49);
    expect(rovingIndex("PageUp", 5, 50)).toBe(0);
  });

  it("ignores other keys and empty lists, and holds a row index that outlived its list", () => {
    expect(rovingIndex("Enter", 1, 3)).toBeNull();
    expect(rovingIndex("ArrowDown", 0, 0)).toBeNull();
    expect(rovingIndex("ArrowUp", 9, 3)).toBe(1);
  });
});
