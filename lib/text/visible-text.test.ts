import { describe, expect, it } from "vitest";
import { cleanVisibleText } from "./visible-text";

describe("cleanVisibleText", () => {
  it("drops lone surrogates and keeps paired ones", () => {
    expect(cleanVisibleText("a\ud800b\udfffc 🛶")).toBe("abc 🛶");
  });

  it("bounds the length in code points only when asked", () => {
    expect(cleanVisibleText("x".repeat(500))).toHaveLength(500);
    expect(Array.from(cleanVisibleText("🛶".repeat(10), 4))).toHaveLength(4);
  });
});
