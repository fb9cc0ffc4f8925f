import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { readObservations, readRealRounds, readRoundFile } from "../../lib/island-emulator/rounds/real-rounds";
import { observationSchema, roundDetailSchema, tensorSchema, type Observation, type RoundDetail } from "../../lib/island/schemas";

export { parseRoundRange } from "../../lib/island-emulator/rounds/real-rounds";

/** One `round-NN/` folder as the model's scripts need it (read by the one bounded reader). */
export interface RoundData {
  number: number;
  round: RoundDetail;
  groundTruth: number[][][][] | null;
  observations: Observation[] | null;
  official: { seed_index: number; official_score: number; prediction: number[][][] }[] | null;
}

const officialSchema = z.looseObject({
  seeds: z.array(z.looseObject({ seed_index: z.number().int(), official_score: z.number(), prediction: tensorSchema })),
});

/** Every `round-NN/` folder of a data directory (optionally a range of round numbers), ascending. */
export function loadRounds(dataDir: string, range?: { from: number; to: number }): RoundData[] {
  return readRealRounds(dataDir, range).map((r) => {
    const officialPath = join(dataDir, r.name, "official-scores.json");
    return {
      number: r.roundNumber,
      round: roundDetailSchema.parse(r.detail),
      groundTruth: r.groundTruth ?? null,
      observations: r.observationsFile ? readObservations(r.observationsFile).map((o) => observationSchema.parse(o)) : null,
      official: existsSync(officialPath) ? officialSchema.parse(readRoundFile(officialPath)).seeds : null,
    };
  });
}
