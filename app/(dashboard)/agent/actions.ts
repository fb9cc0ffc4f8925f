"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runOnPracticeCompany, type PracticeRunState } from "@/lib/accounting/practice-run";
import { redactRequestText } from "@/lib/accounting/solve-log";
import { summariseCalls } from "@/lib/accounting/call-summary";
import { PracticeRunLimiter } from "@/lib/accounting/practice-run-limit";
import { currentLogTeam } from "@/lib/auth/log-team";
import { getIslandSession } from "@/lib/auth/island-token";
import { describeWait } from "@/lib/auth/sign-in-throttle";
import { formInput, withInput } from "@/lib/http/action-input";

// Below the server actions body limit of next.config.mjs (8 MB), with room for the prompt.
const MAX_FILE_BYTES = 6 * 1024 * 1024;

const formSchema = formInput(["prompt", "file"], z.object({
  prompt: z.string("Write a task prompt first.").trim().min(1, "Write a task prompt first.").max(20_000, "The prompt is longer than 20,000 characters."),
  // An empty file input sends an empty, nameless file: no attachment.
  file: z
    .union([z.instanceof(File, { message: "The attachment must be a file." }), z.string().max(0)])
    .optional()
    .transform((f) => (f instanceof File && f.size > 0 ? f : undefined))
    .refine((f) => !f || f.size <= MAX_FILE_BYTES, "The attachment is larger than 6 MB."),
}));

// One per process: each member may start a few practice runs per window.
const g = globalThis as unknown as { __practiceRunLimiter?: PracticeRunLimiter };
const limiter = (g.__practiceRunLimiter ??= new PracticeRunLimiter());

/** Runs a prompt on a fresh practice company; the request then appears in the log below. */
export async function runPracticeTaskAction(_prev: PracticeRunState, form: unknown): Promise<PracticeRunState> {
  // The run is logged under the member's team: only that team sees it.
  const team = await currentLogTeam();
  if (!team) return { status: "error", message: "Your session ended: sign in again." };
  return withInput(formSchema, form, (_m, err) => ({ status: "error", message: err.issues[0].message }), async (input) => {
    const member = (await getIslandSession())?.member ?? team;
    const allowed = limiter.take(member);
    if (!allowed.ok) return { status: "error", message: `You have run the agent often in the last minutes: wait ${describeWait(allowed.retryAfterMs)} and try again.` };
    return runPractice(input.prompt, input.file, team);
  });
}

async function runPractice(prompt: string, file: File | undefined, team: string): Promise<PracticeRunState> {
  const files = file
    ? [{ filename: file.name, mime_type: file.type || "application/octet-stream", content_base64: Buffer.from(await file.arrayBuffer()).toString("base64") }]
    : [];
  try {
    const o = await runOnPracticeCompany(prompt, files, team);
    revalidatePath("/agent");
    // The error may quote the accounting API's answer: shown as the log shows it, redacted.
    // Described as the log below describes the same request.
    const heldBack = !o.taskType && o.understood?.type && !o.understood.gate.ok ? o.understood.type : null;
    return { status: "done", result: o.result, taskType: o.taskType, heldBack, calls: summariseCalls(o.calls), ms: o.ms, error: redactRequestText(o.error) };
  } catch (err) {
    return { status: "error", message: redactRequestText(err instanceof Error ? err.message : String(err)) };
  }
}
