import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "island-import-unit-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { importRealRounds, offeredRealRounds, replayedRealRounds, startRealRound } = await import("./import-rounds");
const { closeRound, currentRound, scoringIdle, startRound } = await import("./lifecycle");
const { getGroundTruth, submissionsOfRound, upsertSubmission } = await import("../play/play-store");
const { ensureTeam } = await import("../api/teams");
const { allTeamScores } = await import("../play/play-store");
const { generateWorld } = await import("../sim/world");
const { fittedRound } = await import("../sim/params");
const { roundWorld, selectRound } = await import("./rounds-store");

/**
 * A folder shaped like the real rounds: round 3 with a ground truth no emulator run could give
 * (every land cell half plains, half forest), round 4 without one.
 */
function realRoundsFolder(): { dir: string; truth: number[][][][]; start: Record<string, unknown>[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "island-real-rounds-"));
  const states = [0, 1, 2, 3, 4].map((i) => generateWorld(70 + i));
  const truth = states.map((s) =>
    s.grid.map((row) => row.map((v) => (v === 10 ? [1, 0, 0, 0, 0, 0] : v === 5 ? [0, 0, 0, 0, 0, 1] : [0.5, 0, 0, 0, 0.5, 0]))),
  );
  const detail = (n: number) => ({ id: `real-${n}`, round_number: n, map_width: 40, map_height: 40, initial_states: states });
  for (const n of [3, 4]) fs.mkdirSync(path.join(dir, `round-0${n}`));
  fs.writeFileSync(path.join(dir, "round-03", "round.json"), JSON.stringify(detail(3)));
  fs.writeFileSync(path.join(dir, "round-03", "ground-truth.json"), JSON.stringify({ round_number: 3, seeds: truth }));
  fs.writeFileSync(path.join(dir, "round-04", "round.json"), JSON.stringify(detail(4)));
  // A replay of seed 1's map: its step 0 holds the settlements' real starting stats.
  const start = states[1].settlements.map((p, i) => ({ ...p, population: 0.5 + (i % 4) / 4, food: 0.625, wealth: 0.25, defense: 0.375, owner_id: i }));
  // Its final frame (year 50) is a real outcome no emulator run gives: every plains cell a ruin.
  const frames = Array.from({ length: 51 }, (_, step) => ({
    step,
    grid: step === 50 ? finalGrid(states[1].grid) : states[1].grid,
    settlements: step === 50 ? start.map((p) => ({ ...p, wealth: 0.875 })) : start,
  }));
  fs.mkdirSync(path.join(dir, "round-03", "replays"));
  fs.writeFileSync(path.join(dir, "round-03", "replays", "seed-1-12345.json.gz"), gzipSync(JSON.stringify({ frames })));
  // A damaged replay of seed 2's map: the round still imports, that map draws its stats per run.
  fs.writeFileSync(path.join(dir, "round-03", "replays", "seed-2-777.json.gz"), "not gzip at all");
  return { dir, truth, start };
}

/** The replay's final grid: plains (11) turned to ruins (3). */
const finalGrid = (grid: number[][]) => grid.map((row) => row.map((v) => (v === 11 ? 3 : v)));

const folder = realRoundsFolder();

// Waiting for a closed round's scoring (5 seeds × 200 runs) outlasts the default hook timeout on a busy machine.
afterAll(async () => {
  await scoringIdle();
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(folder.dir, { recursive: true, force: true });
}, 120_000);

