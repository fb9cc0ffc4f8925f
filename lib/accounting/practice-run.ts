import "server-only";
import { createCompany } from "@/lib/accounting-sandbox";
import { env } from "@/lib/env";
import { retirePracticeCompany } from "./practice-companies";
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
export async function runOnPracticeCompany(prompt: string, files: SolveFile[], team: string): Promise<SolveOutcome> {
  if (!env().EMULATOR_ENABLED) throw new Error("The embedded accounting sandbox is disabled on this server (EMULATOR_ENABLED=false).");
  const today = resolveToday();
  const { company } = await createCompany(today);
  try {
    return await solve(
      {
        prompt,
        files,
        accounting_credentials: { base_url: `${env().selfOrigin}/emulator/tripletex/v2`, session_token: company.sessionToken },
      },
      { today, team },
    );
  } finally {
    // Older practice companies go; a failure to delete them must not fail the run.
    await retirePracticeCompany(company.id).catch((err: unknown) => console.error(`practice run: could not clean up old companies: ${String(err)}`));
  }
}
