// Reads real rounds from a folder laid out like ../shared/island-rounds: one `round-NN/` per round
// with `round.json` (initial states), `ground-truth.json` (optional) and `replays/*.json.gz`
// (optional). Shapes are checked at this boundary so a wrong folder gives a clear message.

import { closeSync, constants, existsSync, fstatSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { startFrom, withStarts, type SiteStart } from "../sim/starts";
import type { Frame, InitialState } from "../sim/types";

/** Largest map side accepted from a folder (real maps are 40×40). */
const MAX_SIDE = 200;
/** Largest file the offline scripts read (a real ground truth is about 250 KB). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

const gridSchema = z.array(z.array(z.number().int()).max(MAX_SIDE)).min(1).max(MAX_SIDE);
const initialStateSchema = z.object({
  grid: gridSchema,
  settlements: z
    .array(z.object({ x: z.number().int(), y: z.number().int(), has_port: z.boolean(), alive: z.boolean() }))
    .max(MAX_SIDE * MAX_SIDE),
});
const roundSchema = z.object({
  id: z.string().max(100).optional(),
  round_number: z.number().int().min(0).max(10_000),
  initial_states: z.array(initialStateSchema).min(1).max(10),
});
const truthSchema = z.object({ seeds: z.array(z.array(z.array(z.array(z.number().min(0).max(1)).length(6)))) });

export interface RealRound {
  /** Folder name, e.g. `round-07`. */
  name: string;
  roundNumber: number;
  roundId?: string;
  initialStates: InitialState[];
  /** Per seed H×W×6 class distribution (absent when the round's ground truth was never published). */
  groundTruth?: number[][][][];
  /** Paths of the round's replay files. */
  replayFiles: string[];
  /** Path of the round's real /simulate answers (one JSON a line), if the folder has them. */
  observationsFile?: string;
  /** round.json as read (the round detail the prediction model takes). */
  detail: unknown;
}

/** Where in a round's files a schema issue lies, in words (no content of the file). */
function issuePlace(file: string, issuePath: readonly PropertyKey[]): string {
  const [head, seed] = issuePath;
  if (head === "initial_states" && typeof seed === "number") return `initial state of seed ${seed}`;
  if (head === "seeds" && typeof seed === "number") return `ground truth of seed ${seed}`;
  return file;
}

function invalid(label: string, file: string, error: z.ZodError): Error {
  const issue = error.issues[0];
  return new Error(`${label}: ${issuePlace(file, issue?.path ?? [])} is not valid (${issue?.message ?? "unexpected shape"})`);
}

/** A round detail (round.json) checked; `label` names the round in errors (`round 7`). */
export function validRoundDetail(label: string, detail: unknown): { roundNumber: number; roundId?: string; initialStates: InitialState[] } {
  const parsed = roundSchema.safeParse(detail);
  if (!parsed.success) throw invalid(label, "round.json", parsed.error);
  return { roundNumber: parsed.data.round_number, roundId: parsed.data.id, initialStates: parsed.data.initial_states as InitialState[] };
}

/** A ground truth (ground-truth.json) checked against the round's maps. */
export function validGroundTruth(label: string, value: unknown, initialStates: readonly InitialState[]): number[][][][] {
  const gt = truthSchema.safeParse(value);
  if (!gt.success) throw invalid(label, "ground-truth.json", gt.error);
  if (gt.data.seeds.length !== initialStates.length) throw new Error(`${label}: ground truth has ${gt.data.seeds.length} seeds, round ${initialStates.length}`);
  gt.data.seeds.forEach((t, i) => {
    const g = initialStates[i].grid;
    if (t.length !== g.length || t[0]?.length !== g[0]?.length) throw new Error(`${label}: ground truth of seed ${i} does not match its map`);
  });
  return gt.data.seeds;
}

/**
 * A JSON file of a round folder for the offline scripts, refused past the size bound and unless it
 * is a regular file (opened without blocking, so a FIFO is refused instead of waited on). The
 * server reads rounds through round-folder.ts, asynchronously.
 */
