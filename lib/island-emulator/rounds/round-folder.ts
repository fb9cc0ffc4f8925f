import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { FolderFileError, folderHas, readFolderFile, readFolderGzip } from "@/lib/fs/folder-file";
import { parseJsonText } from "@/lib/http/json";
import { replayFrames, replaySeedIndex, startsFromReplays, validGroundTruth, validRoundDetail, type RealRound } from "./real-rounds";
import { finalOfReplay, MAX_FINALS_PER_SEED, type RealFinal } from "../play/real-finals";
import type { SiteStart } from "../sim/starts";
import type { Frame } from "../sim/types";

/*
 * The real rounds of the one folder the server is configured with (ISLAND_ROUNDS_DIR), read for
 * the dashboard: the list a person picks from, and the round they picked. A browser names a round
 * only by an id from that list, so no path it sends is ever read. Every file goes through the
 * bounded folder reader (regular files inside the folder, asynchronous, byte caps), and its JSON
 * is measured before it is built: the caps are the real files' sizes with a few times headroom,
 * so 58 MB of `{}` is refused by its size before a byte is parsed. Errors name the round and the
 * file, never a path or the file's content.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

/** Per file: bytes, and values (a real 40×40 round.json is 35 KB and ~9,000 values). */
export const ROUND_FILE_LIMITS = {
  round: { bytes: 1 * MiB, values: 200_000 },
  /** A real ground truth is 250 KB and ~56,000 values (5 seeds × 40×40 × 6 + rows). */
  groundTruth: { bytes: 2 * MiB, values: 500_000 },
  /** A real replay is ~70 KB packed, ~1.06 MB and ~150,000 values inflated. */
  replay: { bytes: 1 * MiB, inflatedBytes: 4 * MiB, values: 600_000 },
} as const;

/** Most round folders listed (the real challenge had 23 rounds). */
export const MAX_LISTED_ROUNDS = 200;
/** Most replay files looked at per round. */
const MAX_REPLAYS = 100;
/** Nesting of the deepest real file (a ground truth: object, seeds, rows, cells, classes). */
const MAX_DEPTH = 8;

const ROUND_ID = /^round-(\d{1,4})$/;

/** A folder of the list: what a person sees, and whether it can be practised. */
export interface RoundFolderEntry {
  /** The folder name, the only thing a browser sends back (`round-07`). */
  id: string;
  roundNumber: number;
  /** The round's date (YYYY-MM-DD), when its round.json gives one. */
  date: string | null;
  groundTruth: boolean;
  /** Why the round cannot be read, when it cannot (no path, no content). */
  problem: string | null;
}

/** The folder is missing or not a folder; the message names no path. */
export class RoundFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RoundFolderError";
  }
}

