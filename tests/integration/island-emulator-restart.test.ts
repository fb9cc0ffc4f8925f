import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "./server";
import { adminApi, clientFor, uniformTensor, waitFor } from "./island-emulator-helpers";

// Everything lives in the database: a server started on the same data directory carries on with
// the same rounds, tokens, budgets, submissions and scores, and finishes scoring left undone.

const port = inject("port") + 50;
const adminKey = "restart-admin-key";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "itest-island-restart-"));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("restart", () => {
  it("starts fresh with one active practice round and loses nothing across a restart", async () => {
    server = await startServer({ port, dataDir, env: { EMULATOR_ADMIN_KEY: adminKey } });
    const admin = adminApi(server.baseUrl, adminKey);
    const publicClient = clientFor(server.baseUrl);

    // A fresh database: the practice round is ready to play.
    const fresh = await publicClient.getRounds();
    expect(fresh).toHaveLength(1);
    expect(fresh[0].status).toBe("active");

    const team = await admin.createTeam("Enduring Fjord");
    const c = clientFor(server.baseUrl, team.access_token);
    // A large map, so that its ground truth takes long enough to be cut short by the stop below.
    const closing = await admin.activeRound({ map_seed: 4331, map_width: 80, map_height: 80 });
    await c.simulate({ round_id: closing.id, seed_index: 0 });
    await c.submit({ round_id: closing.id, seed_index: 0, prediction: uniformTensor(80, 80) });
    const open = await admin.activeRound({ map_seed: 4332 });
    for (let i = 0; i < 3; i++) await c.simulate({ round_id: open.id, seed_index: i });
    await c.submit({ round_id: open.id, seed_index: 1, prediction: uniformTensor(40, 40) });
    // Stop right after closing: scoring is still running and must resume after the restart.
    await admin.closeRound(closing.id);
    await server.stop();

    server = await startServer({ port, dataDir, env: { EMULATOR_ADMIN_KEY: adminKey } });
    const after = clientFor(server.baseUrl, team.access_token);
    const rounds = await after.getRounds();
    // Newest first: the two rounds made before the restart, then the practice round.
    expect(rounds.map((r) => r.id)).toEqual([open.id, closing.id, fresh[0].id]);
    expect(rounds.find((r) => r.id === open.id)?.status).toBe("active");
    // The closed round was cut off mid-scoring by the stop.
    expect(rounds.find((r) => r.id === closing.id)?.status).toBe("scoring");
    expect(await after.getBudget()).toEqual({ round_id: open.id, queries_used: 3, queries_max: 50, active: true });
    expect((await after.getMyPredictions(open.id)).map((p) => p.seed_index)).toEqual([1]);

    await waitFor("scoring to resume and finish", async () => (await after.getRound(closing.id)).status === "completed", 120_000);
    const scored = (await after.getMyRounds()).find((r) => r.id === closing.id)!;
    expect(scored).toMatchObject({ queries_used: 1, seeds_submitted: 1, rank: 1, total_teams: 1 });
    expect(scored.seed_scores![0]).toBeGreaterThan(0);
    expect((await after.getLeaderboard()).find((r) => r.team_id === team.team_id)?.rounds_participated).toBe(2);
  }, 240_000);
});
