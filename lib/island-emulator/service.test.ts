import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "island-emu-unit-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { ensurePracticeSetup, getPracticeTeamToken, handleIslandRequest, scoringIdle } = await import("./index");
const { applyClock, closeRound, currentRound, prepareScoring, startRound } = await import("./rounds/lifecycle");
const { getGroundTruth, groundTruthSeeds, observationsOf, spendQueryAndRecord, submissionsOfTeam } = await import("./play/play-store");
const { groundTruth } = await import("./sim/ground-truth");
const { derivedSeed } = await import("./play/seeds");
const { GROUND_TRUTH_RUNS } = await import("./rounds/scoring");
const { createRound } = await import("./rounds/round-factory");
const { roundWorld, selectRound, selectRounds } = await import("./rounds/rounds-store");
const { observeRun } = await import("./play/observe");
const { simulate } = await import("./sim/simulate");
const { cropGrid } = await import("./play/viewport");
const { createTeam, listTeams } = await import("./api/teams");

async function call(method: string, p: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await handleIslandRequest(
    new Request(`http://local/emulator/astar-island${p}`, {
      method,
      headers: { "content-type": "application/json", ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await ensurePracticeSetup();
});

// Waiting for a closed round's scoring (5 seeds × 200 runs) outlasts the default hook timeout on a busy machine.
afterAll(async () => {
  await scoringIdle();
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("practice setup", () => {
  it("gives a fresh database one practice team and one active round, however often it runs", async () => {
    await Promise.all([ensurePracticeSetup(), ensurePracticeSetup()]);
    await ensurePracticeSetup();
    const teams = (await listTeams()).filter((t) => t.isPractice);
    expect(teams.map((t) => t.name)).toEqual(["Practice team"]);
    const rounds = await selectRounds();
    expect(rounds.filter((r) => r.status === "active")).toHaveLength(1);
  });

  it("hands out a token that the service accepts as the practice team", async () => {
    const token = await getPracticeTeamToken();
    const budget = await call("GET", "/budget", { token });
    expect(budget.status).toBe(200);
    expect(budget.body).toMatchObject({ active: true, queries_used: 0, queries_max: 50 });
    // The token names its team, so a session can be labelled and keyed without a request.
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
    const practice = (await listTeams()).find((t) => t.isPractice)!;
    expect(claims).toMatchObject({ team_id: practice.id, team_name: "Practice team" });
  });
});

describe("budget", () => {
  it("spends at most queries_max even when 60 calls race, recording one observation per query spent", async () => {
    const round = await createRound({ map_seed: 7 });
    await startRound(round.id);
    const { team } = await createTeam({ name: "Racers" });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        spendQueryAndRecord(round.id, team.id, { seedIndex: i % 5, simSeed: i, viewport: { x: 0, y: 0, w: 5, h: 5 }, grid: [[i]], settlements: [] }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(results.filter((r) => !r.ok)).toEqual(Array(10).fill({ ok: false, queriesUsed: 50, queriesMax: 50 }));
    expect(new Set(results.filter((r) => r.ok).map((r) => r.queriesUsed)).size).toBe(50);
    const observations = await observationsOf(round.id, team.id);
    expect(observations.map((o) => o.queryNumber)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(observations.map((o) => JSON.parse(o.grid)[0][0])).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe("round clock", () => {
  it("closes an active round when its window has passed and completes it once scored", async () => {
    const round = await createRound({ map_seed: 11, prediction_window_minutes: 30 });
    await startRound(round.id);
    await applyClock(Date.now() + 29 * 60_000);
    expect((await currentRound(round.id))?.status).toBe("active");
    await applyClock(Date.now() + 31 * 60_000);
    expect((await currentRound(round.id))?.status).toBe("scoring");
    await scoringIdle();
    expect((await currentRound(round.id))?.status).toBe("completed");
  }, 60_000);

  it("computes an open round's ground truth and the baseline's play ahead, so Finish leaves only the scores", async () => {
    const round = await createRound({ map_seed: 13, baseline: true });
    await startRound(round.id);
    prepareScoring(round.id);
    await scoringIdle();
    const open = await currentRound(round.id);
    expect(open?.status).toBe("active");
    expect([...(await groundTruthSeeds(round.id))].sort()).toEqual([0, 1, 2, 3, 4]);
    const baseline = (await listTeams()).find((t) => t.name === "Model baseline")!;
    expect(await submissionsOfTeam(round.id, baseline.id)).toHaveLength(5);
    // The ground truth stays hidden while the round is open.
    const { accessToken } = await createTeam({ name: "Early lookers" });
    expect((await call("GET", `/analysis/${round.id}/0`, { token: accessToken })).status).toBe(400);
    // Computed ahead or at Finish, it is the same: seeded from the round alone.
    const world = roundWorld((await selectRound(round.id))!);
    const fresh = groundTruth(world.simStates[2], world.params, GROUND_TRUTH_RUNS, derivedSeed(round.id, "ground-truth", 2), world.fortunes?.[2]);
    expect(await getGroundTruth(round.id, 2)).toEqual(fresh);
    await closeRound(round.id);
    await scoringIdle();
    expect((await currentRound(round.id))?.status).toBe("completed");
  }, 120_000);

  it("starts a new practice round when the clock has closed every open round", async () => {
    const before = await selectRounds();
    await applyClock(Date.now() + 24 * 60 * 60_000);
    // The new round is started in the background, after the clock has closed the others.
    const after = await vi.waitFor(
      async () => {
        const rounds = await selectRounds();
        if (!rounds.some((r) => r.status === "active")) throw new Error("no active round yet");
        return rounds;
      },
      { timeout: 10_000, interval: 50 },
    );
    const fresh = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(fresh.map((r) => r.status)).toEqual(["active"]);
    expect(after.filter((r) => r.status === "active")).toHaveLength(1);
    await scoringIdle();
  }, 120_000);
});

describe("hidden state", () => {
  it("gives every initial settlement a fixed fortune, kept with the hidden parameters and used by /simulate", async () => {
    const created = await createRound({ map_seed: 13, preset: "confined" });
    const row = (await selectRound(created.id))!;
    const world = roundWorld(row);
    expect(world.fortunes?.map((f) => f.length)).toEqual(world.initialStates.map((s) => s.settlements.length));
    expect(new Set(world.fortunes!.flat()).size).toBeGreaterThan(5);
    // /simulate runs the seed's map with its fortunes: the same run as the simulator given them.
    const site = world.initialStates[2].settlements[0];
    const seen = observeRun(row, 2, { x: site.x - 7, y: site.y - 7, w: 15, h: 15 }, 99);
    const run = simulate(world.simStates[2], world.params, 99, { fortune: world.fortunes![2] });
    expect(seen.grid).toEqual(cropGrid(run.grid, seen.viewport));
    // Nothing of it reaches a team.
    const detail = await call("GET", `/rounds/${created.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toMatch(/fortune/i);
  });

  it("starts every run of a map from the same hidden stats, which the round's initial states do not show", async () => {
    const created = await createRound({ map_seed: 14, preset: "balanced" });
    const row = (await selectRound(created.id))!;
    const world = roundWorld(row);
    const sim = world.simStates[1].settlements.filter((s) => s.alive);
    expect(sim.every((s) => s.population! >= 0.5 && s.population! <= 1.5 && s.food! >= 0.3 && s.food! <= 0.8)).toBe(true);
    expect(new Set(sim.map((s) => s.population)).size).toBeGreaterThan(5);
    // Two different runs of the map begin alike: step 0 shows the stored stats.
    const starts = (seed: number) => simulate(world.simStates[1], world.params, seed, { frames: true }).frames![0].settlements;
    expect(starts(1)).toEqual(starts(2));
    expect(starts(1).map((s) => s.population)).toEqual(sim.map((s) => s.population));
    const detail = await call("GET", `/rounds/${created.id}`);
    const shown = (detail.body as { initial_states: { settlements: Record<string, unknown>[] }[] }).initial_states[1].settlements;
    expect(Object.keys(shown[0]).sort()).toEqual(["alive", "has_port", "x", "y"]);
  });
});
