import { describe, expect, it } from "vitest";
import { clientKey, describeWait, SignInThrottle, type ThrottleLimits } from "./sign-in-throttle";

const limits: ThrottleLimits = { free: 3, baseLockMs: 1000, maxLockMs: 8000, forgetMs: 60_000, globalMax: 10, globalWindowMs: 10_000, maxClients: 4 };

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("SignInThrottle", () => {
  it("lets the first few wrong codes pass, then locks the client for doubling times up to the cap", () => {
    const c = clock();
    const th = new SignInThrottle(limits, c.now);
    for (let i = 0; i < 3; i++) {
      expect(th.check("a").ok).toBe(true);
      th.failure("a");
    }
    expect(th.check("a").ok).toBe(true);
    th.failure("a");
    expect(th.check("a")).toEqual({ ok: false, retryAfterMs: 1000, scope: "client" });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const v = th.check("a");
      if (!v.ok) c.advance(v.retryAfterMs);
      th.failure("a");
      const after = th.check("a");
      waits.push(after.ok ? 0 : after.retryAfterMs);
    }
    expect(waits).toEqual([2000, 4000, 8000, 8000, 8000]);
    // Another client is not held up by this one.
    expect(th.check("b").ok).toBe(true);
  });

  it("refuses even the right code while locked, and a right code clears the record", () => {
    const c = clock();
    const th = new SignInThrottle(limits, c.now);
    for (let i = 0; i < 4; i++) th.failure("a");
    expect(th.check("a").ok).toBe(false);
    c.advance(1000);
    expect(th.check("a").ok).toBe(true);
    th.success("a");
    th.failure("a");
    expect(th.check("a").ok).toBe(true);
  });

  it("locks every client when too many wrong codes arrive from all of them within the window", () => {
    const c = clock();
    const th = new SignInThrottle(limits, c.now);
    for (let i = 0; i < 10; i++) th.failure(`client-${i}`);
    expect(th.check("someone-new")).toMatchObject({ ok: false, scope: "global", retryAfterMs: 10_000 });
    c.advance(10_000);
    expect(th.check("someone-new").ok).toBe(true);
  });

  it("forgets quiet clients and remembers a bounded number of them", () => {
    const c = clock();
    const th = new SignInThrottle({ ...limits, globalMax: 1000 }, c.now);
    for (let i = 0; i < 4; i++) th.failure("a");
    c.advance(61_000);
    th.failure("a");
    expect(th.check("a").ok).toBe(true);
    for (let i = 0; i < 4; i++) th.failure("b");
    expect(th.check("b").ok).toBe(false);
    for (const k of ["c", "d", "e", "f"]) th.failure(k);
    for (let i = 0; i < 3; i++) th.failure("f");
    // Room for four: "b" failed least recently of five clients and was forgotten; "f" is remembered.
    expect(th.check("b").ok).toBe(true);
    expect(th.check("f").ok).toBe(false);
  });
});

describe("clientKey and describeWait", () => {
  it("takes the first forwarded address, bounded", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": "10.0.0.1, 127.0.0.1" }))).toBe("10.0.0.1");
    expect(clientKey(new Headers({ "x-real-ip": "10.0.0.2" }))).toBe("10.0.0.2");
    expect(clientKey(new Headers())).toBe("unknown");
    expect(clientKey(new Headers({ "x-forwarded-for": "x".repeat(10_000) }))).toHaveLength(64);
  });
  it("says seconds, then minutes", () => {
    expect(describeWait(1)).toBe("1 s");
    expect(describeWait(61_000)).toBe("61 s");
    expect(describeWait(300_000)).toBe("5 min");
  });
});
