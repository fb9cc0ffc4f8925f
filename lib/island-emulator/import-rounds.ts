import "server-only";
import { drawHiddenState } from "./engine";
import { currentRounds, startRound } from "./lifecycle";
import { saveGroundTruth } from "./play-store";
import { practiceCapRefusal } from "./practice";
import { realBestLine, realRoundLabel } from "./real-best-scores";
import { parseRoundRange, readRealRounds, replayStarts, type RealRound } from "./real-rounds";
import { DEFAULT_PREDICTION_WINDOW_MINUTES, insertRound, SEEDS_COUNT, selectRound } from "./rounds-store";
import { derivedSeed } from "./seeds";
import { fittedRound } from "./sim/params";

/*
 * Practice on the real rounds: a practice round per real round, with the real initial maps,
 * observations drawn by the emulator with the hidden parameters fitted to that round
 * (bench:fidelity --out), and the real ground truth read from the folder and stored with the
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

async function importOne(real: RealRound, predictionWindowMinutes: number): Promise<ImportedRound> {
  const fit = fittedRound(real.roundNumber);
  // A round without a fit draws its hidden state from the spread of real regimes; a fit without
  // site fortunes plays with even fortunes. The starting stats are the real ones wherever the
  // folder has a replay of the map (the fit was made with them); elsewhere each run draws its own.
  const hidden = fit
    ? { params: fit.params, fortunes: fit.fortunes, starts: replayStarts(real) }
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
    initialStates: real.initialStates.map((s) => ({
      grid: s.grid.map((r) => [...r]),
      settlements: s.settlements.map((p) => ({ x: p.x, y: p.y, has_port: p.has_port, alive: p.alive })),
    })),
    baseline: true,
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
 * ground truth, optionally limited to `rounds` ("A-B"). Rounds that cannot be scored are skipped
 * with the reason.
 */
export async function importRealRounds(
  dir: string,
  opts: { rounds?: string; predictionWindowMinutes?: number } = {},
): Promise<ImportReport> {
  const reals = readRealRounds(dir, parseRoundRange(opts.rounds));
  const report: ImportReport = { imported: [], skipped: [] };
  for (const real of reals) {
    const reason = unusable(real);
    if (reason) {
      report.skipped.push({ name: real.name, reason });
      continue;
    }
    report.imported.push(await importOne(real, opts.predictionWindowMinutes ?? DEFAULT_PREDICTION_WINDOW_MINUTES));
  }
  return report;
}

export type RealRoundStart = { ok: true; id: string } | { ok: false; reason: string; status: number };

/**
 * Practice mode's form: imports one real round from a folder on the server and starts it now,
 * unless `maxOpen` rounds are open already.
 */
export async function startRealRound(dir: string, round: number, maxOpen: number): Promise<RealRoundStart> {
  const open = (await currentRounds()).filter((r) => r.status === "active" || r.status === "pending").length;
  const refusal = practiceCapRefusal(open, maxOpen);
  if (refusal) return { ok: false, reason: refusal, status: 429 };
  let report: ImportReport;
  try {
    report = await importRealRounds(dir, { rounds: String(round) });
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err), status: 422 };
  }
  const imported = report.imported[0];
  if (!imported) return { ok: false, reason: `Round ${round} cannot be practised: ${report.skipped[0]?.reason ?? "not found"}.`, status: 422 };
  await startRound(imported.id);
  return { ok: true, id: imported.id };
}

/** For the analysis of a practice round made from a real round: what the live teams scored on it. */
export async function realRoundNote(roundId: string): Promise<string | null> {
  const row = await selectRound(roundId);
  return row ? realBestLine(row.source) : null;
}
