import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A private database file for this test file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "observation-store-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { findObservationByKey, listObservations, saveObservation } = await import("./observation-store");

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const response = (used: number, grid = [[11, 4]]) => ({
  grid,
  settlements: [],
  viewport: { x: 0, y: 0, w: 2, h: 1 },
  width: 40,
  height: 40,
  queries_used: used,
  queries_max: 50,
});

describe("observation store", () => {
  it("stores two teams' answers under the same idempotency key, each for its own team", async () => {
    const key = "shared-click-key-1";
    const a = await saveObservation({ teamKey: "team-a", roundId: "r1", seedIndex: 0, idempotencyKey: key, response: response(1, [[1]]) });
    const b = await saveObservation({ teamKey: "team-b", roundId: "r1", seedIndex: 3, idempotencyKey: key, response: response(7, [[4]]) });
    expect(b.id).not.toBe(a.id);
    expect(b).toMatchObject({ seed_index: 3, grid: [[4]], queries_used: 7 });
    expect((await findObservationByKey({ teamKey: "team-a", idempotencyKey: key }))?.grid).toEqual([[1]]);
    expect((await findObservationByKey({ teamKey: "team-b", idempotencyKey: key }))?.grid).toEqual([[4]]);
    expect(await listObservations({ teamKey: "team-a", roundId: "r1" })).toHaveLength(1);
    expect(await listObservations({ teamKey: "team-b", roundId: "r1" })).toHaveLength(1);
  });

  it("keeps one row when the same team stores a key twice", async () => {
    const first = await saveObservation({ teamKey: "team-c", roundId: "r2", seedIndex: 1, idempotencyKey: "twice-key", response: response(2, [[1]]) });
    const again = await saveObservation({ teamKey: "team-c", roundId: "r2", seedIndex: 1, idempotencyKey: "twice-key", response: response(2, [[9]]) });
    expect(again.id).toBe(first.id);
    expect(again.grid).toEqual([[1]]);
    expect(await listObservations({ teamKey: "team-c", roundId: "r2" })).toHaveLength(1);
  });

  it("keeps the name of the member who spent the query", async () => {
    await saveObservation({ teamKey: "team-d", roundId: "r3", seedIndex: 0, idempotencyKey: "named-key", response: response(1, [[1]]), spentBy: "Ada" });
    await saveObservation({ teamKey: "team-d", roundId: "r3", seedIndex: 0, idempotencyKey: "unnamed-key", response: response(2, [[1]]) });
    expect((await listObservations({ teamKey: "team-d", roundId: "r3" })).map((o) => o.spent_by)).toEqual(["Ada", null]);
  });
});
