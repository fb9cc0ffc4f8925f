import { describe, expect, it } from "vitest";
import { cleanMemberName, MEMBER_NAME_MAX, memberNameSchema } from "./member-name";

describe("cleanMemberName", () => {
  it.each([
    ["bidi override", "Ada\u202eevil", "Adaevil"],
    ["isolates and marks", "\u2066Bo\u2069\u200f", "Bo"],
    ["zero-width characters", "A\u200bd\u200ca\u200d\ufeff", "Ada"],
    ["a newline forging a second line", "Ada\nBo spent a query", "Ada Bo spent a query"],
    ["control characters", "A\u0000d\u0007a\u001b[31m", "Ada[31m"],
    ["line and paragraph separators", "Ada\u2028Bo\u2029", "Ada Bo"],
    ["runs of blanks", "  Ada   \t Lovelace ", "Ada Lovelace"],
    ["lone surrogates", "A\ud800da\udc00", "Ada"],
    ["accents and emoji kept", "Bjørn 🛶", "Bjørn 🛶"],
  ])("strips %s", (_what, raw, clean) => {
    expect(cleanMemberName(raw)).toBe(clean);
  });

  it("bounds the length in characters, not UTF-16 units", () => {
    expect(Array.from(cleanMemberName("🛶".repeat(100)))).toHaveLength(MEMBER_NAME_MAX);
    expect(cleanMemberName("x".repeat(1000))).toHaveLength(MEMBER_NAME_MAX);
  });
});

describe("memberNameSchema", () => {
  it("refuses a name with nothing visible and an oversized one", () => {
    expect(memberNameSchema.safeParse("\u202e\u200b\n").success).toBe(false);
    expect(memberNameSchema.safeParse("x".repeat(5000)).success).toBe(false);
    expect(memberNameSchema.parse("Ada\u202e")).toBe("Ada");
  });
});
