/** A request's outcome in words a bookkeeper reads: "1 write, no errors", "3 writes, 2 rejected calls". */
export function describeCalls(writes: number, rejected: number): string {
  const w = writes === 0 ? "nothing written" : `${writes} ${writes === 1 ? "write" : "writes"}`;
  const e = rejected === 0 ? "no errors" : `${rejected} rejected ${rejected === 1 ? "call" : "calls"}`;
  return `${w}, ${e}`;
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
