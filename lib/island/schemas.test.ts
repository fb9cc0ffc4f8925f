import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  analysisSchema,
  observationSchema,
  replaySchema,
  roundDetailSchema,
  roundSchema,
  simulateRequestSchema,
  simulateResponseSchema,
  toObservation,
} from "./schemas";

const round16 = path.resolve(process.cwd(), "../shared/island-rounds/round-16");

describe("schemas accept the real service's payloads", () => {
  it("round detail (round.json), and its list fields as a Round", () => {
    const raw = JSON.parse(readFileSync(path.join(round16, "round.json"), "utf8"));
    const detail = roundDetailSchema.parse(raw);
    expect(detail.initial_states).toHaveLength(5);
    expect(detail.initial_states[0].grid).toHaveLength(40);
    expect(detail.round_weight).toBe(2.1829);
    expect(roundSchema.parse(raw).status).toBe("completed");
  });

  it("every observation line, which round-trips through a simulate response", () => {
    const lines = readFileSync(path.join(round16, "observations.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(50);
    for (const line of lines) {
      const obs = observationSchema.parse(JSON.parse(line));
      expect(obs.grid).toHaveLength(obs.viewport.h);
      const res = simulateResponseSchema.parse({ ...obs, width: 40, height: 40, queries_used: 1, queries_max: 50 });
      expect(toObservation(obs.seed_index, res)).toEqual(obs);
    }
  });

  it("a replay with 51 frames of full settlement stats", () => {
    const file = readdirSync(path.join(round16, "replays"))[0];
    const replay = replaySchema.parse(JSON.parse(gunzipSync(readFileSync(path.join(round16, "replays", file))).toString("utf8")));
    expect(replay.frames).toHaveLength(51);
    expect(replay.frames[50].step).toBe(50);
    expect(replay.frames[0].settlements[0]).toHaveProperty("population");
  });

  it("analysis with no submitted prediction, and unknown extra fields pass through", () => {
    const a = analysisSchema.parse({ prediction: null, ground_truth: [[[1, 0, 0, 0, 0, 0]]], score: null, width: 1, height: 1, initial_grid: null, extra: 7 });
    expect(a.prediction).toBeNull();
    expect((a as Record<string, unknown>).extra).toBe(7);
  });
});

describe("simulate request", () => {
  it("fills in the spec's viewport defaults", () => {
    expect(simulateRequestSchema.parse({ round_id: "r", seed_index: 2 })).toEqual({
      round_id: "r",
      seed_index: 2,
      viewport_x: 0,
      viewport_y: 0,
      viewport_w: 15,
      viewport_h: 15,
    });
  });

  it("rejects a viewport outside 5–15 or a negative position", () => {
    expect(simulateRequestSchema.safeParse({ round_id: "r", seed_index: 0, viewport_w: 16 }).success).toBe(false);
    expect(simulateRequestSchema.safeParse({ round_id: "r", seed_index: 0, viewport_h: 4 }).success).toBe(false);
    expect(simulateRequestSchema.safeParse({ round_id: "r", seed_index: 0, viewport_x: -1 }).success).toBe(false);
  });
});
