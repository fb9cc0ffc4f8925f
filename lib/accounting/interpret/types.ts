import type { LanguageModel } from "ai";
import type { Task } from "@/lib/accounting/tasks";
import type { SolveFile } from "@/lib/accounting/files";

export type { SolveFile };

export interface Interpretation {
  task: Task;
  /** 0–1: how sure the interpreter is of the task type and its values. */
  confidence: number;
  interpreter: "rules" | "llm";
  /** Detected prompt language: nb, nn, en, es, pt, de or fr. */
  language: string;
  warnings: string[];
}

export interface InterpretOptions {
  /** A model for prompts the rules cannot place with confidence, and for image attachments. */
  llm?: LanguageModel;
  /** Below this rules confidence the LLM (when given) is asked. Default 0.6. */
  llmThreshold?: number;
  /** Aborts a pending LLM call (e.g. at the request's internal deadline). */
  signal?: AbortSignal;
}

/** The prompt could not be turned into a valid task. */
export class InterpretError extends Error {
  constructor(
    message: string,
    readonly warnings: string[] = [],
  ) {
    super(message);
    this.name = "InterpretError";
  }
}
