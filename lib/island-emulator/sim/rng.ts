// Small, fast, deterministic PRNG (xoshiro128** seeded through splitmix32). The same seed always
// gives the same stream on every platform, which makes simulations and worlds reproducible.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [lo, hi). */
  range(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal deviate. */
  normal(): number;
  /** Uniformly chosen element; throws on an empty array. */
  pick<T>(arr: readonly T[]): T;
  /** Fisher–Yates shuffle in place; returns the array. */
  shuffle<T>(arr: T[]): T[];
  /** A new 32-bit seed drawn from this stream (for child generators). */
  seed(): number;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  // Fold any finite number (including negatives and floats) into 32 bits.
  const s0 = Number.isFinite(seed) ? Math.floor(seed) : 0;
  const mix = splitmix32((s0 ^ Math.floor(s0 / 0x100000000)) >>> 0);
  // The state lives in a typed array: 32-bit words kept in closure variables would be boxed as
  // heap numbers on every step (most exceed the small-integer range), which made each draw
  // allocate. Same algorithm, same stream.
  const st = new Int32Array([mix(), mix(), mix(), mix()]);
  if ((st[0] | st[1] | st[2] | st[3]) === 0) st[0] = 1;

  const nextU32 = (): number => {
    const a = st[0];
    const b = st[1];
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const c = st[2] ^ a;
    const d = st[3] ^ b;
    st[0] = a ^ d;
    st[1] = b ^ c;
    st[2] = c ^ (b << 9);
    st[3] = rotl(d, 11);
    return result;
  };

  let spare: number | null = null;

  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int: (n) => Math.floor((nextU32() / 4294967296) * n),
    range: (lo, hi) => lo + (nextU32() / 4294967296) * (hi - lo),
    chance: (p) => nextU32() / 4294967296 < p,
    normal: () => {
      if (spare !== null) {
        const v = spare;
        spare = null;
        return v;
      }
      let u = 0;
      let v = 0;
      let s = 0;
      do {
        u = (nextU32() / 4294967296) * 2 - 1;
        v = (nextU32() / 4294967296) * 2 - 1;
        s = u * u + v * v;
      } while (s >= 1 || s === 0);
      const m = Math.sqrt((-2 * Math.log(s)) / s);
      spare = v * m;
      return u * m;
    },
    pick: (arr) => {
      if (arr.length === 0) throw new Error("pick from an empty array");
      return arr[Math.floor((nextU32() / 4294967296) * arr.length)] as (typeof arr)[number];
    },
    shuffle: (arr) => {
      for (let i = arr.length - 1; i > 0; i--) {
        const j = Math.floor((nextU32() / 4294967296) * (i + 1));
        const tmp = arr[i] as (typeof arr)[number];
        arr[i] = arr[j] as (typeof arr)[number];
        arr[j] = tmp;
      }
      return arr;
    },
    seed: () => nextU32(),
  };
  return rng;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
