import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appendRecovery, markRecovered, readRecovery, recoveryFile } from "./recovery";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "recovery-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `d${++n}`, "recovery");

const response = { grid: [[11]], settlements: [], viewport: { x: 0, y: 0, w: 5, h: 5 }, width: 40, height: 40, queries_used: 3, queries_max: 50 };

describe("recovery journal", () => {
  it("appends one line per answer and reads back only the team's round, skipping a torn line", async () => {
    const dir = freshDir();
    const file = await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 1, idempotency_key: "k1", response }, dir);
    await appendRecovery({ team_key: "b", round_id: "r1", seed_index: 2, idempotency_key: "k2", response }, dir);
    await appendRecovery({ team_key: "a", round_id: "r2", seed_index: 2, idempotency_key: "k4", response }, dir);
    fs.appendFileSync(file, '{"team_key":"a","round_');
    expect(fs.readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(2);
    const mine = await readRecovery({ teamKey: "a", roundId: "r1" }, dir);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ idempotency_key: "k1", seed_index: 1, response: { queries_used: 3 } });
    expect((await readRecovery({ teamKey: "a", roundId: "r2" }, dir)).map((l) => l.idempotency_key)).toEqual(["k4"]);
    expect(await readRecovery({ teamKey: "a", roundId: "r3" }, dir)).toEqual([]);
    // An answer appended after the torn line is still readable.
    await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 3, idempotency_key: "k3", response }, dir);
    expect((await readRecovery({ teamKey: "a", roundId: "r1" }, dir)).map((l) => l.idempotency_key)).toEqual(["k1", "k3"]);
  });

  it("keeps one file per team and round, named without the team key or round id", () => {
    const dir = freshDir();
    const a = recoveryFile({ team_key: "token:secret-ish", round_id: "../../etc" }, dir);
    expect(path.dirname(a)).toBe(dir);
    expect(path.basename(a)).toMatch(/^observations-[0-9a-f]{32}\.jsonl$/);
    expect(recoveryFile({ team_key: "token:secret-ish", round_id: "r2" }, dir)).not.toBe(a);
  });

  it("no longer returns an answer once it is marked stored", async () => {
    const dir = freshDir();
    await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 1, idempotency_key: "k1", response }, dir);
    await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 2, idempotency_key: "k2", response }, dir);
    await markRecovered({ team_key: "a", round_id: "r1", idempotency_key: "k1" }, dir);
    // Another team's mark under the same key does not count.
    await markRecovered({ team_key: "b", round_id: "r1", idempotency_key: "k2" }, dir);
    expect((await readRecovery({ teamKey: "a", roundId: "r1" }, dir)).map((l) => l.idempotency_key)).toEqual(["k2"]);
  });

  it("still reads answers from the single file of earlier versions", async () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    const old = { team_key: "a", round_id: "r1", seed_index: 4, idempotency_key: "old", at: "2025-01-01T00:00:00.000Z", error: "disk I/O error", response };
    fs.writeFileSync(path.join(dir, "observations.jsonl"), "\n" + JSON.stringify(old) + "\n");
    expect(await readRecovery({ teamKey: "a", roundId: "r1" }, dir)).toEqual([old]);
    await markRecovered(old, dir);
    expect(await readRecovery({ teamKey: "a", roundId: "r1" }, dir)).toEqual([]);
  });

  it("reads nothing when no answer was ever journaled", async () => {
    expect(await readRecovery({ teamKey: "a", roundId: "r1" }, freshDir())).toEqual([]);
  });
});
