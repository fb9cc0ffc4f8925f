import { describe, expect, it } from "vitest";
import { OCCUPATION_CODES } from "./reference";

/** The stand-in answers occupation codes as Tripletex stores them: a STYRK-08 unit group and three digits, one title each. */
describe("occupation codes", () => {
  it("are seven digits, each once, with a title", () => {
    const codes = OCCUPATION_CODES.map(([code]) => code);
    expect(codes.every((c) => /^\d{7}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(OCCUPATION_CODES.every(([, name]) => name.trim().length > 0)).toBe(true);
  });

  it("cover the unit groups contracts name beyond the office: interior designers, landscape architects, event planners, riggers, deck officers", () => {
    for (const group of ["3432", "2162", "3332", "7215", "3152", "2161", "3118"]) {
      expect(OCCUPATION_CODES.some(([code]) => code.startsWith(group))).toBe(true);
    }
  });
});
