import { beforeAll, describe, expect, inject, it } from "vitest";
import type { RoundDetail } from "@/lib/island/schemas";
import {
  adminApi,
  clientFor,
  emulatorUrl,
  expectApiError,
  initialGuess,
  uniformTensor,
  type AdminTeam,
} from "./island-emulator-helpers";

// The emulator's public contract, driven over HTTP through IslandClient: every endpoint, both
// auth forms, viewport clamping, submission validation and the error rows of the spec.

const baseUrl = inject("baseUrl");
const admin = adminApi(baseUrl, inject("adminKey"));

let round: RoundDetail;
let pending: RoundDetail;
let team: AdminTeam;
let noTeamToken: string;

beforeAll(async () => {
  round = await admin.activeRound({ map_seed: 4301, preset: "balanced" });
  pending = await admin.createRound({ map_seed: 4302 });
  team = await admin.createTeam("API testers");
  noTeamToken = (await admin.createUser("Lone viking")).access_token;
});

describe("public endpoints", () => {
  it("lists rounds without a token, with every field of the spec", async () => {
    const rounds = await clientFor(baseUrl).getRounds();
    const entry = rounds.find((r) => r.id === round.id);
    expect(entry).toMatchObject({
      id: round.id,
      round_number: round.round_number,
      status: "active",
      map_width: 40,
      map_height: 40,
      prediction_window_minutes: 165,
      round_weight: Math.round(1.05 ** round.round_number * 1e4) / 1e4,
    });
    expect(entry?.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(entry!.closes_at!) - Date.parse(entry!.started_at!)).toBe(165 * 60_000);
    expect(Date.parse(entry!.created_at!)).not.toBeNaN();
    const pendingEntry = rounds.find((r) => r.id === pending.id);
    expect(pendingEntry).toMatchObject({ status: "pending", started_at: null, closes_at: null });
  });

  it("gives a round's detail with five 40×40 initial states holding only position and port", async () => {
    const detail = await clientFor(baseUrl).getRound(round.id);
    expect(detail).toMatchObject({ id: round.id, status: "active", seeds_count: 5, map_width: 40, map_height: 40 });
    expect(detail.initial_states).toHaveLength(5);
    for (const state of detail.initial_states) {
      expect(state.grid).toHaveLength(40);
      expect(state.grid.every((row) => row.length === 40)).toBe(true);
      expect(state.grid[0].every((c) => c === 10)).toBe(true);
      expect(state.settlements.length).toBeGreaterThan(0);
      for (const s of state.settlements) {
        expect(Object.keys(s).sort()).toEqual(["alive", "has_port", "x", "y"]);
        expect([1, 2]).toContain(state.grid[s.y][s.x]);
      }
    }
  });

  it("lists rounds newest first, so the active round a client picks is the one /budget reports", async () => {
    const rounds = await clientFor(baseUrl).getRounds();
    const numbers = rounds.map((r) => r.round_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const active = await clientFor(baseUrl).getActiveRound();
    expect(active?.id).toBe(round.id);
    expect((await clientFor(baseUrl, team.access_token).getBudget()).round_id).toBe(round.id);
  });

  it("answers 404 for an unknown round", async () => {
    await expectApiError(clientFor(baseUrl).getRound("00000000-0000-4000-8000-000000000000"), 404, "not_found", /not found/);
  });

  it("serves the leaderboard without a token", async () => {
    expect(Array.isArray(await clientFor(baseUrl).getLeaderboard())).toBe(true);
  });
});

describe("authentication", () => {
  const teamCalls = (token: string | null) => {
    const c = clientFor(baseUrl, token);
    return [
      () => c.getBudget(),
      () => c.simulate({ round_id: round.id, seed_index: 0 }),
      () => c.submit({ round_id: round.id, seed_index: 0, prediction: uniformTensor(40, 40) }),
      () => c.getMyRounds(),
      () => c.getMyPredictions(round.id),
      () => c.getAnalysis(round.id, 0),
    ];
  };

  it("answers 401 on team endpoints without a token or with a forged one", async () => {
    for (const call of teamCalls(null)) await expectApiError(call(), 401, "auth");
    for (const call of teamCalls("not-a-jwt")) await expectApiError(call(), 401, "auth");
    const forged = `${team.access_token.split(".").slice(0, 2).join(".")}.c2lnbmF0dXJl`;
    await expectApiError(clientFor(baseUrl, forged).getBudget(), 401, "auth");
    await expectApiError(clientFor(baseUrl).replay({ round_id: round.id, seed_index: 0 }), 401, "auth");
  });

  it("answers 403 to a caller who is not on a team", async () => {
    for (const call of teamCalls(noTeamToken)) await expectApiError(call(), 403, "forbidden", /not on a team/);
  });

  it("accepts the same token as a Bearer header and as the access_token cookie", async () => {
    const bearer = clientFor(baseUrl, team.access_token, { authMode: "bearer" });
    const cookie = clientFor(baseUrl, team.access_token, { authMode: "cookie" });
    const before = await bearer.getBudget();
    const seen = await cookie.simulate({ round_id: round.id, seed_index: 1 });
    expect(seen.queries_used).toBe(before.queries_used + 1);
    expect((await bearer.getBudget()).queries_used).toBe(seen.queries_used);
    expect((await cookie.getMyRounds()).some((r) => r.id === round.id)).toBe(true);
  });
});

describe("POST /simulate", () => {
  it("observes one run through the default 15×15 viewport and spends one query", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const before = (await c.getBudget()).queries_used;
    const res = await c.simulate({ round_id: round.id, seed_index: 0 });
    expect(res.viewport).toEqual({ x: 0, y: 0, w: 15, h: 15 });
    expect(res.grid).toHaveLength(15);
    expect(res.grid.every((row) => row.length === 15)).toBe(true);
    expect(res.grid.flat().every((c) => [1, 2, 3, 4, 5, 10, 11].includes(c))).toBe(true);
    expect(res).toMatchObject({ width: 40, height: 40, queries_used: before + 1, queries_max: 50 });
    for (const s of res.settlements) {
      expect(s.alive).toBe(true);
      expect(s.x).toBeLessThan(15);
      expect(s.y).toBeLessThan(15);
      expect([1, 2]).toContain(res.grid[s.y][s.x]);
      expect(Object.keys(s).sort()).toEqual(["alive", "defense", "food", "has_port", "owner_id", "population", "wealth", "x", "y"]);
    }
    const budget = await c.getBudget();
    expect(budget).toEqual({ round_id: round.id, queries_used: before + 1, queries_max: 50, active: true });
  });

  it("clamps the viewport to the map and answers with its actual bounds", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const res = await c.simulate({ round_id: round.id, seed_index: 2, viewport_x: 35, viewport_y: 38, viewport_w: 15, viewport_h: 10 });
    expect(res.viewport).toEqual({ x: 25, y: 30, w: 15, h: 10 });
    expect(res.grid).toHaveLength(10);
    expect(res.grid.every((row) => row.length === 15)).toBe(true);
    // The right and bottom borders of every map are ocean.
    expect(res.grid.every((row) => row[14] === 10)).toBe(true);
    expect(res.grid[9].every((cell) => cell === 10)).toBe(true);
    for (const s of res.settlements) {
      expect(s.x).toBeGreaterThanOrEqual(25);
      expect(s.y).toBeGreaterThanOrEqual(30);
    }
  });

  it("gives different outcomes on repeated calls (a fresh simulation seed each time)", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const a = await c.simulate({ round_id: round.id, seed_index: 3, viewport_x: 10, viewport_y: 10 });
    const b = await c.simulate({ round_id: round.id, seed_index: 3, viewport_x: 10, viewport_y: 10 });
    expect(JSON.stringify([a.grid, a.settlements])).not.toBe(JSON.stringify([b.grid, b.settlements]));
  });

  it("answers 400 for a seed_index outside 0–4 and spends nothing", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const before = (await c.getBudget()).queries_used;
    await expectApiError(c.simulate({ round_id: round.id, seed_index: 5 }), 400, "bad_request", /seed_index/);
    await expectApiError(c.simulate({ round_id: round.id, seed_index: -1 }), 400, "bad_request", /seed_index/);
    expect((await c.getBudget()).queries_used).toBe(before);
  });

  it("answers 400 on a round that is not active and 404 on an unknown round", async () => {
    const c = clientFor(baseUrl, team.access_token);
    await expectApiError(c.simulate({ round_id: pending.id, seed_index: 0 }), 400, "bad_request", /not active/);
    await expectApiError(c.simulate({ round_id: "00000000-0000-4000-8000-000000000000", seed_index: 0 }), 404, "not_found");
  });

  it("rejects a viewport size outside 5–15 as invalid", async () => {
    const c = clientFor(baseUrl, team.access_token);
    await expectApiError(c.simulate({ round_id: round.id, seed_index: 0, viewport_w: 4 }), 422, "validation", /viewport_w/);
    await expectApiError(c.simulate({ round_id: round.id, seed_index: 0, viewport_h: 16 }), 422, "validation", /viewport_h/);
  });
});

