import "server-only";
import { drawHiddenState } from "../engine";
import { startRound } from "./lifecycle";
import { saveGroundTruth } from "../play/play-store";
import { pacedStart, type PacedStart } from "../practice/practice";
import { realBestLine, realRoundLabel, realRoundOfSource } from "./real-best-scores";
import { parseRoundRange, type RealRound } from "./real-rounds";
import { listRoundFolder, readRealRuns, readRoundFolder, RoundFolderError, type RoundFolderEntry } from "./round-folder";
import { DEFAULT_PREDICTION_WINDOW_MINUTES, insertRound, SEEDS_COUNT, selectRound, selectRoundSources } from "./rounds-store";
import { derivedSeed } from "../play/seeds";
import { fittedRound } from "../sim/params";

/*
 * Practice on the real rounds: a practice round per real round, with the real initial maps,
 * observations drawn from the real simulator's own runs of a map where the folder has replays of
 * it, else by the emulator with the hidden parameters fitted to that round (bench:fidelity --out),
 * and the real ground truth read from the folder and stored with the
 * round, so the round is scored against what really happened (scoring only computes the ground
 * truth of seeds that have none).
 */

/** Runs behind every real ground truth (the real service's Monte-Carlo count). */
const REAL_GROUND_TRUTH_RUNS = 200;

export interface ImportedRound {
  realRound: number;
  id: string;
  roundNumber: number;
  /** Hindsight fit score of the parameters drawing the observations, or null when none was fitted. */
  fitScore: number | null;
}

export interface ImportReport {
  imported: ImportedRound[];
  skipped: { name: string; reason: string }[];
}

async function importOne(dir: string, real: RealRound, predictionWindowMinutes: number, startedByTeamId: string | null = null): Promise<ImportedRound> {
  const fit = fittedRound(real.roundNumber);
  const runs = await readRealRuns(dir, real);
  // A round without a fit draws its hidden state from the spread of real regimes; a fit without
  // site fortunes plays with even fortunes. The starting stats are the real ones wherever the
  // folder has a replay of the map (the fit was made with them); elsewhere each run draws its own.
  // A seed with real runs is answered from them; the hidden state answers the others.
  const hidden = fit
    ? { params: fit.params, fortunes: fit.fortunes, starts: runs.starts }
    : drawHiddenState(derivedSeed("import", real.roundNumber), real.initialStates);
  const h = real.initialStates[0].grid.length;
  const w = real.initialStates[0].grid[0].length;
  const source = realRoundLabel(real.roundNumber, real.roundId);
  const row = await insertRound({
    mapWidth: w,
    mapHeight: h,
    predictionWindowMinutes,
    mapSeed: derivedSeed(source),
    preset: null,
    source,
    hiddenParams: hidden.params,
    siteFortunes: hidden.fortunes,
    siteStarts: hidden.starts,
    ...(runs.finals.some((f) => f.length > 0) ? { realFinals: runs.finals } : {}),
    initialStates: real.initialStates.map((s) => ({
      grid: s.grid.map((r) => [...r]),
      settlements: s.settlements.map((p) => ({ x: p.x, y: p.y, has_port: p.has_port, alive: p.alive })),
    })),
    baseline: true,
    startedByTeamId,
  });
  for (let seed = 0; seed < row.seedsCount; seed++) {
    await saveGroundTruth(row.id, seed, real.groundTruth![seed], REAL_GROUND_TRUTH_RUNS);
  }
  return { realRound: real.roundNumber, id: row.id, roundNumber: row.roundNumber, fitScore: fit?.score ?? null };
}

function unusable(real: RealRound): string | null {
  if (!real.groundTruth) return "no ground truth published: it could not be scored against reality";
  if (real.initialStates.length !== SEEDS_COUNT) return `${real.initialStates.length} seeds, expected ${SEEDS_COUNT}`;
  const h = real.initialStates[0].grid.length;
  const w = real.initialStates[0].grid[0]?.length ?? 0;
  if (w < 10 || h < 10 || w > 100 || h > 100) return `a ${w}×${h} map (10–100 cells a side)`;
  const ragged = real.initialStates.some((s) => s.grid.length !== h || s.grid.some((r) => r.length !== w));
  if (ragged) return "maps of different sizes";
  const outside = real.initialStates.some((s) => s.settlements.some((p) => p.x < 0 || p.y < 0 || p.x >= w || p.y >= h));
  return outside ? "a settlement outside its map" : null;
}