export function readRoundFile(file: string): unknown {
  const fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${path.basename(file)} is not a regular file`);
    if (stat.size > MAX_FILE_BYTES) throw new Error(`${path.basename(file)} is too large (${stat.size} bytes)`);
    return JSON.parse(readFileSync(fd, "utf8"));
  } finally {
    closeSync(fd);
  }
}

function readRound(dir: string, name: string): RealRound {
  const detail = readRoundFile(path.join(dir, "round.json"));
  const { roundNumber, roundId, initialStates } = validRoundDetail(name, detail);
  const gtPath = path.join(dir, "ground-truth.json");
  const groundTruth = existsSync(gtPath) ? validGroundTruth(name, readRoundFile(gtPath), initialStates) : undefined;
  const replayDir = path.join(dir, "replays");
  const replayFiles = existsSync(replayDir)
    ? readdirSync(replayDir)
        .filter((f) => f.endsWith(".json.gz"))
        .sort()
        .map((f) => path.join(replayDir, f))
    : [];
  const obsPath = path.join(dir, "observations.jsonl");
  const observationsFile = existsSync(obsPath) ? obsPath : undefined;
  return { name, roundNumber, roundId, initialStates, groundTruth, replayFiles, observationsFile, detail };
}

/** Parses `A-B` or `A` into an inclusive range of round numbers. */
export function parseRoundRange(spec: string | undefined): { from: number; to: number } | undefined {
  if (!spec) return undefined;
  const m = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(spec.trim());
  if (!m) throw new Error(`--rounds must look like 3 or 1-17, got "${spec}"`);
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (to < from) throw new Error(`--rounds ${spec}: the range is empty`);
  return { from, to };
}

/** All `round-*` folders under `dir`, in round order, optionally limited to a range of round numbers. */
export function readRealRounds(dir: string, range?: { from: number; to: number }): RealRound[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`no folder at ${dir}`);
  const rounds = readdirSync(dir)
    .filter((d) => /^round-\d+$/.test(d))
    .filter((d) => !range || (Number(d.slice(6)) >= range.from && Number(d.slice(6)) <= range.to))
    .map((d) => readRound(path.join(dir, d), d))
    .sort((a, b) => a.roundNumber - b.roundNumber);
  if (rounds.length === 0) throw new Error(`no round-NN folders${range ? ` in ${range.from}-${range.to}` : ""} under ${dir}`);
  return rounds;
}

/** The real /simulate answers of a round, in the order they were made (at most 1,000 lines). */
export function readObservations(file: string): unknown[] {
  const size = statSync(file).size;
  if (size > MAX_FILE_BYTES) throw new Error(`${file} is too large (${size} bytes)`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .slice(0, 1000)
    .map((l) => JSON.parse(l) as unknown);
}

/** Frames of one replay file (51 yearly frames of a real run). */
export function readReplay(file: string): Frame[] {
  const size = statSync(file).size;
  if (size > MAX_FILE_BYTES) throw new Error(`${file} is too large (${size} bytes)`);
  return replayFrames(path.basename(file), JSON.parse(gunzipSync(readFileSync(file), { maxOutputLength: MAX_FILE_BYTES }).toString("utf8")));
}

/** The seed index a replay file is of (`seed-3-919391381.json.gz` → 3), or undefined. */
export function replaySeedIndex(file: string): number | undefined {
  const m = /^seed-(\d{1,2})-\d+\.json\.gz$/.exec(path.basename(file));
  return m ? Number(m[1]) : undefined;
}

/** The frames of a parsed replay, or an error naming the file (`label`). */
export function replayFrames(label: string, data: unknown): Frame[] {
  const frames = (data as { frames?: unknown } | null)?.frames;
  if (!Array.isArray(frames) || frames.length < 51) throw new Error(`${label} has no 51 frames`);
  return frames as Frame[];
}

/**
 * The real starting stats (population, food, wealth, defense) of every living settlement of each
 * map, from step 0 of a replay of that map (the first readable one of each seed, in `replays`);
 * null elsewhere. The real simulator starts every run of a map from the same stats (its replays of
 * one map agree), so with them the emulator plays the map the real runs played.
 */
export function startsFromReplays(
  initialStates: readonly InitialState[],
  replays: Iterable<{ seed: number; frames: Frame[] }>,
): (SiteStart | null)[][] {
  const starts = initialStates.map((s) => s.settlements.map((): SiteStart | null => null));
  const done = new Set<number>();
  for (const { seed, frames } of replays) {
    if (seed >= starts.length || done.has(seed) || !Array.isArray(frames[0]?.settlements)) continue;
    done.add(seed);
    const atStart = new Map(frames[0].settlements.map((s) => [`${s.x},${s.y}`, s]));
    starts[seed] = initialStates[seed].settlements.map((s) => (s.alive ? startFrom(atStart.get(`${s.x},${s.y}`)) : null));
  }
  return starts;
}

/** The replays of a round read from its folder (offline scripts); an unreadable one is skipped. */
function* readableReplays(round: RealRound): Generator<{ seed: number; frames: Frame[] }> {
  const used = new Set<number>();
  for (const file of round.replayFiles) {
    const seed = replaySeedIndex(file);
    if (seed === undefined || used.has(seed)) continue;
    let frames: Frame[];
    try {
      frames = readReplay(file);
    } catch {
      continue; // An unreadable replay only costs its stats: that map's runs draw their own.
    }
    if (Array.isArray(frames[0]?.settlements)) used.add(seed);
    yield { seed, frames };
  }
}

/** startsFromReplays for a round read by readRealRounds. */
export function replayStarts(round: RealRound): (SiteStart | null)[][] {
  return startsFromReplays(round.initialStates, readableReplays(round));
}

/** The round's initial states with the real starting stats attached where a replay gives them. */
export function withStartingStats(round: RealRound): InitialState[] {
  const starts = replayStarts(round);
  return round.initialStates.map((s, i) => withStarts(s, starts[i]));
}
