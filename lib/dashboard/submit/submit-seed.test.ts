import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { roundDetailSchema, type SubmitRequest } from "@/lib/island";
import type { TeamContext } from "../team/team-client";

// A private database file for this test file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submit-seed-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb } = await import("@/lib/db/client");
const { submitSeed } = await import("./submit-seed");
const { setPins } = await import("../edits/pin-store");
const { createAdjustment } = await import("../edits/adjustment-store");
const { listSubmissions } = await import("./submission-log");
const { adjustmentFingerprint, parseStored, recordedExpectedSchema, submissionEditsSchema } = await import("../edits/submission-edits");
const { modelPrediction, submissionTensor } = await import("./submission-tensor");

const round = { ...roundDetailSchema.parse(JSON.parse(readFileSync(resolve(process.cwd(), "../shared/island-rounds/round-03/round.json"), "utf8"))), status: "active" as const };

let sent: SubmitRequest[] = [];
let n = 0;
/** A team on a fake service that records every submission. */
function team(): TeamContext {
  const client = {
    getRound: async () => round,
    submit: async (req: SubmitRequest) => {
      sent.push(req);
      return { status: "accepted", round_id: req.round_id, seed_index: req.seed_index };
    },
    getMyPredictions: async () => [],
  };
  return { client: client as unknown as TeamContext["client"], teamKey: `team-${++n}` };
}

const body = {
  label: "more settlements",
  seeds: [0],
  region: { kind: "rect" as const, x: 2, y: 2, w: 5, h: 5 },
  mode: "weights" as const,
  weights: [1, 1.8, 1, 1, 1, 1],
  target: [1, 0, 0, 0, 0, 0],
  strength: 1,
};

beforeEach(() => {
  sent = [];
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("submitSeed with what the screen said it sends", () => {
  it("sends the pins on the screen even before they are saved, and records them with who set them and the expected score shown", async () => {
    const ctx = team();
    const pins = [
      { rate: "settlement_survival" as const, value: 0.05, likeRound: 3 },
      { rate: "forest_kept" as const, value: 0.9, likeRound: 3 },
    ];
    const r = await submitSeed(ctx, round.id, 0, { shown: { pins, adjustments: [], observationCount: 0, expected: { mean: 71.2, lo: 64, hi: 75 } }, who: "Eirik" });
    expect(r.ok).toBe(true);
    const expected = submissionTensor(round, modelPrediction(round, [], pins)[0], 0, []).tensor;
    expect(sent[0].prediction).toEqual(expected);
    const [row] = await listSubmissions({ teamKey: ctx.teamKey, roundId: round.id });
    expect(parseStored(submissionEditsSchema, row.edits)?.pins.map((p) => [p.rate, p.value, p.setBy])).toEqual([
      ["settlement_survival", 0.05, "Eirik"],
      ["forest_kept", 0.9, "Eirik"],
    ]);
    expect(parseStored(recordedExpectedSchema, row.expected)).toEqual({ mean: 71.2, lo: 64, hi: 75 });
  });

  it("keeps a saved pin's author and records the adjustments that went in, with who made them", async () => {
    const ctx = team();
    await setPins({ teamKey: ctx.teamKey, roundId: round.id, pins: [{ rate: "settlement_survival", value: 0.05, likeRound: null }], setBy: "Astrid" });
    const adj = await createAdjustment({ teamKey: ctx.teamKey, roundId: round.id, body, by: "Sigrid" });
    const shown = { pins: [{ rate: "settlement_survival" as const, value: 0.05, likeRound: null }], adjustments: [{ id: adj.id, fingerprint: adjustmentFingerprint(adj) }], observationCount: 0, expected: null };
    expect((await submitSeed(ctx, round.id, 0, { shown, who: "Eirik" })).ok).toBe(true);
    const [row] = await listSubmissions({ teamKey: ctx.teamKey, roundId: round.id });
    const edits = parseStored(submissionEditsSchema, row.edits)!;
    expect(edits.pins[0].setBy).toBe("Astrid");
    expect(edits.adjustments.map((a) => [a.id, a.by, a.body.label])).toEqual([[adj.id, "Sigrid", "more settlements"]]);
    // Updating when it was clicked: the record says pending, not a number of other inputs.
    expect(parseStored(recordedExpectedSchema, row.expected)).toEqual({ pending: true });
  });

  it("refuses to send when an adjustment changed since the screen read it, instead of sending something unannounced", async () => {
    const ctx = team();
    const adj = await createAdjustment({ teamKey: ctx.teamKey, roundId: round.id, body, by: "Sigrid" });
    const stale = adjustmentFingerprint({ ...adj, weights: [1, 1.2, 1, 1, 1, 1] });
    const r = await submitSeed(ctx, round.id, 0, { shown: { pins: [], adjustments: [{ id: adj.id, fingerprint: stale }], observationCount: 0, expected: null } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem.message).toMatch(/was changed by a teammate/);
    expect(sent).toHaveLength(0);
    const r2 = await submitSeed(ctx, round.id, 0, { shown: { pins: [], adjustments: [], observationCount: 0, expected: null } });
    expect(!r2.ok && r2.problem.message).toMatch(/the screen lists 0 adjustments for this seed, the team has 1 now/);
    expect(sent).toHaveLength(0);
  });

  it("records an expected score computed on other observations than those sent as pending", async () => {
    const ctx = team();
    expect((await submitSeed(ctx, round.id, 1, { shown: { pins: [], adjustments: [], observationCount: 3, expected: { mean: 90, lo: 85, hi: 92 } } })).ok).toBe(true);
    const [row] = await listSubmissions({ teamKey: ctx.teamKey, roundId: round.id });
    expect(parseStored(recordedExpectedSchema, row.expected)).toEqual({ pending: true });
  });
});
