import "server-only";
import { z } from "zod";
import { roundDetailSchema } from "@/lib/island/schemas";
import { isPresetName, PRESET_NAMES, type InitialState } from "../engine";
import { generatedInitialStates, practiceHiddenState } from "../practice/practice-world";
import { unprocessable } from "../api/responses";
import { DEFAULT_PREDICTION_WINDOW_MINUTES, insertRound, SEEDS_COUNT, type RoundRow } from "./rounds-store";
import { randomSeed } from "../play/seeds";

/** Body of POST /admin/rounds. */
export const createRoundSchema = z.object({
  map_seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  preset: z.string().optional(),
  prediction_window_minutes: z.number().int().min(1).max(7 * 24 * 60).optional(),
  /** A real round's round.json: its initial states are used instead of generated maps. */
  round: z.unknown().optional(),
  map_width: z.number().int().min(10).max(100).optional(),
  map_height: z.number().int().min(10).max(100).optional(),
  /** The model baseline team plays the round (50 planned queries, then the model's prediction). */
  baseline: z.boolean().optional(),
});
export type CreateRoundRequest = z.infer<typeof createRoundSchema>;

/** Initial states of a real round.json, checked for shape and reduced to the public fields. */
export function initialStatesOfRealRound(round: unknown): { states: InitialState[]; width: number; height: number; label: string } {
  const parsed = roundDetailSchema.safeParse(round);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unprocessable(`round: not a round detail (round.json): ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  const r = parsed.data;
  if (r.initial_states.length !== SEEDS_COUNT) {
    throw unprocessable(`round: expected ${SEEDS_COUNT} initial states, got ${r.initial_states.length}`);
  }
  const states = r.initial_states.map((s, i) => {
    if (s.grid.length !== r.map_height || s.grid.some((row) => row.length !== r.map_width)) {
      throw unprocessable(`round: initial state ${i} grid is not ${r.map_height}×${r.map_width}`);
    }
    const settlements = s.settlements.map((p) => ({ x: p.x, y: p.y, has_port: p.has_port, alive: p.alive }));
    if (settlements.some((p) => p.x < 0 || p.y < 0 || p.x >= r.map_width || p.y >= r.map_height)) {
      throw unprocessable(`round: initial state ${i} has a settlement outside the map`);
    }
    return { grid: s.grid.map((row) => [...row]), settlements };
  });
  return { states, width: r.map_width, height: r.map_height, label: `real round ${r.round_number} (${r.id})` };
}

/**
 * Creates a pending round: generated maps from `map_seed` (random when absent) or a real round's
 * initial states, and hidden parameters drawn from `preset` (a named regime; drawn when absent).
 * The same map_seed and preset give the same round.
 */
export async function createRound(req: CreateRoundRequest, opts: { startedByTeamId?: string } = {}): Promise<RoundRow> {
  if (req.preset !== undefined && !isPresetName(req.preset)) {
    throw unprocessable(`preset: unknown preset "${req.preset}"; expected one of ${PRESET_NAMES.join(", ")}`);
  }
  const mapSeed = req.map_seed ?? randomSeed();
  let initialStates: InitialState[];
  let width = req.map_width ?? 40;
  let height = req.map_height ?? 40;
  let source = "generated";
  if (req.round !== undefined) {
    const real = initialStatesOfRealRound(req.round);
    initialStates = real.states;
    width = real.width;
    height = real.height;
    source = real.label;
  } else {
    initialStates = generatedInitialStates(mapSeed, width, height, SEEDS_COUNT);
  }
  const hidden = practiceHiddenState(mapSeed, initialStates, { preset: req.preset });
  return insertRound({
    mapWidth: width,
    mapHeight: height,
    predictionWindowMinutes: req.prediction_window_minutes ?? DEFAULT_PREDICTION_WINDOW_MINUTES,
    mapSeed,
    preset: req.preset ?? null,
    source,
    hiddenParams: hidden.params,
    siteFortunes: hidden.fortunes,
    siteStarts: hidden.starts,
    initialStates,
    baseline: req.baseline ?? false,
    startedByTeamId: opts.startedByTeamId ?? null,
  });
}
