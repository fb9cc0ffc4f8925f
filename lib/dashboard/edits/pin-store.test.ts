import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A private database file for this test file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pin-store-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { clearPins, listPins, setPin, setPins } = await import("./pin-store");

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("pin store", () => {
  it("keeps one pin per rate, shared by the team, with who set it; other teams see none", async () => {
    await setPin({ teamKey: "team-a", roundId: "r1", pin: { rate: "settlement_survival", value: 0.4, likeRound: null }, setBy: "Astrid" });
    await setPin({ teamKey: "team-a", roundId: "r1", pin: { rate: "settlement_survival", value: 0.06, likeRound: 10 }, setBy: "Leif" });
    await setPin({ teamKey: "team-a", roundId: "r1", pin: { rate: "settlement_ruin", value: 0.01, likeRound: null }, setBy: null });
    const pins = await listPins({ teamKey: "team-a", roundId: "r1" });
    expect(pins.map((p) => [p.rate, p.value, p.likeRound, p.setBy])).toEqual([
      ["settlement_survival", 0.06, 10, "Leif"],
      ["settlement_ruin", 0.01, null, null],
    ]);
    expect(await listPins({ teamKey: "team-b", roundId: "r1" })).toEqual([]);
    expect(await listPins({ teamKey: "team-a", roundId: "r2" })).toEqual([]);
  });

  it("unpinning one rate leaves the others; clearing removes them all", async () => {
    await clearPins({ teamKey: "team-a", roundId: "r1", rate: "settlement_survival" });
    expect((await listPins({ teamKey: "team-a", roundId: "r1" })).map((p) => p.rate)).toEqual(["settlement_ruin"]);
    await clearPins({ teamKey: "team-a", roundId: "r1" });
    expect(await listPins({ teamKey: "team-a", roundId: "r1" })).toEqual([]);
  });

  it("sets several pins in one call, replacing a rate already pinned", async () => {
    await setPin({ teamKey: "team-c", roundId: "r1", pin: { rate: "forest_kept", value: 0.5, likeRound: null }, setBy: "Astrid" });
    await setPins({
      teamKey: "team-c",
      roundId: "r1",
      pins: [
        { rate: "forest_kept", value: 0.2, likeRound: 3 },
        { rate: "settlement_survival", value: 0.02, likeRound: 3 },
      ],
      setBy: "Eirik",
    });
    const pins = await listPins({ teamKey: "team-c", roundId: "r1" });
    expect(pins.map((p) => [p.rate, p.value, p.likeRound, p.setBy]).sort()).toEqual([
      ["forest_kept", 0.2, 3, "Eirik"],
      ["settlement_survival", 0.02, 3, "Eirik"],
    ]);
  });
});
