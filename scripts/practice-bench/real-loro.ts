// The model's leave-one-round-out figures on the real rounds, as `bench:island --loro --json`
// prints them: per round the mean of its seeds. Training the 16 × 2 networks costs about 20 minutes
// of CPU, so the figures are kept in a file and computed only when it is missing (or asked for);
// the file's notes say where its figures come from.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";

const loroSchema = z.looseObject({
  loro: z.literal(true),
  mode: z.string(),
  notes: z.array(z.string()).optional(),
  rows: z.array(z.looseObject({ round: z.number().int(), mean: z.number() })).min(2),
});

export interface RealLoro {
  rounds: { round: number; mean: number }[];
  mode: string;
  source: string;
  notes: string[];
}

/** The bench:island arguments that produce the figures (the README's leave-one-round-out line). */
export function loroArgs(dataDir: string, rounds: string, modelCache: string): string[] {
  return ["--data", dataDir, "--rounds", rounds, "--loro", "--model-cache", modelCache, "--json"];
}

/** Reads the figures from `file`, running bench:island to write it first when it is missing or `refresh`. */
export function realLoro(file: string, dataDir: string, rounds: string, modelCache: string, refresh: boolean): RealLoro {
  if (refresh || !existsSync(file)) {
    const args = loroArgs(dataDir, rounds, modelCache);
    console.error(`# computing the real leave-one-round-out figures: npm run --silent bench:island -- ${args.join(" ")}`);
    const run = spawnSync("npx", ["tsx", "scripts/bench-island.ts", ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] });
    if (run.status !== 0) throw new Error(`bench:island exited with ${run.status}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, run.stdout);
  }
  const parsed = loroSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return { rounds: parsed.rows.map((r) => ({ round: r.round, mean: r.mean })), mode: parsed.mode, source: file, notes: parsed.notes ?? [] };
}