describe("POST /submit", () => {
  const bad = (mutate: (t: number[][][]) => unknown) => mutate(uniformTensor(40, 40));

  it.each([
    ["too few rows", (t: number[][][]) => t.slice(1), "Expected 40 rows, got 39"],
    ["a short row", (t: number[][][]) => ((t[3] = t[3].slice(2)), t), "Row 3: expected 40 cols, got 38"],
    ["a cell with 5 probabilities", (t: number[][][]) => ((t[2][7] = [0.2, 0.2, 0.2, 0.2, 0.2]), t), "Cell (2,7): expected 6 probs, got 5"],
    ["a cell summing to 1.1", (t: number[][][]) => ((t[4][5] = [0.6, 0.1, 0.1, 0.1, 0.1, 0.1]), t), "Cell (4,5): probs sum to 1.1, expected 1.0"],
    ["a negative probability", (t: number[][][]) => ((t[1][1] = [1.1, -0.1, 0, 0, 0, 0]), t), "Cell (1,1): negative probability"],
  ])("answers 422 with the service's message for %s", async (_name, mutate, message) => {
    const c = clientFor(baseUrl, team.access_token);
    const prediction = bad(mutate) as number[][][];
    await expectApiError(c.submit({ round_id: round.id, seed_index: 0, prediction }), 422, "validation", message);
  });

  it("accepts a valid tensor, and a resubmission overwrites the earlier one", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const first = await c.submit({ round_id: round.id, seed_index: 4, prediction: uniformTensor(40, 40) });
    expect(first).toEqual({ status: "accepted", round_id: round.id, seed_index: 4 });
    const [firstEntry] = (await c.getMyPredictions(round.id)).filter((p) => p.seed_index === 4);
    expect(firstEntry.confidence_grid[20][20]).toBe(0.167);

    const guess = initialGuess(round.initial_states[4].grid);
    await c.submit({ round_id: round.id, seed_index: 4, prediction: guess });
    const entries = (await c.getMyPredictions(round.id)).filter((p) => p.seed_index === 4);
    expect(entries).toHaveLength(1);
    const cls = (code: number) => (code >= 1 && code <= 5 ? code : 0);
    expect(entries[0].argmax_grid).toEqual(round.initial_states[4].grid.map((row) => row.map(cls)));
    expect(entries[0].confidence_grid.flat().every((v) => v === 0.9)).toBe(true);
    expect(entries[0].score).toBeNull();
    expect(Date.parse(entries[0].submitted_at!)).toBeGreaterThanOrEqual(Date.parse(firstEntry.submitted_at!));

    const mine = (await c.getMyRounds()).find((r) => r.id === round.id)!;
    expect(mine.seeds_submitted).toBe(1);
  });

  it("answers 400 for a bad seed or a round that is not active, 404 for an unknown round", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const prediction = uniformTensor(40, 40);
    await expectApiError(c.submit({ round_id: round.id, seed_index: 5, prediction }), 400, "bad_request", /seed_index/);
    await expectApiError(c.submit({ round_id: pending.id, seed_index: 0, prediction }), 400, "bad_request", /not active/);
    await expectApiError(c.submit({ round_id: "00000000-0000-4000-8000-000000000000", seed_index: 0, prediction }), 404, "not_found");
  });
});

