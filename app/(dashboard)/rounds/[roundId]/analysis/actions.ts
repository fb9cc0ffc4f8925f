"use server";

import { z } from "zod";
import { auth } from "@/lib/auth/config";
import { describeServiceError, type ServiceProblem } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team/server";

const input = z.object({ roundId: z.string().min(1).max(100), seedIndex: z.number().int().min(0).max(4) });

export type ReplayFrames = { grids: number[][][]; settlementCounts: number[]; ownerCounts: number[] };

/** A full run of the simulator for one seed (frames 0–50), when the service offers replays. */
export async function loadReplay(raw: { roundId: string; seedIndex: number }): Promise<{ ok: true; replay: ReplayFrames } | { ok: false; problem: ServiceProblem }> {
  if (!(await auth())) return { ok: false, problem: { title: "Signed out", message: "Your session ended.", action: "Sign in again." } };
  const parsed = input.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: { title: "Bad request", message: parsed.error.issues[0].message, action: "Reload the page." } };
  const { client } = await getTeamContext();
  try {
    const replay = await client.replay({ round_id: parsed.data.roundId, seed_index: parsed.data.seedIndex });
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
