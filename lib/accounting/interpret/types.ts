import type { LanguageModel } from "ai";
import type { Task, TaskType } from "@/lib/accounting/tasks";
import type { SolveFile } from "@/lib/accounting/files";
import type { GateResult } from "./gate";

export type { SolveFile };

/** What the interpreter understood of a request: shown in the log and on the Agent page. */
export interface Understanding {
  /** The task type read, or null when the request is not an accounting task. */
  type: TaskType | null;
  score: number;
  runnerUp: { type: TaskType; score: number } | null;
  /** The fields read (the validated task, or the raw candidate when it did not validate). */
  fields: unknown;
  gate: GateResult;
  /** When a language model was asked: what it answered and what became of the answer. */
  llm?: LlmAttempt;
}

/** One reading asked of the language model, for the log and the Agent page. */
export interface LlmAttempt {
  /** used: its answer was carried out; held-back: the gate refused it; failed: no usable answer. */
  outcome: "used" | "held-back" | "failed";
  /** Why the model was asked, in words. */
  why: string;
  ms: number;
  /** The task type and fields it answered (absent when it failed). */
  type?: string | null;
  fields?: unknown;
  /** The gate's reasons (held back) or the failure (failed). */
  reasons: string[];
}

export interface Interpretation {
  task: Task;
  /** 0–1: how sure the interpreter is of the task type and its values. */
  confidence: number;
  interpreter: "rules" | "llm";
  /** Detected prompt language: nb, nn, en, es, pt, de or fr. */
  language: string;
  warnings: string[];
  understood: Understanding;
}

export interface InterpretOptions {
  /** A model for prompts the rules cannot carry out (gate held back, low confidence, images). */
  llm?: LanguageModel;
  /** fallback (default): the model is asked when the rules cannot carry the request out; primary: always, see LLM_ROLE. */
  llmRole?: "fallback" | "primary";
  /** Below this rules confidence the LLM (when given) is asked. Default 0.6. */
  llmThreshold?: number;
  /** The model server cannot take a JSON schema as its response format: send it in the prompt. */
  llmSchemaInPrompt?: boolean;
  /** Longest wait for the model's answer before going on with the rules' reading. */
  llmTimeoutMs?: number;
  /** Aborts a pending LLM call (e.g. at the request's internal deadline). */
  signal?: AbortSignal;
  /** The date taken as today (YYYY-MM-DD), for relative dates in the request. */
  today?: string;
}

/** The prompt could not be turned into a task that may be carried out. */
export class InterpretError extends Error {
  constructor(
    message: string,
    readonly warnings: string[] = [],
    readonly understood?: Understanding,
  ) {
    super(message);
    this.name = "InterpretError";
  }
}
