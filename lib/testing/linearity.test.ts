import { describe, expect, it } from "vitest";
import { nearMiss, superLinearCalls } from "./hostile-text";
import { GROWTH, growthOf, LINEAR_BOUND, superLinear } from "./linearity";

/** Counts, for every position, the same characters after it: work grows with the square of the length. */
function quadraticPairs(text: string): number {
  let same = 0;
  for (let i = 0; i < text.length; i++) for (let j = i + 1; j < text.length; j++) if (text.charCodeAt(i) === text.charCodeAt(j)) same++;
  return same;
}

/** Counts each character once. */
function linearCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 97) n++;
  return n;
}

const text = (size: number) => "ab".repeat(size).slice(0, size);

describe("the linearity check by growth", () => {
  it("passes a linear stage", async () => {
    expect(await superLinear(text, linearCount, { small: 50_000 })).toBeNull();
  });

  it("passes a stage too quick to time alone, by repeating it inside the timing", async () => {
    const find = (t: string) => t.indexOf("x");
    expect((await growthOf(text, find, { small: 1_000 })).repeats).toBeGreaterThan(1);
    expect(await superLinear(text, find, { small: 1_000 })).toBeNull();
  });

  it("passes a stage whose time jumps once between two sizes but grows linearly beyond", async () => {
    // Six times the work per character from 40,000 characters on, as when the input outgrows a
    // cache: ×24 from 20,000 to 80,000, then ×4 from 80,000 to 320,000. Counted by the one pair
    // alone it would be growth; measured again one size up it is not.
    const stepped = (t: string) => {
      let n = 0;
      for (let pass = 0; pass < (t.length >= 40_000 ? 6 : 1); pass++) n += linearCount(t);
      return n;
    };
    expect(await superLinear(text, stepped, { small: 20_000 })).toBeNull();
  });

  it("passes a linear stage that grew over the bound at two sizes in a row while something else held the machine", async () => {
    // The first two measurements (four inputs built) see a quadratic cost, as when the garbage
    // collector works for another test; the third, at the first sizes again, sees the stage alone.
    let built = 0;
    const inputAt = (size: number) => {
      built++;
      return text(size);
    };
    // The disturbance is quadratic alone and large enough to time well (×15 or more even on a
    // loaded machine): with a linear share beside a small quadratic part it once read under ×8, and
    // the check rightly stopped after the first measurement.
    const disturbed = (t: string) => (built <= 4 ? quadraticPairs(t.slice(0, t.length / 20)) : linearCount(t));
    expect(await superLinear(inputAt, disturbed, { small: 20_000 })).toBeNull();
    expect(built).toBe(6);
  });

  it("catches a quadratic stage, naming how its time grew", async () => {
    const g = await growthOf(text, quadraticPairs, { small: 1_000 });
    expect(g.ratio).toBeGreaterThan(LINEAR_BOUND);
    expect(g.large.size).toBe(1_000 * GROWTH);
    expect(await superLinear(text, quadraticPairs, { small: 1_000 })).toMatch(/^×\d+\.\d \(1000: [\d.]+ ms → 4000: [\d.]+ ms/);
  });

  it("catches a pattern that backtracks on a near miss, and not its linear rewrite", async () => {
    // `a+b` tried from every position of a run of a's with no b: each try scans the rest of the run.
    const shapes = [nearMiss("a's without b", "", "a")];
    // CPU time on a heavily shared machine can hide one ×16 as ×7 (caches and the other core's
    // work): the check may take up to three tries to see it, and must see it in one of them.
    let found: string[] = [];
    for (let attempt = 0; attempt < 3 && found.length === 0; attempt++) found = await superLinearCalls((t) => /a+b/.test(t), shapes, 8_000);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^a's without b: ×/);
    expect(await superLinearCalls((t) => /ab/.test(t), shapes, 8_000)).toEqual([]);
  });
});
