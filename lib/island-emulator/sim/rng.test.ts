import { describe, expect, it } from "vitest";
import { createRng } from "./rng";

describe("createRng", () => {
  it("repeats the same stream for the same seed and differs for another", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const xa = Array.from({ length: 20 }, () => a.next());
    const xb = Array.from({ length: 20 }, () => b.next());
    const xc = Array.from({ length: 20 }, () => c.next());
    expect(xa).toEqual(xb);
    expect(xa).not.toEqual(xc);
  });

  it("keeps its stream from release to release: stored rounds and fits replay exactly", () => {
    const a = createRng(42);
    expect(Array.from({ length: 6 }, () => a.seed())).toEqual([2837322924, 544945897, 479756282, 3500138142, 339756180, 113173290]);
    const b = createRng(-7);
    expect([b.int(1000), b.int(1000), b.int(1000)]).toEqual([764, 180, 118]);
    expect(b.normal()).toBeCloseTo(-0.829748833906, 10);
  });

  it("draws uniform values in [0, 1) and integers in [0, n)", () => {
    const rng = createRng(7);
    const buckets = new Array(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 20_000; i++) {
      const v = rng.next();
      if (!(v >= 0 && v < 1)) outside++;
      const k = rng.int(10);
      if (!(Number.isInteger(k) && k >= 0 && k < 10)) outside++;
      else buckets[k]++;
    }
    expect(outside).toBe(0);
    for (const n of buckets) expect(Math.abs(n - 2000)).toBeLessThan(250);
  });

  it("draws standard normals with mean ≈ 0 and variance ≈ 1", () => {
    const rng = createRng(3);
    let s = 0;
    let s2 = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const v = rng.normal();
      s += v;
      s2 += v * v;
    }
    expect(Math.abs(s / n)).toBeLessThan(0.05);
    expect(Math.abs(s2 / n - 1)).toBeLessThan(0.05);
  });

  it("picks and shuffles without losing elements", () => {
    const rng = createRng(9);
    const arr = [1, 2, 3, 4, 5, 6];
    expect(arr).toContain(rng.pick(arr));
    expect([...rng.shuffle([...arr])].sort()).toEqual(arr);
    expect(() => rng.pick([])).toThrow();
  });
});
