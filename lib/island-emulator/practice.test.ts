import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "island-practice-unit-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { ensurePracticeSetup, practiceCapRefusal, startPracticeRound } = await import("./practice");
const { closeRound, currentRounds, scoringIdle } = await import("./lifecycle");

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
  });

  it("starts rounds up to the cap, then refuses one more", async () => {
    expect(await openRounds()).toHaveLength(1);
    const first = await startPracticeRound(undefined, 3);
    const second = await startPracticeRound("collapse", 3);
    expect(first.ok && second.ok).toBe(true);
    expect(await openRounds()).toHaveLength(3);
    const third = await startPracticeRound(undefined, 3);
    expect(third).toEqual({ ok: false, reason: expect.stringMatching(/^3 rounds are open already/) });
    expect(await openRounds()).toHaveLength(3);
  });

  it("lets a round start again once one closes", async () => {
    const [newest] = await openRounds();
    expect((await closeRound(newest)).round?.status).toBe("scoring");
    const again = await startPracticeRound(undefined, 3);
    expect(again.ok).toBe(true);
    expect(await openRounds()).toHaveLength(3);
  });

  it("counts starts made at the same moment: never more than the cap", async () => {
    const before = (await openRounds()).length;
    const results = await Promise.all(Array.from({ length: 6 }, () => startPracticeRound(undefined, before + 2)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await openRounds()).toHaveLength(before + 2);
  });
});
