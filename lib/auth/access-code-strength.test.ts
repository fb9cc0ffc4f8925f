import { describe, expect, it } from "vitest";
import { accessCodeWeakness } from "./access-code-strength";
import { generateAccessCode } from "./access-code";

describe("accessCodeWeakness", () => {
  it.each([
    ["password", "at least 12"],
    ["Password123!", "common password"],
    ["passwordpassword", "common password"],
    ["P@ssw0rd-2026", null],
    ["qwerty123456", "common password"],
    ["aaaaaaaaaaaaaaaa", "different characters"],
    ["abcdefabcdefabcdef", "repeats one short pattern"],
    ["123456789012", "too easy to guess"],
  ])("refuses %j", (code, why) => {
    if (why === null) return expect(accessCodeWeakness(code)).toBeNull();
    expect(accessCodeWeakness(code)).toContain(why);
  });

  it.each(["fjord-raven-42", "fjord-raven-4711", "correct horse battery staple"])("accepts %j", (code) => {
    expect(accessCodeWeakness(code)).toBeNull();
  });

  it("accepts every generated code", () => {
    for (let i = 0; i < 50; i++) expect(accessCodeWeakness(generateAccessCode())).toBeNull();
  });
});
