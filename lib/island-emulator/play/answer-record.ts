import "server-only";
import type { SimulateResponse } from "@/lib/island";
import { getBudget, observationsOf } from "./play-store";
import { selectRound } from "../rounds/rounds-store";

/** One /simulate answer as the emulator recorded it when it charged the query. */
export type RecordedAnswer = { queryNumber: number; seedIndex: number; createdAt: Date; response: SimulateResponse };

/**
 * Every answer the emulator gave a team in a round, oldest first, rebuilt exactly as /simulate
 * sent it. The emulator writes it in the same transaction as the charge, so a dashboard that died
 * before storing an answer finds it here on restart.
 */
export async function recordedAnswers(roundId: string, teamId: string): Promise<RecordedAnswer[]> {
  const round = await selectRound(roundId);
  if (!round) return [];
  const [rows, budget] = await Promise.all([observationsOf(roundId, teamId), getBudget(roundId, teamId)]);
  return rows.map((o) => ({
    queryNumber: o.queryNumber,
    seedIndex: o.seedIndex,
    createdAt: new Date(o.createdAt),
    response: {
      grid: JSON.parse(o.grid),
      settlements: JSON.parse(o.settlements),
      viewport: JSON.parse(o.viewport),
      width: round.mapWidth,
      height: round.mapHeight,
      queries_used: o.queryNumber,
      queries_max: budget.queriesMax,
    },
  }));
}
