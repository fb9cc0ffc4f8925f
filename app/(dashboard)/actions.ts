"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { getIslandToken } from "@/lib/auth/island-token";
import { teamContextForToken } from "@/lib/dashboard/team/server";
import { env } from "@/lib/env";
import { formInput, withInput } from "@/lib/http/action-input";
import { PRESET_NAMES, startPracticeRound, type PresetName } from "@/lib/island-emulator";

/** `status` says what kind of refusal `error` is, as an HTTP status would (429: too many rounds open). */
export type StartRoundState = { error?: string; status?: number };

const formSchema = formInput(["preset"], z.object({
  // Empty: the regime is drawn and kept hidden, as on the real service.
  preset: z.union([z.literal(""), z.enum(PRESET_NAMES as [PresetName, ...PresetName[]])]).default(""),
}));

/** Starts a new round on the embedded emulator (practice mode only) and opens its workspace. */
export async function startPracticeRoundAction(_prev: StartRoundState, form: unknown): Promise<StartRoundState> {
  const token = await getIslandToken();
  if (!token) return { error: "Your session ended: sign in again.", status: 401 };
  const e = env();
  if (!e.practiceMode || !e.EMULATOR_ENABLED) return { error: "Practice rounds exist only on the embedded emulator.", status: 404 };
  const unknownRegime = () => ({ error: `Unknown regime; choose one of: ${PRESET_NAMES.join(", ")}.`, status: 422 });
  const id = await withInput(formSchema, form, unknownRegime, async ({ preset }): Promise<StartRoundState | string> => {
    try {
      const started = await startPracticeRound(preset || undefined, e.PRACTICE_MAX_OPEN_ROUNDS, teamContextForToken(token).teamKey);
      return started.ok ? started.id : { error: started.reason, status: 429 };
    } catch (err) {
      return { error: `The round could not be started: ${err instanceof Error ? err.message : String(err)}`, status: 500 };
    }
  });
  if (typeof id !== "string") return id;
  redirect(`/rounds/${id}`);
}
