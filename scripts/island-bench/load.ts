import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { observationSchema, roundDetailSchema, tensorSchema, type Observation, type RoundDetail } from "../../lib/island/schemas";

/** One `round-NN/` folder: the only files the island scripts read. */
export interface RoundData {
  number: number;
  round: RoundDetail;
  groundTruth: number[][][][] | null;
  observations: Observation[] | null;
  official: { seed_index: number; official_score: number; prediction: number[][][] }[] | null;
}

const groundTruthSchema = z.looseObject({ seeds: z.array(tensorSchema) });
const officialSchema = z.looseObject({
  seeds: z.array(z.looseObject({ seed_index: z.number().int(), official_score: z.number(), prediction: tensorSchema })),
});

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

export function loadRound(dir: string, number: number): RoundData {
  const round = roundDetailSchema.parse(readJson(join(dir, "round.json")));
  const gtPath = join(dir, "ground-truth.json");
  const obsPath = join(dir, "observations.jsonl");
  const offPath = join(dir, "official-scores.json");
  const observations = existsSync(obsPath)
    ? readFileSync(obsPath, "utf8")
        .split("\n")
        .filter((l) => l.trim().length > 0)
        .map((l) => observationSchema.parse(JSON.parse(l)))
    : null;
  return {
    number,
    round,
    groundTruth: existsSync(gtPath) ? groundTruthSchema.parse(readJson(gtPath)).seeds : null,
    observations,
    official: existsSync(offPath) ? officialSchema.parse(readJson(offPath)).seeds : null,
  };
}

/** Every `round-NN/` folder of a data directory, ascending by number. */
export function loadRounds(dataDir: string, filter?: (n: number) => boolean): RoundData[] {
  return readdirSync(dataDir)
    .map((name) => /^round-(\d+)$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .filter((n) => !filter || filter(n))
    .sort((a, b) => a - b)
    .map((n) => loadRound(join(dataDir, `round-${String(n).padStart(2, "0")}`), n));
}

/** "2-17", "5,7,9-11" → predicate. */
export function parseRoundSpec(spec: string): (n: number) => boolean {
  const ranges = spec.split(",").map((part) => {
    const [a, b] = part.split("-").map((v) => Number(v.trim()));
    if (!Number.isInteger(a) || (b !== undefined && !Number.isInteger(b))) throw new Error(`bad round list: ${spec}`);
    return [a, b ?? a] as const;
  });
  return (n) => ranges.some(([a, b]) => n >= a && n <= b);
}
