import { describe, expect, it } from "vitest";
import { describeWait, SIGN_IN_LIMITS, SignInThrottle, type ThrottleLimits } from "./sign-in-throttle";

const limits: ThrottleLimits = {
  free: 3,
  baseLockMs: 1000,
  maxLockMs: 8000,
  forgetMs: 60_000,
  globalMax: 10,
  globalWindowMs: 10_000,
  maxClients: 4,
  standingMs: 60_000,
  maxStanding: 2,
};

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

  it("makes clients without standing wait when too many wrong codes arrive from all of them within the window", () => {
    const c = clock();
    const th = new SignInThrottle(limits, c.now);
    for (let i = 0; i < 10; i++) th.failure(`client-${i}`);
    expect(th.check("someone-new")).toMatchObject({ ok: false, scope: "global", retryAfterMs: 10_000 });
    c.advance(10_000);
    expect(th.check("someone-new").ok).toBe(true);
  });

  it("keeps letting in a client that typed the right code before, however many wrong codes others send", () => {
    const c = clock();
    const th = new SignInThrottle(limits, c.now);
    th.success("member");
    for (let i = 0; i < 50; i++) th.failure(`client-${i}`);
    expect(th.check("member").ok).toBe(true);
    expect(th.check("stranger").ok).toBe(false);
    // Standing lasts standingMs after the last right code, and only for the most recent maxStanding clients.
    c.advance(60_001);
    for (let i = 0; i < 10; i++) th.failure(`client-${i}`);
    expect(th.check("member").ok).toBe(false);
    for (const k of ["a", "b", "c"]) th.success(k);
    expect(th.check("a").ok).toBe(false);
    expect(th.check("c").ok).toBe(true);
  });

  it("signs a member in on every try through two minutes of 10 wrong codes a second from new addresses", () => {
    const c = clock();
    const th = new SignInThrottle(SIGN_IN_LIMITS, c.now);
    // The member signed in once before the attack (that is what gives standing).
    expect(th.check("198.51.100.7").ok).toBe(true);
    th.success("198.51.100.7");
    let refused = 0;
    let guesses = 0;
    let memberTries = 0;
    for (let tick = 0; tick < 1200; tick++) {
      const attacker = `203.0.${tick >> 8}.${tick & 255}`;
      if (th.check(attacker).ok) {
        guesses += 1;
        th.failure(attacker);
      }
      if (tick % 20 === 0) {
        memberTries += 1;
        if (th.check("198.51.100.7").ok) th.success("198.51.100.7");
        else refused += 1;
      }
      c.advance(100);
    }
    expect(memberTries).toBe(60);
    expect(refused).toBe(0);
    // The attack's guesses stay within the global cap: 60 a minute (+ the cap's first window).
    expect(guesses).toBeLessThanOrEqual(SIGN_IN_LIMITS.globalMax * 3);
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

describe("describeWait", () => {
  it("says seconds, then minutes", () => {
    expect(describeWait(1)).toBe("1 s");
    expect(describeWait(61_000)).toBe("61 s");
    expect(describeWait(300_000)).toBe("5 min");
  });
});
