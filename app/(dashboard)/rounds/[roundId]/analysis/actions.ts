"use server";

import { z } from "zod";
import { auth } from "@/lib/auth/config";
import { describeServiceError, type ServiceProblem } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team/server";
import { withInput } from "@/lib/http/action-input";

const input = z.object({ roundId: z.string().min(1).max(100), seedIndex: z.number().int().min(0).max(4) });

export type ReplayFrames = { grids: number[][][]; settlementCounts: number[]; ownerCounts: number[] };

/** A full run of the simulator for one seed (frames 0–50), when the service offers replays. */
export async function loadReplay(raw: { roundId: string; seedIndex: number }): Promise<Replayed> {
  if (!(await auth())) return { ok: false, problem: { title: "Signed out", message: "Your session ended.", action: "Sign in again." } };
  const badRequest = (message: string): Replayed => ({ ok: false, problem: { title: "Bad request", message, action: "Reload the page." } });
  return withInput(input, raw, badRequest, replayOf);
}

type Replayed = { ok: true; replay: ReplayFrames } | { ok: false; problem: ServiceProblem };

async function replayOf({ roundId, seedIndex }: z.output<typeof input>): Promise<Replayed> {
  const { client } = await getTeamContext();
  try {
    const replay = await client.replay({ round_id: roundId, seed_index: seedIndex });
    return {
      ok: true,
      replay: {
        grids: replay.frames.map((f) => f.grid),
        settlementCounts: replay.frames.map((f) => f.settlements.filter((s) => s.alive).length),
        ownerCounts: replay.frames.map((f) => new Set(f.settlements.filter((s) => s.alive).map((s) => s.owner_id)).size),
      },
    };
  } catch (err) {
    return { ok: false, problem: describeServiceError(err) };
  }
}
