import { describe, expect, inject, it } from "vitest";
import { IslandApiError } from "@/lib/island/client";
import { adminApi, clientFor, emulatorUrl, uniformTensor } from "./island-emulator-helpers";

// Budget and rate limits, through IslandClient: the budget holds under concurrency, rate-limited
// calls cost nothing and are retried after Retry-After, exhausted budgets are final.

const baseUrl = inject("baseUrl");
const admin = adminApi(baseUrl, inject("adminKey"));

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as IslandApiError);
  return { ok: results.filter((r) => r.status === "fulfilled").length, rejected };
}

describe("query budget", () => {
  it("lets exactly 50 of 60 concurrent simulate calls through and refuses 10 with 429", async () => {
    const round = await admin.activeRound({ map_seed: 4311 });
    const team = await admin.createTeam("Budget racers");
    const c = clientFor(baseUrl, team.access_token);
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => c.simulate({ round_id: round.id, seed_index: i % 5, viewport_x: i % 25 })),
    );
    const { ok, rejected } = outcomes(results);
    expect(ok).toBe(50);
    expect(rejected).toHaveLength(10);
    for (const err of rejected) {
      expect(err).toBeInstanceOf(IslandApiError);
      expect(err.status).toBe(429);
      expect(err.kind).toBe("budget_exhausted");
      expect(err.detail).toBe("Query budget exhausted (50/50)");
    }
    const used = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.queries_used] : [])).sort((a, b) => a - b);
    expect(used).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await c.getBudget()).toEqual({ round_id: round.id, queries_used: 50, queries_max: 50, active: true });
    expect((await c.getMyRounds()).find((r) => r.id === round.id)?.queries_used).toBe(50);
  }, 60_000);
});

describe("rate limits", () => {
  it("refuses simulate calls beyond 5 per second per team with 429, Retry-After and no cost", async () => {
    const round = await admin.activeRound({ map_seed: 4312 });
    const team = await admin.createTeam("Impatient raiders");
    // No client-side pacing and no retries: the burst reaches the service as sent.
    const c = clientFor(baseUrl, team.access_token, { rateLimits: { simulate: 0 }, maxRetries: 0 });
    const { ok, rejected } = outcomes(await Promise.allSettled(Array.from({ length: 12 }, () => c.simulate({ round_id: round.id, seed_index: 0 }))));
    expect(ok).toBeGreaterThanOrEqual(5);
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    for (const err of rejected) {
      expect(err.status).toBe(429);
      expect(err.kind).toBe("rate_limited");
      expect(err.detail).toMatch(/^Rate limit exceeded/);
    }
    // Refused calls spent nothing.
    expect((await c.getMyRounds()).find((r) => r.id === round.id)?.queries_used).toBe(ok);

    // The refusal carries Retry-After in seconds.
    const raw = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${emulatorUrl(baseUrl)}/simulate`, {
          method: "POST",
          headers: { authorization: `Bearer ${team.access_token}`, "content-type": "application/json" },
          body: JSON.stringify({ round_id: round.id, seed_index: 1 }),
        }),
      ),
    );
    const refused = raw.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("serves a burst in full when the client honours Retry-After", async () => {
    const round = await admin.activeRound({ map_seed: 4313 });
    const team = await admin.createTeam("Patient raiders");
    const c = clientFor(baseUrl, team.access_token, { rateLimits: { simulate: 0 } });
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => c.simulate({ round_id: round.id, seed_index: i % 5 })));
    expect(results.map((r) => r.queries_used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("refuses submissions beyond 2 per second per team with 429", async () => {
    const round = await admin.activeRound({ map_seed: 4314 });
    const team = await admin.createTeam("Eager scribes");
    const c = clientFor(baseUrl, team.access_token, { rateLimits: { submit: 0 }, maxRetries: 0 });
    const prediction = uniformTensor(40, 40);
    const { ok, rejected } = outcomes(
      await Promise.allSettled(Array.from({ length: 6 }, (_, i) => c.submit({ round_id: round.id, seed_index: i % 5, prediction }))),
    );
    expect(ok).toBeGreaterThanOrEqual(2);
    expect(ok).toBeLessThan(6);
    for (const err of rejected) {
      expect(err.status).toBe(429);
      expect(err.kind).toBe("rate_limited");
    }
  });

  it("keeps teams' limits apart", async () => {
    const round = await admin.activeRound({ map_seed: 4315 });
    const [a, b] = await Promise.all([admin.createTeam("Fjord A"), admin.createTeam("Fjord B")]);
    const burst = (token: string) =>
      Promise.allSettled(
        Array.from({ length: 5 }, () =>
          clientFor(baseUrl, token, { rateLimits: { simulate: 0 }, maxRetries: 0 }).simulate({ round_id: round.id, seed_index: 0 }),
        ),
      );
    const [ra, rb] = await Promise.all([burst(a.access_token), burst(b.access_token)]);
    expect(outcomes(ra).ok + outcomes(rb).ok).toBe(10);
  });
});