const listedSchema = z.looseObject({
  round_number: z.number().int().min(0).max(10_000),
  event_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

function label(id: string): string {
  return `round ${Number(ROUND_ID.exec(id)?.[1] ?? NaN)}`;
}

/** The JSON of one file of a round, measured before it is built. */
async function readJson(root: string, id: string, file: string, limits: { bytes: number; values: number }): Promise<unknown> {
  const bytes = await readFolderFile(root, `${id}/${file}`, limits.bytes).catch((err) => rethrow(id, err));
  return parseCapped(id, file, bytes.toString("utf8"), limits.values);
}

function parseCapped(id: string, file: string, text: string, maxValues: number): unknown {
  const parsed = parseJsonText(text, { maxDepth: MAX_DEPTH, maxValues });
  if (parsed.ok) return parsed.value;
  const why = parsed.reason === "empty" ? "is empty" : parsed.reason === "invalid" ? "is not valid JSON" : "holds more than a round's data";
  throw new Error(`${label(id)}: ${file} ${why}`);
}

function rethrow(id: string, err: unknown): never {
  if (err instanceof FolderFileError) throw new Error(`${label(id)}: ${err.message.replace(`${id}/`, "")}`);
  throw err;
}

/**
 * What the list shows of each round, kept per round.json's identity (inode, size, modification
 * time): a page load looks at each file's metadata and reads only the rounds that changed, not
 * 200 files of up to 1 MB every time.
 */
const listed = new Map<string, { signature: string; entry: Omit<RoundFolderEntry, "groundTruth"> }>();
const MAX_REMEMBERED = 4 * MAX_LISTED_ROUNDS;

async function signatureOf(root: string, id: string): Promise<string | null> {
  try {
    const s = await stat(path.join(root, id, "round.json"));
    return s.isFile() ? `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}` : null;
  } catch {
    return null;
  }
}

async function listedEntry(root: string, id: string): Promise<Omit<RoundFolderEntry, "groundTruth">> {
  const key = `${root}\u0000${id}`;
  const signature = await signatureOf(root, id);
  const known = listed.get(key);
  if (signature && known?.signature === signature) return known.entry;
  const entry: Omit<RoundFolderEntry, "groundTruth"> = { id, roundNumber: Number(id.slice(6)), date: null, problem: null };
  try {
    const detail = listedSchema.safeParse(await readJson(root, id, "round.json", ROUND_FILE_LIMITS.round));
    if (!detail.success) throw new Error(`${label(id)}: round.json is not a round detail`);
    entry.date = detail.data.event_date ?? null;
  } catch (err) {
    entry.problem = err instanceof Error ? err.message : String(err);
  }
  // Only a regular file's reading is remembered: a FIFO or a link is looked at (and refused) each time.
  if (signature) {
    listed.delete(key);
    listed.set(key, { signature, entry });
    if (listed.size > MAX_REMEMBERED) listed.delete(listed.keys().next().value!);
  }
  return entry;
}

/** The round folders under `root`, in round order (a missing or unreadable round.json is a problem, not an error). */
export async function listRoundFolder(root: string): Promise<RoundFolderEntry[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    throw new RoundFolderError("The rounds folder does not exist on the server.");
  }
  const ids = names
    .filter((n) => ROUND_ID.test(n))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .slice(0, MAX_LISTED_ROUNDS);
  return Promise.all(
    ids.map(async (id): Promise<RoundFolderEntry> => {
      const entry = await listedEntry(root, id);
      const groundTruth = entry.problem === null && (await folderHas(root, `${id}/ground-truth.json`).catch(() => false));
      return { ...entry, groundTruth };
    }),
  );
}

/** Whether `id` is the name of a round folder (the shape the list gives; nothing else is read). */
export function isRoundFolderId(id: string): boolean {
  return ROUND_ID.test(id);
}

/** One round of the folder, checked, with its ground truth when the folder has one. */
export async function readRoundFolder(root: string, id: string): Promise<RealRound> {
  if (!isRoundFolderId(id)) throw new Error("No such round in the rounds folder.");
  const detail = await readJson(root, id, "round.json", ROUND_FILE_LIMITS.round);
  const { roundNumber, roundId, initialStates } = validRoundDetail(label(id), detail);
  const groundTruth = (await folderHas(root, `${id}/ground-truth.json`))
    ? validGroundTruth(label(id), await readJson(root, id, "ground-truth.json", ROUND_FILE_LIMITS.groundTruth), initialStates)
    : undefined;
  let replayFiles: string[] = [];
  try {
    replayFiles = (await readdir(path.join(root, id, "replays")))
      .filter((f) => replaySeedIndex(f) !== undefined)
      .sort()
      .slice(0, MAX_REPLAYS)
      .map((f) => `${id}/replays/${f}`);
  } catch {
    // No replays: every map's runs draw their own starting stats.
  }
  return { name: id, roundNumber, roundId, initialStates, groundTruth, replayFiles, detail };
}

/** The replay of a round's file (relative name from readRoundFolder), bounded packed and inflated. */
async function readReplayFrames(root: string, rel: string): Promise<Frame[]> {
  const limits = ROUND_FILE_LIMITS.replay;
  const text = (await readFolderGzip(root, rel, limits.bytes, limits.inflatedBytes)).toString("utf8");
  const parsed = parseJsonText(text, { maxDepth: MAX_DEPTH, maxValues: limits.values });
  if (!parsed.ok) throw new Error(`${path.basename(rel)} is not a replay`);
  return replayFrames(path.basename(rel), parsed.value);
}

/** A round's real runs: the starting stats its maps start from, and per seed the final frames of its replays. */
export interface RealRuns {
  starts: (SiteStart | null)[][];
  finals: RealFinal[][];
}

/**
 * The real runs of a round read by readRoundFolder: its replays read once, giving the starting
 * stats (see startsFromReplays) and, per seed, the final frame of every readable replay of its map
 * (at most MAX_FINALS_PER_SEED), which a replayed real round's /simulate answers from.
 */
export async function readRealRuns(root: string, round: RealRound): Promise<RealRuns> {
  const replays: { seed: number; frames: Frame[] }[] = [];
  const finals: RealFinal[][] = round.initialStates.map(() => []);
  const height = round.initialStates[0]?.grid.length ?? 0;
  const width = round.initialStates[0]?.grid[0]?.length ?? 0;
  for (const rel of round.replayFiles) {
    const seed = replaySeedIndex(rel);
    if (seed === undefined || seed >= round.initialStates.length) continue;
    let frames: Frame[];
    try {
      frames = await readReplayFrames(root, rel);
    } catch {
      continue; // An unreadable replay only costs its run: that map's runs draw their own stats, or are simulated.
    }
    replays.push({ seed, frames });
    const final = finalOfReplay(frames, width, height);
    if (final && finals[seed].length < MAX_FINALS_PER_SEED) finals[seed].push(final);
  }
  return { starts: startsFromReplays(round.initialStates, replays), finals };
}

/** The real starting stats of a round read by readRoundFolder (see startsFromReplays). */
export async function readReplayStarts(root: string, round: RealRound): Promise<(SiteStart | null)[][]> {
  return (await readRealRuns(root, round)).starts;
}
