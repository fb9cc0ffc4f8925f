import type { CallSummary } from "@/lib/accounting/call-summary";
import { taskName } from "@/lib/accounting/words";

const calls = (n: number) => (n === 1 ? "call" : "calls");

/**
 * A request's outcome in words a bookkeeper reads: "1 write, no errors", "3 writes, 2 rejected
 * calls", "1 write, 1 failed call" (the API never answered it).
 */
export function describeCalls({ writes, rejected, failed }: CallSummary): string {
  const w = writes === 0 ? "nothing written" : `${writes} ${writes === 1 ? "write" : "writes"}`;
  const errors = [rejected > 0 ? `${rejected} rejected ${calls(rejected)}` : null, failed > 0 ? `${failed} failed ${calls(failed)}` : null].filter(Boolean);
  return `${w}, ${errors.length ? errors.join(", ") : "no errors"}`;
}

/** What the request was read as: the task carried out, or the one held back before any write. */
export function taskWords(taskType: string | null, heldBack: string | null): string {
  if (taskType) return taskName(taskType);
  return heldBack ? `${taskName(heldBack)} · held back` : "No task recognised";
}

const STATUS_WORDS: Record<string, string> = {
  ok: "done",
  failed: "failed",
  timeout: "timed out",
  unrecognised: "not understood",
};

export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

/** Milliseconds as "850 ms" or "2.4 s". */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const LLM_OUTCOME_WORDS: Record<string, string> = {
  used: "answered, and its reading was carried out",
  "held-back": "answered, but its reading was held back — nothing was written from it",
  failed: "gave no usable answer",
};

export function llmOutcomeWords(outcome: string): string {
  return LLM_OUTCOME_WORDS[outcome] ?? outcome;
}

/** Which interpreter answered, and whether the language model was asked in vain. */
export function interpreterWords(interpreter: string | null, llmOutcome?: string): string {
  if (interpreter === "llm") return "language model";
  const asked = llmOutcome === "failed" ? "model failed" : llmOutcome === "held-back" ? "model held back" : undefined;
  if (interpreter) return asked ? `${interpreter} (${asked})` : interpreter;
  return asked ?? "—";
}
