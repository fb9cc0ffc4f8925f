import "server-only";
import { createCompany } from "@/lib/accounting-sandbox";
import { env } from "@/lib/env";
import { resolveToday, solve, type SolveOutcome } from "./solve";
import type { SolveFile } from "./files";
import type { CallSummary } from "./call-summary";

/** What the dashboard's "try a task" form shows after a run. */
export type PracticeRunState =
  | { status: "idle" }
  | { status: "error"; message: string }
  | {
      status: "done";
      result: string;
      taskType: string | null;
      /** The task type read but held back before any write (null when carried out or not read). */
      heldBack: string | null;
      calls: CallSummary;
      ms: number;
      error: string | null;
    };

/**
 * Runs one task prompt the way the grader would, against a fresh company of the embedded
 * accounting sandbox: the agent talks to it over real HTTP through the sandbox's base URL.
 */
export async function runOnPracticeCompany(prompt: string, files: SolveFile[]): Promise<SolveOutcome> {
  if (!env().EMULATOR_ENABLED) throw new Error("The embedded accounting sandbox is disabled on this server (EMULATOR_ENABLED=false).");
  const today = resolveToday();
  const { company } = await createCompany(today);
  return solve(
    {
      prompt,
      files,
      accounting_credentials: { base_url: `${env().selfOrigin}/emulator/tripletex/v2`, session_token: company.sessionToken },
    },
    { today },
  );
}
