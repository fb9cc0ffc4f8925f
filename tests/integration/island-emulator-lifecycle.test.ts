import { describe, expect, inject, it } from "vitest";
import { scoreSeed } from "@/lib/island/score";
import { adminApi, clientFor, expectApiError, initialGuess, uniformTensor, waitFor } from "./island-emulator-helpers";

// A whole round as teams live it: created, started, observed, predicted, closed, scored, ranked,
// analysed and replayed.

const baseUrl = inject("baseUrl");
const admin = adminApi(baseUrl, inject("adminKey"));

describe("round life cycle", () => {
  it("runs pending → active → scoring → completed with scores, ranks, leaderboard, analysis and replay", async () => {
    const round = await admin.createRound({ map_seed: 4321, preset: "prosperous", prediction_window_minutes: 120 });
    expect(round).toMatchObject({ status: "pending", prediction_window_minutes: 120, started_at: null });
    const [strong, weak] = await Promise.all([admin.createTeam("Strong Fjord"), admin.createTeam("Weak Fjord")]);
    const a = clientFor(baseUrl, strong.access_token);
    const b = clientFor(baseUrl, weak.access_token, { authMode: "cookie" });

    await expectApiError(a.simulate({ round_id: round.id, seed_index: 0 }), 400, "bad_request", /not active/);

    const started = await admin.startRound(round.id);
    expect(started.status).toBe("active");
    expect(Date.parse(started.closes_at) - Date.parse(started.started_at)).toBe(120 * 60_000);
    expect((await a.getRound(round.id)).status).toBe("active");

    // Team A observes and submits every seed (seed 2 from the initial map, the others uniform);
    // team B submits a uniform prediction for seed 0 only, so A must rank first.
    const obs = await a.simulate({ round_id: round.id, seed_index: 0, viewport_x: 12, viewport_y: 12 });
    expect(obs.queries_used).toBe(1);
    for (let seed = 0; seed < 5; seed++) {
      const prediction = seed === 2 ? initialGuess(round.initial_states[2].grid) : uniformTensor(40, 40);
      await a.submit({ round_id: round.id, seed_index: seed, prediction });
    }
    await b.submit({ round_id: round.id, seed_index: 0, prediction: uniformTensor(40, 40) });

    const closed = await admin.closeRound(round.id);
    expect(closed.status).toBe("scoring");
    await expectApiError(a.simulate({ round_id: round.id, seed_index: 0 }), 400, "bad_request", /not active/);
    await expectApiError(
      a.submit({ round_id: round.id, seed_index: 0, prediction: uniformTensor(40, 40) }),
      400,
      "bad_request",
      /not active/,
    );

    await waitFor("the round to be scored", async () => (await a.getRound(round.id)).status === "completed", 120_000);

    // my-rounds: per-seed scores, the mean over all seeds (a missing seed counts 0), rank.
    const mineA = (await a.getMyRounds()).find((r) => r.id === round.id)!;
    const mineB = (await b.getMyRounds()).find((r) => r.id === round.id)!;
    expect(mineA.seed_scores).toHaveLength(5);
    expect(mineA.seed_scores!.every((s) => s !== null && s > 0 && s <= 100)).toBe(true);
    expect(mineA.round_score).toBeCloseTo(mineA.seed_scores!.reduce((x, y) => x! + y!, 0)! / 5, 10);
    expect(mineB.seed_scores!.slice(1)).toEqual([0, 0, 0, 0]);
    expect(mineB.round_score).toBeCloseTo(mineB.seed_scores![0]! / 5, 10);
    expect(mineA).toMatchObject({ status: "completed", rank: 1, total_teams: 2, seeds_submitted: 5, queries_used: 1 });
    expect(mineB).toMatchObject({ rank: 2, total_teams: 2, seeds_submitted: 1, queries_used: 0 });

    // my-predictions carry each seed's score.
    const predsA = await a.getMyPredictions(round.id);
    expect(predsA.map((p) => p.seed_index)).toEqual([0, 1, 2, 3, 4]);
    predsA.forEach((p) => expect(p.score).toBeCloseTo(mineA.seed_scores![p.seed_index]!, 10));

    // Analysis: the submitted tensor next to a 200-run ground truth, scored by the official formula.
    const analysis = await a.getAnalysis(round.id, 2);
    expect(analysis).toMatchObject({ width: 40, height: 40, score: mineA.seed_scores![2] });
    expect(analysis.prediction).toEqual(initialGuess(round.initial_states[2].grid));
    expect(analysis.initial_grid).toEqual(round.initial_states[2].grid);
    const gt = analysis.ground_truth!;
    expect(gt).toHaveLength(40);
    for (const cell of gt.flat()) {
      expect(cell.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
      for (const p of cell) expect(Math.abs(p * 200 - Math.round(p * 200))).toBeLessThan(1e-9);
    }
    expect(scoreSeed(gt, analysis.prediction!)).toBeCloseTo(analysis.score!, 9);
    const unsubmitted = await b.getAnalysis(round.id, 3);
    expect(unsubmitted).toMatchObject({ prediction: null, score: null });
    expect(unsubmitted.ground_truth).toHaveLength(40);

    // Leaderboard: best round score × round weight; both teams have this one round.
    const board = await clientFor(baseUrl).getLeaderboard();
    const rowA = board.find((r) => r.team_id === strong.team_id)!;
    const rowB = board.find((r) => r.team_id === weak.team_id)!;
    expect(rowA).toMatchObject({ team_name: "Strong Fjord", team_slug: strong.team_slug, rounds_participated: 1, is_verified: false });
    expect(rowA.weighted_score).toBeCloseTo(mineA.round_score! * mineA.round_weight, 9);
    expect(rowA.hot_streak_score).toBeCloseTo(mineA.round_score!, 9);
    expect(rowB.weighted_score).toBeCloseTo(mineB.round_score! * mineB.round_weight, 9);
    expect(rowA.rank).toBeLessThan(rowB.rank);

    // Replay: 51 frames of one full run, the same every time for a round and seed.
    const replay = await a.replay({ round_id: round.id, seed_index: 1 });
    expect(replay).toMatchObject({ round_id: round.id, seed_index: 1, width: 40, height: 40 });
    expect(replay.frames.map((f) => f.step)).toEqual(Array.from({ length: 51 }, (_, i) => i));
    expect(replay.frames[0].grid).toEqual(round.initial_states[1].grid);
    const initial = round.initial_states[1].grid;
    const last = replay.frames[50].grid;
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < 40; x++) {
        if (initial[y][x] === 10 || initial[y][x] === 5) expect(last[y][x]).toBe(initial[y][x]);
        expect(last[y][x]).not.toBe(0);
      }
    }
    expect(replay.frames[0].settlements.length).toBe(round.initial_states[1].settlements.length);
    expect(Object.keys(replay.frames[10].settlements[0] ?? replay.frames[0].settlements[0]).sort()).toEqual(
      ["alive", "defense", "food", "has_port", "owner_id", "population", "wealth", "x", "y"],
    );
    const again = await b.replay({ round_id: round.id, seed_index: 1 });
    expect(again.sim_seed).toBe(replay.sim_seed);
    expect(again.frames[50]).toEqual(replay.frames[50]);
    await expectApiError(a.replay({ round_id: round.id, seed_index: 5 }), 400, "bad_request", /seed_index/);
  }, 180_000);

  it("lets the model baseline play a practice round: every seed submitted, ranked with the teams", async () => {
    const round = await admin.activeRound({ map_seed: 4377, preset: "balanced", baseline: true });
    const team = await admin.createTeam("Uniform Fjord");
    const c = clientFor(baseUrl, team.access_token);
    for (let seed = 0; seed < 5; seed++) {
      if (seed > 0) await new Promise((r) => setTimeout(r, 550)); // 2 submits a second
      await c.submit({ round_id: round.id, seed_index: seed, prediction: uniformTensor(40, 40) });
    }
    await admin.closeRound(round.id);
    await waitFor("the round to be scored", async () => (await c.getRound(round.id)).status === "completed", 120_000);

    const mine = (await c.getMyRounds()).find((r) => r.id === round.id)!;
    // The baseline (50 planned queries, the model's prediction) beats a uniform guess.
    expect(mine).toMatchObject({ total_teams: 2, rank: 2 });
    const baseline = (await c.getLeaderboard()).find((e) => e.team_name === "Model baseline");
    expect(baseline?.rounds_participated).toBeGreaterThanOrEqual(1);
    expect(baseline!.weighted_score).toBeGreaterThan(mine.round_score! * round.round_weight!);
  }, 180_000);
});