/**
 * Creates a pending practice round for every real round under `dir` (round-NN folders) with a
 * ground truth, optionally limited to `rounds` ("A-B"). Rounds that cannot be read or scored are
 * skipped with the reason.
 */
export async function importRealRounds(
  dir: string,
  opts: { rounds?: string; predictionWindowMinutes?: number } = {},
): Promise<ImportReport> {
  const range = parseRoundRange(opts.rounds);
  const entries = (await listRoundFolder(dir)).filter((e) => !range || (e.roundNumber >= range.from && e.roundNumber <= range.to));
  if (entries.length === 0) throw new Error(`no round-NN folders${range ? ` in ${range.from}-${range.to}` : ""} in that folder`);
  const report: ImportReport = { imported: [], skipped: [] };
  for (const entry of entries) {
    let reason = entry.problem;
    let real: RealRound | undefined;
    if (!reason) {
      try {
        real = await readRoundFolder(dir, entry.id);
        reason = unusable(real);
      } catch (err) {
        reason = err instanceof Error ? err.message : String(err);
      }
    }
    if (reason || !real) {
      report.skipped.push({ name: entry.id, reason: reason ?? "unreadable" });
      continue;
    }
    report.imported.push(await importOne(dir, real, opts.predictionWindowMinutes ?? DEFAULT_PREDICTION_WINDOW_MINUTES));
  }
  return report;
}

/**
 * Practice mode's form: imports one real round of the configured folder, named by its id in the
 * folder's list (`round-07`; nothing else is read), and starts it now for `teamId` (its to finish
 * early), paced and capped like every practice start. Every refusal says why in words that name no
 * path and quote no file.
 */
export function startRealRound(dir: string, id: string, maxOpen: number, teamId: string): Promise<PacedStart> {
  return pacedStart(teamId, maxOpen, async () => {
    let entries;
    try {
      entries = await listRoundFolder(dir);
    } catch (err) {
      if (err instanceof RoundFolderError) return { ok: false, reason: err.message, status: 404 };
      throw err;
    }
    const entry = entries.find((e) => e.id === id);
    if (!entry) return { ok: false, reason: "That round is not in the rounds folder: pick one from the list.", status: 404 };
    const cannot = (why: string) => ({ ok: false as const, reason: `Real round ${entry.roundNumber} cannot be practised: ${why}.`, status: 422 });
    if (entry.problem) return cannot(entry.problem);
    let real: RealRound;
    try {
      real = await readRoundFolder(dir, entry.id);
    } catch (err) {
      return cannot(err instanceof Error ? err.message : String(err));
    }
    const reason = unusable(real);
    if (reason) return cannot(reason);
    const imported = await importOne(dir, real, DEFAULT_PREDICTION_WINDOW_MINUTES, teamId);
    await startRound(imported.id);
    return { ok: true, id: imported.id };
  });
}

/** For the analysis of a practice round made from a real round: what the live teams scored on it. */
export async function realRoundNote(roundId: string): Promise<string | null> {
  const row = await selectRound(roundId);
  return row ? realBestLine(row.source) : null;
}

/**
 * What the dashboard offers to practise on: the configured folder's rounds, or why there are none,
 * naming the folder read (shown to the signed-in team only, so it can set ISLAND_ROUNDS_DIR right).
 */
export async function offeredRealRounds(dir: string): Promise<{ rounds: RoundFolderEntry[]; unavailable?: string }> {
  try {
    const rounds = await listRoundFolder(dir);
    return rounds.length > 0 ? { rounds } : { rounds, unavailable: `The rounds folder ${dir} holds no round-NN folder. Set ISLAND_ROUNDS_DIR to the folder of the real rounds.` };
  } catch (err) {
    if (err instanceof RoundFolderError) return { rounds: [], unavailable: `No real rounds in ${dir}: ${err.message} Set ISLAND_ROUNDS_DIR to the folder of the real rounds.` };
    throw err;
  }
}

/** The real round each round made from a real round replays, by round id (rounds on generated maps are absent). */
export async function replayedRealRounds(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { id, source } of await selectRoundSources()) {
    const real = realRoundOfSource(source);
    if (real !== null) out[id] = real;
  }
  return out;
}
