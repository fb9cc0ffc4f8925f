import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "island-practice-unit-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { ensurePracticeSetup, finishPracticeRound, finishRefusal, practiceCapRefusal, practicePaceRefusal, startPracticeRound, PRACTICE_START_WINDOW_MS } =
  await import("./practice");
const { currentRounds, scoringIdle } = await import("../rounds/lifecycle");

async function openRounds(): Promise<string[]> {
  return (await currentRounds()).filter((r) => r.status === "active" || r.status === "pending").map((r) => r.id);
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

describe("practice round cap", () => {
  it("says why no round may start once the cap is reached", () => {
    expect(practiceCapRefusal(0, 3)).toBeNull();
    expect(practiceCapRefusal(2, 3)).toBeNull();
    expect(practiceCapRefusal(3, 3)).toMatch(/^3 rounds are open already, the most at once \(3\)\. Play one of them/);
    expect(practiceCapRefusal(1, 1)).toMatch(/^1 round is open already/);
    expect(practiceCapRefusal(7, 3)).toMatch(/^7 rounds are open/);
    expect(practiceCapRefusal(1, 3, 1)).toBeNull();
    expect(practiceCapRefusal(1, 3, 2)).toBe("1 open and 2 are being scored: together the most at once (3). Start a new one when the scoring is done.");
  });

  it("paces one team's starts", () => {
    const now = 10 * PRACTICE_START_WINDOW_MS;
    const recent = [1, 2, 3, 4, 5].map((m) => now - m * 60_000);
    expect(practicePaceRefusal(recent, now)).toBeNull();
    expect(practicePaceRefusal([...recent, now - 9 * 60_000], now)).toMatch(/started 6 practice rounds in the last 10 minutes.*in 1 min/);
    expect(practicePaceRefusal([...recent, now - PRACTICE_START_WINDOW_MS], now)).toBeNull();
  });

  it("lets the team that started a round finish it, and the practice team finish the installation's", () => {
    expect(finishRefusal({ roundNumber: 4, startedByTeamId: "a" }, "a", "p")).toBeNull();
    expect(finishRefusal({ roundNumber: 4, startedByTeamId: "a" }, "b", "p")).toMatch(/^Round 4 was started by another team/);
    expect(finishRefusal({ roundNumber: 4, startedByTeamId: "a" }, "p", "p")).toMatch(/another team/);
    expect(finishRefusal({ roundNumber: 1, startedByTeamId: null }, "p", "p")).toBeNull();
    expect(finishRefusal({ roundNumber: 1, startedByTeamId: null }, "b", "p")).toMatch(/^Round 1 belongs to the installation/);
  });

  it("starts rounds up to the cap, then refuses one more", async () => {
    expect(await openRounds()).toHaveLength(1);
    const first = await startPracticeRound(undefined, 3, "team-a");
    const second = await startPracticeRound("collapse", 3, "team-a");
    expect(first.ok && second.ok).toBe(true);
    expect(await openRounds()).toHaveLength(3);
    const third = await startPracticeRound(undefined, 3, "team-b");
    expect(third).toEqual({ ok: false, status: 429, reason: expect.stringMatching(/^3 rounds are open already/) });
    expect(await openRounds()).toHaveLength(3);
  });

  it("lets only the starting team finish a round, then waits for its scoring before another starts", async () => {
    const [newest] = await openRounds();
    expect(await finishPracticeRound(newest, "team-b")).toEqual({ ok: false, reason: expect.stringMatching(/started by another team/) });
    expect(await finishPracticeRound(newest, "team-a")).toEqual({ ok: true });
    expect((await currentRounds()).find((r) => r.id === newest)?.status).toBe("scoring");
    const early = await startPracticeRound(undefined, 3, "team-c");
    expect(early).toEqual({ ok: false, status: 429, reason: expect.stringMatching(/^2 open and 1 is being scored/) });
    await scoringIdle();
    const again = await startPracticeRound(undefined, 3, "team-c");
    expect(again.ok).toBe(true);
    expect(await openRounds()).toHaveLength(3);
  }, 120_000);

  it("counts starts made at the same moment: never more than the cap", async () => {
    const before = (await openRounds()).length;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => startPracticeRound(undefined, before + 2, `team-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await openRounds()).toHaveLength(before + 2);
  });
});