describe("team views before scoring", () => {
  it("lists my rounds with budget, submissions and the first seed's grid, unscored", async () => {
    const c = clientFor(baseUrl, team.access_token);
    const mine = (await c.getMyRounds()).find((r) => r.id === round.id)!;
    const budget = await c.getBudget();
    expect(mine).toMatchObject({
      status: "active",
      seeds_count: 5,
      round_score: null,
      seed_scores: null,
      rank: null,
      total_teams: null,
      queries_used: budget.queries_used,
      queries_max: 50,
    });
    expect(mine.initial_grid).toEqual(round.initial_states[0].grid);
  });

  it("answers 404 for my predictions of an unknown round", async () => {
    await expectApiError(clientFor(baseUrl, team.access_token).getMyPredictions("no-such-round"), 404, "not_found");
  });

  it("refuses analysis before scoring (400), for a bad seed (400) and an unknown round (404)", async () => {
    const c = clientFor(baseUrl, team.access_token);
    await expectApiError(c.getAnalysis(round.id, 0), 400, "bad_request", /scoring or completed/);
    await expectApiError(c.getAnalysis(round.id, 7), 400, "bad_request", /seed_index/);
    await expectApiError(c.getAnalysis("00000000-0000-4000-8000-000000000000", 0), 404, "not_found");
  });

  it("refuses a replay of a round that is not completed", async () => {
    const c = clientFor(baseUrl, team.access_token);
    await expectApiError(c.replay({ round_id: round.id, seed_index: 0 }), 400, "bad_request", /completed/);
  });
});