describe("importing real rounds", () => {
  it("scores a practice round from a real round against the real ground truth", async () => {
    const report = await importRealRounds(folder.dir);
    expect(report.skipped).toEqual([{ name: "round-04", reason: expect.stringMatching(/no ground truth/) }]);
    expect(report.imported).toHaveLength(1);
    const { id } = report.imported[0];
    const round = await currentRound(id);
    expect(round?.status).toBe("pending");
    expect(round?.source).toBe("real round 3 (real-3)");
    expect(JSON.parse(round!.initialStates)[0].grid).toEqual(generateWorld(70).grid);
    expect(await getGroundTruth(id, 2)).toEqual(folder.truth[2]);
    // The emulator plays it with the hidden state fitted to real round 3: parameters and site fortunes.
    const world = roundWorld((await selectRound(id))!);
    expect(world.params).toEqual(fittedRound(3)!.params);
    expect(world.fortunes).toEqual(fittedRound(3)!.fortunes);
    expect(world.fortunes?.length).toBe(5);
    // Seed 1's map starts from the replay's stats in every run; the other maps, without a replay,
    // draw them per run; the initial states the API shows carry none.
    const alive = folder.start.filter((p) => p.alive);
    expect(world.simStates[1].settlements.filter((p) => p.alive).map((p) => [p.population, p.food])).toEqual(alive.map((p) => [p.population, 0.625]));
    expect(world.simStates[0].settlements.some((p) => p.population !== undefined)).toBe(false);
    expect(world.simStates[2].settlements.some((p) => p.population !== undefined)).toBe(false);
    expect(world.initialStates[1].settlements.some((p) => p.population !== undefined)).toBe(false);

    // Seed 1's queries are answered from the real run (its final frame, cut to the viewport, with
    // its settlements' stats); seed 0, without a replay, from the fit.
    const { observeRun } = await import("../play/observe");
    const row = (await selectRound(id))!;
    const real = observeRun(row, 1, { x: 5, y: 6, w: 15, h: 15 }, 987_654);
    expect(real.grid).toEqual(finalGrid(generateWorld(71).grid).slice(6, 21).map((r) => r.slice(5, 20)));
    expect(real.settlements.every((p) => p.wealth === 0.875)).toBe(true);
    const fitted = observeRun(row, 0, { x: 0, y: 0, w: 40, h: 40 }, 987_654);
    expect(fitted.grid.flat()).not.toEqual(finalGrid(generateWorld(70).grid).flat());

    // A team that predicts exactly what really happened scores 100; a prediction of the
    // emulator's own world could not.
    const team = await ensureTeam({ name: "Importers", slug: "importers" });
    await startRound(id);
    for (let seed = 0; seed < 5; seed++) await upsertSubmission({ roundId: id, teamId: team.id, seedIndex: seed, prediction: folder.truth[seed] });
    await closeRound(id);
    await scoringIdle();
    expect((await currentRound(id))?.status).toBe("completed");
    const mine = (await allTeamScores()).find((s) => s.roundId === id && s.teamId === team.id);
    expect(mine?.roundScore).toBeCloseTo(100, 5);
    expect((await submissionsOfRound(id)).length).toBeGreaterThanOrEqual(5);
  });

  it("starts one real round for practice, within the cap of open rounds", async () => {
    const started = await startRealRound(folder.dir, "round-03", 10, "team-r");
    expect(started.ok).toBe(true);
    if (started.ok) expect((await currentRound(started.id))?.status).toBe("active");
    expect(await startRealRound(folder.dir, "round-04", 10, "team-r")).toEqual({ ok: false, status: 422, reason: expect.stringMatching(/^Real round 4 cannot be practised: no ground truth/) });
    expect(await startRealRound(folder.dir, "round-03", 1, "team-r")).toEqual({ ok: false, status: 429, reason: expect.stringMatching(/open already/) });
  });

  it("lets the team that started a real round finish it early, no other, and paces its starts like any practice start", async () => {
    const { practiceRoundFacts, PRACTICE_STARTS_PER_WINDOW } = await import("../practice/practice");
    const opened: string[] = [];
    const start = async (id: string, team: string) => {
      const started = await startRealRound(folder.dir, id, 100, team);
      if (started.ok) opened.push(started.id);
      return started;
    };
    const started = await start("round-03", "team-own");
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect((await practiceRoundFacts(started.id, "team-own")).mayFinish).toBe(true);
    expect((await practiceRoundFacts(started.id, "team-other")).mayFinish).toBe(false);
    for (let i = 1; i < PRACTICE_STARTS_PER_WINDOW; i++) expect((await start("round-03", "team-own")).ok).toBe(true);
    expect(await start("round-03", "team-own")).toEqual({ ok: false, status: 429, reason: expect.stringMatching(/started 6 practice rounds in the last 10 minutes/) });
    // A refused start counts for nothing: another team still may.
    expect((await start("round-05", "team-new")).ok).toBe(false);
    expect((await start("round-03", "team-new")).ok).toBe(true);
    for (const id of opened) await closeRound(id);
    await scoringIdle();
  }, 120_000);

  it("estimates a replayed real round with the real rounds' calibration and its answers' source, a drawn round with the practice one", async () => {
    const { practiceRoundFacts } = await import("../practice/practice");
    const calibrationKindOf = async (id: string) => (await practiceRoundFacts(id, "any-team")).calibration;
    const { createRound } = await import("./round-factory");
    const imported = await startRealRound(folder.dir, "round-03", 10, "team-r");
    expect(imported.ok).toBe(true);
    if (imported.ok) expect(await calibrationKindOf(imported.id)).toBe("replayed");
    const drawn = await createRound({ map_seed: 4242 });
    expect(await calibrationKindOf(drawn.id)).toBe("practice");
    expect(await calibrationKindOf("no-such-round")).toBe("real");
    // The workspace learns which real round it replays (one name everywhere), and the list names it so too.
    if (imported.ok) {
      // Seed 1 is answered from its one real run, the other seeds from the fit.
      expect((await practiceRoundFacts(imported.id, "any-team")).replayOf).toEqual({ realRound: 3, fitted: true, realRuns: [0, 1, 0, 0, 0], fitScore: 92.2 });
      expect((await replayedRealRounds())[imported.id]).toBe(3);
    }
    expect((await practiceRoundFacts(drawn.id, "any-team")).replayOf).toBeNull();
    expect((await replayedRealRounds())[drawn.id]).toBeUndefined();
  });

  it("starts only rounds of the folder's list, and says so without naming a path", async () => {
    for (const id of ["round-05", "../round-03", "/etc/passwd", "round-3"]) {
      const refused = await startRealRound(folder.dir, id, 10, "team-r");
      expect(refused).toEqual({ ok: false, status: 404, reason: "That round is not in the rounds folder: pick one from the list." });
    }
    const missing = await startRealRound(path.join(folder.dir, "nowhere"), "round-03", 10, "team-r");
    expect(missing).toEqual({ ok: false, status: 404, reason: "The rounds folder does not exist on the server." });
  });

  it("offers nothing from an empty or missing folder, and names the folder it read", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "island-rounds-empty-"));
    const none = await offeredRealRounds(empty);
    expect(none.rounds).toEqual([]);
    expect(none.unavailable).toContain(empty);
    const nowhere = path.join(folder.dir, "nowhere");
    expect((await offeredRealRounds(nowhere)).unavailable).toBe(
      `No real rounds in ${nowhere}: The rounds folder does not exist on the server. Set ISLAND_ROUNDS_DIR to the folder of the real rounds.`,
    );
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it("refuses a folder without rounds with a clear message", async () => {
    await expect(importRealRounds(path.join(folder.dir, "round-04"))).rejects.toThrow(/no round-NN folders/);
    await expect(importRealRounds(folder.dir, { rounds: "x-y" })).rejects.toThrow(/--rounds must look like/);
  });
});
