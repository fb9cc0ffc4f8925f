"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { auth } from "@/lib/auth/config";
import { env } from "@/lib/env";
import { startRealRound } from "@/lib/island-emulator/rounds";

export type ImportRoundState = { error?: string; status?: number };

// Only a round id from the rounds folder's list: the server reads no path a browser sends.
const formSchema = z.object({
  round: z.string().regex(/^round-\d{1,4}$/, "Pick a round from the list."),
});

/** Practice mode: a practice round from a real round of the configured rounds folder, started now. */
export async function importRealRoundAction(_prev: ImportRoundState, form: FormData): Promise<ImportRoundState> {
  if (!(await auth())) return { error: "Your session ended: sign in again.", status: 401 };
  const e = env();
  if (!e.practiceMode || !e.EMULATOR_ENABLED) return { error: "Practice rounds exist only on the embedded emulator.", status: 404 };
  const parsed = formSchema.safeParse({ round: form.get("round") ?? "" });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Pick a round from the list.", status: 422 };
  const started = await startRealRound(e.islandRoundsDir, parsed.data.round, e.PRACTICE_MAX_OPEN_ROUNDS);
  if (!started.ok) return { error: started.reason, status: started.status };
  redirect(`/rounds/${started.id}`);
}
