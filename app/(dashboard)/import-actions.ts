"use server";

import path from "node:path";
import { redirect } from "next/navigation";
import { z } from "zod";
import { auth } from "@/lib/auth/config";
import { env } from "@/lib/env";
import { startRealRound } from "@/lib/island-emulator/import-rounds";

export type ImportRoundState = { error?: string; status?: number };

const formSchema = z.object({
  folder: z.string().trim().min(1, "Name the folder of the real rounds.").max(500, "The folder path is too long."),
  round: z.coerce.number().int("The round is a whole number.").min(1, "Rounds start at 1.").max(999, "No such round."),
});

/** Practice mode: a practice round from a real round in a folder on the server, started now. */
export async function importRealRoundAction(_prev: ImportRoundState, form: FormData): Promise<ImportRoundState> {
  if (!(await auth())) return { error: "Your session ended: sign in again.", status: 401 };
  const e = env();
  if (!e.practiceMode || !e.EMULATOR_ENABLED) return { error: "Practice rounds exist only on the embedded emulator.", status: 404 };
  const parsed = formSchema.safeParse({ folder: form.get("folder") ?? "", round: form.get("round") ?? "" });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Check the form.", status: 422 };
  let id: string;
  try {
    const started = await startRealRound(path.resolve(process.cwd(), parsed.data.folder), parsed.data.round, e.PRACTICE_MAX_OPEN_ROUNDS);
    if (!started.ok) return { error: started.reason, status: started.status };
    id = started.id;
  } catch (err) {
    // A missing folder or a malformed file is the form's input at fault, not the server.
    return { error: `The round could not be imported: ${err instanceof Error ? err.message : String(err)}`, status: 422 };
  }
  redirect(`/rounds/${id}`);
}
