"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { getIslandToken } from "@/lib/auth/island-token";
import { teamContextForToken } from "@/lib/dashboard/team/server";
import { env } from "@/lib/env";
import { formInput, withInput } from "@/lib/http/action-input";
import { startRealRound } from "@/lib/island-emulator/rounds";

export type ImportRoundState = { error?: string; status?: number };

// Only a round id from the rounds folder's list: the server reads no path a browser sends.
const PICK = "Pick a round from the list.";
const formSchema = formInput(["round"], z.object({ round: z.string(PICK).regex(/^round-\d{1,4}$/, PICK) }));

/** Practice mode: a practice round from a real round of the configured rounds folder, started now by the team (its to finish early). */
export async function importRealRoundAction(_prev: ImportRoundState, form: unknown): Promise<ImportRoundState> {
  const token = await getIslandToken();
  if (!token) return { error: "Your session ended: sign in again.", status: 401 };
  const e = env();
  if (!e.practiceMode || !e.EMULATOR_ENABLED) return { error: "Practice rounds exist only on the embedded emulator.", status: 404 };
  const started = await withInput(formSchema, form, () => ({ ok: false as const, reason: PICK, status: 422 }), ({ round }) =>
    startRealRound(e.islandRoundsDir, round, e.PRACTICE_MAX_OPEN_ROUNDS, teamContextForToken(token).teamKey),
  );
  if (!started.ok) return { error: started.reason, status: started.status };
  redirect(`/rounds/${started.id}`);
}
