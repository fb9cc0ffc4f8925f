/**
 * Linearity checked by growth, not by a clock. A stage is run on the same shape of input at two
 * sizes, a quarter and the whole, and the time it takes may grow at most `bound` times (8 for an
 * input four times as long): a linear stage grows about 4 times, a quadratic one about 16. Time is
 * the CPU time of this process, so other work on a busy machine does not count, and the best of a
 * few attempts is kept, so a pause for garbage collection does not either. A call too quick to time
 * is repeated inside the timing until the small size takes a few milliseconds.
 */

/** How many times longer the large input is than the small one. */
export const GROWTH = 4;

/** The most the time may grow for GROWTH times the input: far above linear (4), far below quadratic (16). */
export const LINEAR_BOUND = 8;

/** CPU milliseconds the small size must take (repeated calls included) for a ratio to mean something. */
const MIN_MS = 10;
/** Repeats of a call too quick to time, at most. */
const MAX_REPEATS = 10_000;
/** Attempts at both sizes before a ratio over the bound counts as growth. */
const ATTEMPTS = 4;
/**
 * CPU milliseconds a call at the large size must take for its growth to count. Work that grows with
 * the square of thousands of characters takes milliseconds; a call under 50 µs touches each
 * character a few times at most, and its ratio measures caches and the timer, not the stage.
 */
const NEGLIGIBLE_MS = 0.05;

export interface GrowthOptions {
  /** The small size; the large one is GROWTH times it. */
  small: number;
  bound?: number;
  attempts?: number;
}

export interface Growth {
  ratio: number;
  small: { size: number; ms: number };
  large: { size: number; ms: number };
  /** Calls per timing (1 unless a call is too quick to time alone). */
  repeats: number;
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return !!v && typeof (v as { then?: unknown }).then === "function";
}

/** CPU milliseconds per call of `fn(input)`, over `repeats` calls (awaited when they return a promise). */
async function cpuMsPerCall<I>(fn: (input: I) => unknown, input: I, repeats: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < repeats; i++) {
    const r = fn(input);
    if (isThenable(r)) await r;
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / repeats;
}

/**
 * How the time of `fn` grows from `inputAt(small)` to `inputAt(GROWTH × small)`. Inputs are built
 * before any timing. Stops at the first attempt whose ratio is within the bound.
 */
export async function growthOf<I>(inputAt: (size: number) => I, fn: (input: I) => unknown, options: GrowthOptions): Promise<Growth> {
  const bound = options.bound ?? LINEAR_BOUND;
  const sizes = { small: options.small, large: options.small * GROWTH };
  const small = inputAt(sizes.small);
  const large = inputAt(sizes.large);
  // The first call compiles and fills caches; it is not timed.
  await cpuMsPerCall(fn, small, 1);
  const once = await cpuMsPerCall(fn, small, 1);
  let repeats = once >= MIN_MS ? 1 : Math.min(MAX_REPEATS, Math.ceil(MIN_MS / Math.max(once, 0.001)));
  let smallMs = repeats === 1 ? once : Infinity;
  // A single quick call times badly (a first call is slower): repeats grow until the small size
  // really takes MIN_MS, or a millisecond of noise would be a large share of it.
  while (repeats > 1 && repeats < MAX_REPEATS) {
    const perCall = await cpuMsPerCall(fn, small, repeats);
    if (perCall * repeats >= MIN_MS) {
      smallMs = perCall;
      break;
    }
    repeats = Math.min(MAX_REPEATS, repeats * 2);
  }
  let largeMs = Infinity;
  for (let attempt = 0; attempt < (options.attempts ?? ATTEMPTS); attempt++) {
    if (attempt > 0 || smallMs === Infinity) smallMs = Math.min(smallMs, await cpuMsPerCall(fn, small, repeats));
    largeMs = Math.min(largeMs, await cpuMsPerCall(fn, large, repeats));
    if (largeMs / Math.max(smallMs, 0.001) <= bound) break;
  }
  return {
    ratio: largeMs / Math.max(smallMs, 0.001),
    small: { size: sizes.small, ms: smallMs },
    large: { size: sizes.large, ms: largeMs },
    repeats,
  };
}

/** "×15.8 (25000: 3.1 ms → 100000: 49.0 ms)": a growth as a failure message names it. */
export function describeGrowth(g: Growth): string {
  const ms = (x: number) => (x < 1 ? x.toFixed(3) : x.toFixed(1));
  return `×${g.ratio.toFixed(1)} (${g.small.size}: ${ms(g.small.ms)} ms → ${g.large.size}: ${ms(g.large.ms)} ms${g.repeats > 1 ? `, ${g.repeats} calls each` : ""})`;
}

/** Whether a growth stays within the bound, or is too quick to mean anything (NEGLIGIBLE_MS). */
function withinBound(g: Growth, bound: number): boolean {
  return g.ratio <= bound || g.large.ms < NEGLIGIBLE_MS;
}

/**
 * null when `fn` grows linearly from `inputAt(small)` to GROWTH times that, else how it grew. A
 * growth over the bound is measured again one size up before it counts: a stage that really grows
 * faster than linear does so again (quadratic ≈16 at every size), while a jump between two sizes
 * that only crosses a cache boundary does not. Both over the bound, the first sizes are measured a
 * third time: a stage that allocates much (a CSV reader's thousands of cells) can grow ×9 twice in
 * a row while the garbage collector works for another test, and a quadratic one grows ×16 again.
 */
export async function superLinear<I>(inputAt: (size: number) => I, fn: (input: I) => unknown, options: GrowthOptions): Promise<string | null> {
  const bound = options.bound ?? LINEAR_BOUND;
  const first = await growthOf(inputAt, fn, options);
  if (withinBound(first, bound)) return null;
  const again = await growthOf(inputAt, fn, { ...options, small: options.small * GROWTH });
  if (withinBound(again, bound)) return null;
  const third = await growthOf(inputAt, fn, options);
  return withinBound(third, bound) ? null : `${describeGrowth(first)}; again ${describeGrowth(again)}; and again ${describeGrowth(third)}`;
}
