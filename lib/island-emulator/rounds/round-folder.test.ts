import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRoundFolder, readRoundFolder, RoundFolderError, ROUND_FILE_LIMITS } from "./round-folder";

const real = path.resolve(__dirname, "..", "..", "..", "..", "shared", "island-rounds", "round-07");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "round-folder-"));
const SECRET = "SECRET-CONTENT-4711";

function round(id: string, files: Record<string, string | Buffer | null>) {
  fs.mkdirSync(path.join(root, id));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, id, name);
    if (content === null) execFileSync("mkfifo", [file]);
    else fs.writeFileSync(file, content);
  }
}

const roundJson = fs.readFileSync(path.join(real, "round.json"));
const truthJson = fs.readFileSync(path.join(real, "ground-truth.json"));
const detail = JSON.parse(roundJson.toString()) as { initial_states: { grid: unknown }[] };
round("round-07", { "round.json": roundJson, "ground-truth.json": truthJson });
round("round-08", { "round.json": roundJson, "ground-truth.json": null });
round("round-09", { "round.json": null });
round("round-10", { "round.json": `{"round_number": 10, "note": "${SECRET}"` });
// 58 MB of `{}`: under the old 64 MB cap, it took 23 s and 2 GB to parse.
round("round-11", { "round.json": Buffer.alloc(58 * 1024 * 1024, "{}") });
// Under the byte cap, but a million arrays: more values than any round holds.
round("round-12", { "round.json": roundJson, "ground-truth.json": "[" + "[],".repeat(600_000) + "[]]" });
const broken = structuredClone(detail);
broken.initial_states[2].grid = SECRET;
round("round-13", { "round.json": JSON.stringify(broken) });
round("round-14", {});
fs.symlinkSync("/etc/passwd", path.join(root, "round-14", "round.json"));
fs.mkdirSync(path.join(root, "not-a-round"));

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("listRoundFolder", () => {
  it("lists every round folder with its date and ground truth, and what is wrong with the broken ones", async () => {
    // The FIFOs have no writer: a reader that waited on one would never answer (the test would time out).
    const list = await listRoundFolder(root);
    expect(list.map((e) => e.id)).toEqual(["round-07", "round-08", "round-09", "round-10", "round-11", "round-12", "round-13", "round-14"]);
    expect(list[0]).toEqual({ id: "round-07", roundNumber: 7, date: "2026-03-20", groundTruth: true, problem: null });
    expect(list[1]).toMatchObject({ groundTruth: true, problem: null });
    expect(list.find((e) => e.id === "round-09")?.problem).toBe("round 9: round.json is not a regular file");
    expect(list.find((e) => e.id === "round-10")?.problem).toBe("round 10: round.json is not valid JSON");
    expect(list.find((e) => e.id === "round-11")?.problem).toBe(`round 11: round.json is larger than ${ROUND_FILE_LIMITS.round.bytes} bytes`);
    expect(list.find((e) => e.id === "round-14")?.problem).toBe("round 14: round.json leads outside the folder");
    for (const e of list) expect(e.problem ?? "").not.toMatch(new RegExp(`${SECRET}|/tmp|/etc|root:`));
  });

  it("says a missing folder is missing without naming it", async () => {
    const err = await listRoundFolder(path.join(root, "gone")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoundFolderError);
    expect((err as Error).message).toBe("The rounds folder does not exist on the server.");
  });
});

describe("readRoundFolder", () => {
  it("reads a real round with its ground truth", async () => {
    const r = await readRoundFolder(root, "round-07");
    expect(r.roundNumber).toBe(7);
    expect(r.initialStates).toHaveLength(5);
    expect(r.groundTruth?.[0]).toHaveLength(40);
  });

  it("refuses hostile files with errors that quote nothing of them", async () => {
    const cases: [string, string][] = [
      ["round-08", "round 8: ground-truth.json is not a regular file"],
      ["round-09", "round 9: round.json is not a regular file"],
      ["round-10", "round 10: round.json is not valid JSON"],
      ["round-11", `round 11: round.json is larger than ${ROUND_FILE_LIMITS.round.bytes} bytes`],
      ["round-12", "round 12: ground-truth.json holds more than a round's data"],
      ["round-13", "round 13: initial state of seed 2 is not valid"],
      ["round-14", "round 14: round.json leads outside the folder"],
    ];
    // Each refusal names the check that stopped it before the work: the size before reading, the
    // count of values before parsing, the kind of file before opening it for reading.
    for (const [id, message] of cases) {
      const err = (await readRoundFolder(root, id).catch((e: unknown) => e)) as Error;
      expect(err.message.startsWith(message), `${id}: ${err.message}`).toBe(true);
      expect(err.message).not.toMatch(new RegExp(`${SECRET}|/tmp|/etc|root:`));
    }
  });

  it("reads only names of the folder's shape", async () => {
    for (const id of ["../round-07", "round-07/../round-07", "/etc", "not-a-round"]) {
      await expect(readRoundFolder(root, id)).rejects.toThrow("No such round in the rounds folder.");
    }
  });
});

describe("listRoundFolder on every page load", () => {
  it("reads a round's round.json once, and again only when the file changes", () => {
    return (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "round-folder-cache-"));
      try {
        const file = path.join(dir, "round-03", "round.json");
        fs.mkdirSync(path.dirname(file));
        const write = (date: string) => fs.writeFileSync(file, JSON.stringify({ round_number: 3, event_date: date }));
        const stamp = new Date("2026-03-01T12:00:00Z");
        write("2026-03-01");
        fs.utimesSync(file, stamp, stamp);
        expect((await listRoundFolder(dir))[0].date).toBe("2026-03-01");
        // Same size, same modification time: taken for the same file, so not read again.
        write("2026-03-09");
        fs.utimesSync(file, stamp, stamp);
        expect((await listRoundFolder(dir))[0].date).toBe("2026-03-01");
        // Changed: read again.
        const later = new Date(stamp.getTime() + 5_000);
        fs.utimesSync(file, later, later);
        expect((await listRoundFolder(dir))[0].date).toBe("2026-03-09");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    })();
  });
});
