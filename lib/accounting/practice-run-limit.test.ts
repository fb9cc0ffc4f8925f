import { describe, expect, it } from "vitest";
import { PracticeRunLimiter } from "./practice-run-limit";

function clock() {
  let t = 5_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("PracticeRunLimiter", () => {
  it("lets a member run a few tasks per window, then says how long to wait; others are not held up", () => {
    const c = clock();
    const l = new PracticeRunLimiter({ runs: 3, windowMs: 60_000, maxMembers: 100 }, c.now);
    for (let i = 0; i < 3; i++) {
      expect(l.take("m1").ok).toBe(true);
      c.advance(10_000);
    }
    expect(l.take("m1")).toEqual({ ok: false, retryAfterMs: 30_000 });
    expect(l.take("m2").ok).toBe(true);
    c.advance(30_000);
    expect(l.take("m1").ok).toBe(true);
    expect(l.take("m1").ok).toBe(false);
  });

  it("bounds a hundred runs in a row to the window's allowance", () => {
    const c = clock();
    const l = new PracticeRunLimiter({ runs: 6, windowMs: 600_000, maxMembers: 100 }, c.now);
    let ran = 0;
    for (let i = 0; i < 100; i++) {
      if (l.take("m1").ok) ran += 1;
      c.advance(1_000);
    }
    expect(ran).toBe(6);
  });

  it("remembers a bounded number of members", () => {
    const c = clock();
    const l = new PracticeRunLimiter({ runs: 1, windowMs: 60_000, maxMembers: 2 }, c.now);
    for (const m of ["a", "b", "c"]) l.take(m);
    // "a" ran least recently of three and was forgotten.
    expect(l.take("a").ok).toBe(true);
    expect(l.take("c").ok).toBe(false);
  });
});
