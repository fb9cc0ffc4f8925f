import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appendRecovery, readRecovery } from "./recovery";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recovery-test-"));
const file = path.join(dir, "recovery", "observations.jsonl");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const response = { grid: [[11]], settlements: [], viewport: { x: 0, y: 0, w: 5, h: 5 }, width: 40, height: 40, queries_used: 3, queries_max: 50 };

describe("recovery file", () => {
  it("appends one line per answer and reads back only the team's round, skipping a torn line", async () => {
    await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 1, idempotency_key: "k1", error: "disk I/O error", response }, file);
    await appendRecovery({ team_key: "b", round_id: "r1", seed_index: 2, idempotency_key: "k2", error: "x", response }, file);
    fs.appendFileSync(file, '{"team_key":"a","round_');
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    const mine = await readRecovery({ teamKey: "a", roundId: "r1" }, file);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ idempotency_key: "k1", seed_index: 1, response: { queries_used: 3 } });
    expect(await readRecovery({ teamKey: "a", roundId: "r2" }, file)).toEqual([]);
    // An answer appended after the torn line is still readable.
    await appendRecovery({ team_key: "a", round_id: "r1", seed_index: 3, idempotency_key: "k3", error: "x", response }, file);
    expect((await readRecovery({ teamKey: "a", roundId: "r1" }, file)).map((l) => l.idempotency_key)).toEqual(["k1", "k3"]);
  });

  it("reads nothing when no answer was ever recovered", async () => {
    expect(await readRecovery({ teamKey: "a", roundId: "r1" }, path.join(dir, "none.jsonl"))).toEqual([]);
  });
});