describe("admin API", () => {
  it("answers 401 without the admin key or with a wrong one", async () => {
    for (const headers of [{}, { "x-admin-key": "wrong-key-123" }] as Record<string, string>[]) {
      const res = await fetch(`${emulatorUrl(baseUrl)}/admin/rounds`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: expect.stringMatching(/X-Admin-Key/) });
    }
  });

  it("creates rounds from a real round's initial states and refuses an unknown preset", async () => {
    const real = await (await import("node:fs/promises")).readFile("../shared/island-rounds/round-16/round.json", "utf8");
    const created = await admin.createRound({ round: JSON.parse(real), preset: "collapse", prediction_window_minutes: 30 });
    expect(created.status).toBe("pending");
    expect(created.prediction_window_minutes).toBe(30);
    expect(created.initial_states[2].grid).toEqual(JSON.parse(real).initial_states[2].grid);
    const res = await fetch(`${emulatorUrl(baseUrl)}/admin/rounds`, {
      method: "POST",
      headers: { "x-admin-key": inject("adminKey"), "content-type": "application/json" },
      body: JSON.stringify({ preset: "golden-age" }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/unknown preset/);
    const listed = await admin.listRounds();
    expect(listed.find((r) => r.id === created.id)?.status).toBe("pending");
  });

  it("creates a round a named team started, and refuses a team it does not know with 422", async () => {
    const post = (body: unknown) =>
      fetch(`${emulatorUrl(baseUrl)}/admin/rounds`, {
        method: "POST",
        headers: { "x-admin-key": inject("adminKey"), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const unknown = await post({ preset: "balanced", started_by_team_id: "no-such-team" });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { detail: string }).detail).toMatch(/started_by_team_id/);
    const teamRes = await fetch(`${emulatorUrl(baseUrl)}/admin/teams`, {
      method: "POST",
      headers: { "x-admin-key": inject("adminKey"), "content-type": "application/json" },
      body: JSON.stringify({ name: `starter-${Date.now()}` }),
    });
    const team = (await teamRes.json()) as { team_id: string };
    expect((await post({ preset: "balanced", started_by_team_id: team.team_id })).status).toBe(201);
  });

  it("answers 404 when starting an unknown round and 409 when closing a pending one", async () => {
    const post = (path: string) =>
      fetch(`${emulatorUrl(baseUrl)}/admin${path}`, { method: "POST", headers: { "x-admin-key": inject("adminKey") } });
    expect((await post("/rounds/00000000-0000-4000-8000-000000000000/start")).status).toBe(404);
    expect((await post(`/rounds/${pending.id}/close`)).status).toBe(409);
  });
});
