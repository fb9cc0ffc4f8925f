"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runOnPracticeCompany, type PracticeRunState } from "@/lib/accounting/practice-run";
import { redactRequestText } from "@/lib/accounting/solve-log";
import { summariseCalls } from "@/lib/accounting/call-summary";
import { auth } from "@/lib/auth/config";
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

/** Runs a prompt on a fresh practice company; the request then appears in the log below. */
export async function runPracticeTaskAction(_prev: PracticeRunState, form: unknown): Promise<PracticeRunState> {
  if (!(await auth())) return { status: "error", message: "Your session ended: sign in again." };
  return withInput(formSchema, form, (_m, err) => ({ status: "error", message: err.issues[0].message }), (input) => runPractice(input.prompt, input.file));
}

async function runPractice(prompt: string, file: File | undefined): Promise<PracticeRunState> {
  const files = file
    ? [{ filename: file.name, mime_type: file.type || "application/octet-stream", content_base64: Buffer.from(await file.arrayBuffer()).toString("base64") }]
    : [];
  try {
    const o = await runOnPracticeCompany(prompt, files);
    revalidatePath("/agent");
    // The error may quote the accounting API's answer: shown as the log shows it, redacted.
    // Described as the log below describes the same request.
    const heldBack = !o.taskType && o.understood?.type && !o.understood.gate.ok ? o.understood.type : null;
    return { status: "done", result: o.result, taskType: o.taskType, heldBack, calls: summariseCalls(o.calls), ms: o.ms, error: redactRequestText(o.error) };
  } catch (err) {
    return { status: "error", message: redactRequestText(err instanceof Error ? err.message : String(err)) };
  }
}
