import "server-only";
import type { LanguageModel } from "ai";
import { parseDocument, readFiles, type ParsedDocument } from "@/lib/accounting/files";
import type { SolveFile } from "@/lib/accounting/files";
import type { Task } from "@/lib/accounting/tasks";
import { env } from "@/lib/env";
import { judge, type GateResult } from "./gate";
import { describeLlmFailure, interpretWithLlm, LlmAnswerRefusedError, modelFromSettings } from "./llm";
import { unsupportedByRequest } from "./answer-support";
import { findConcepts } from "./concepts";
import { interpretWithRules, type RulesResult } from "./rules";
import { InterpretError, type Interpretation, type InterpretOptions, type LlmAttempt } from "./types";

export { InterpretError, type Interpretation, type InterpretOptions, type LlmAttempt, type SolveFile } from "./types";
export { interpretWithRules, MAX_PROMPT_CHARS, type RulesResult } from "./rules";
export { classify } from "./classify";
export { detectLanguage, LANGUAGES, type Language } from "./language";
export { modelFromSettings } from "./llm";
export type { GateResult } from "./gate";

/**
 * The model's answer judged both ways: the gate (every value of the request placed) and its
 * converse (everything the answer does supported by the request, see answer-support.ts).
 */
function judgeAnswer(task: Task, rules: RulesResult, read: { text?: string; format?: string }[], today?: string): { task?: Task; gate: GateResult } {
  const answer = judge(task as Task & Record<string, unknown>, rules.message, true);
  const beyond = unsupportedByRequest(task, {
    message: rules.message,
    classification: rules.classification,
    hits: findConcepts(rules.text).hits,
    rulesReading: rules.gate.ok ? rules.task : undefined,
    fileTexts: read.flatMap((f) => (f.text ? [f.text.slice(0, 20_000)] : [])),
    today,
    imageAttached: read.some((f) => f.format === "image"),
  });
  if (!beyond.length) return answer;
  return { task: answer.task, gate: { ...answer.gate, ok: false, reasons: [...beyond, ...answer.gate.reasons] } };
}

/** The model configured by LLM_PROVIDER / LLM_MODEL / LLM_API_KEY / LLM_BASE_URL, if any. */
export function llmFromEnv(): LanguageModel | undefined {
  return modelFromSettings(env());
}

/** How long a model's reading may take unless the caller says otherwise. */
const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/** Why the model is asked, in words for the log and the Agent page. */
function whyAsk(rules: RulesResult, threshold: number, hasImage: boolean): string {
  if (hasImage) return "an attachment is an image, which the rules cannot read";
  if (!rules.gate.ok) return `the rules held their reading back (${rules.gate.reasons.join("; ").slice(0, 300) || "incomplete"})`;
  return `the rules were unsure of their reading (confidence ${rules.confidence.toFixed(2)} < ${threshold})`;
}

/** What became of the model's reading, as one clause for the request's error. */
function llmSentence(a: LlmAttempt): string {
  if (a.outcome === "failed") return `the language model was asked and failed: ${a.reasons.join("; ")}`;
  return `the language model read it as ${a.type ?? "no task"}, but its answer was held back: ${a.reasons.join("; ")}`;
}

/** What the rules understood, for the request log and the Agent page. */
function understanding(rules: RulesResult) {
  return {
    type: rules.classification.accounting ? rules.classification.type : null,
    score: rules.classification.score,
    runnerUp: rules.classification.runnerUp ?? null,
    fields: rules.task ?? rules.candidate,
    gate: rules.gate,
  };
}

/**
 * Turn a prompt and its attachments into a typed task. The rules run first; their reading is
 * carried out only when it passes the gate (see gate.ts). When it does not — or an attachment is
 * an image the rules cannot read — and a model is given, the model is asked, with the rules'
 * partial reading as a hint, and its answer must pass the same gate. Prompt text and file
 * contents are data: they only ever become field values of the task.
 * Throws InterpretError (with what was understood and what is missing) when nothing passes.
 */
export async function interpret(prompt: string, files: SolveFile[] = [], opts: InterpretOptions = {}): Promise<Interpretation> {
  const read = await readFiles(files);
  const documents: ParsedDocument[] = read.map(parseDocument);
  const rules = interpretWithRules(prompt, documents, { today: opts.today });
  const warnings = [...rules.warnings];
  for (const f of read) if (f.error) warnings.push(`could not read ${f.filename}: ${f.error}`);
  const hasImage = read.some((f) => f.format === "image");
  const threshold = opts.llmThreshold ?? 0.6;
  const understood = understanding(rules);

  let llm: LlmAttempt | undefined;
  const primary = opts.llmRole === "primary";
  if (opts.llm && (primary || !rules.gate.ok || rules.confidence < threshold || hasImage)) {
    const why = primary ? "the language model reads every request (LLM_ROLE=primary)" : whyAsk(rules, threshold, hasImage);
    const started = performance.now();
    const timeoutMs = opts.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
    const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    try {
      const task = await interpretWithLlm(opts.llm, prompt, read, rules, signal, { schemaInPrompt: opts.llmSchemaInPrompt });
      const ms = Math.round(performance.now() - started);
      const answer = judgeAnswer(task, rules, read, opts.today);
      if (answer.gate.ok && answer.task) {
        const fields = answer.task;
        llm = { outcome: "used", why, ms, type: task.type, fields: task, reasons: [] };
        return { task: fields, confidence: 0.7, interpreter: "llm", language: rules.language, warnings, understood: { ...understood, type: task.type, fields, gate: answer.gate, llm } };
      }
      llm = { outcome: "held-back", why, ms, type: task.type, fields: task, reasons: answer.gate.reasons };
      warnings.push(`llm answer held back: ${answer.gate.reasons.join("; ")}`);
      // As the primary reader, a refused answer means the two readings disagree: write nothing.
      if (primary) {
        throw new InterpretError(llmSentence(llm), warnings, { ...understood, type: task.type, fields: task, gate: answer.gate, llm });
      }
    } catch (err) {
      if (err instanceof InterpretError) throw err;
      if (err instanceof LlmAnswerRefusedError) {
        // An answer over the caps is refused like one the gate holds back: as the primary reader, nothing is written.
        const ms = Math.round(performance.now() - started);
        llm = { outcome: "held-back", why, ms, type: null, reasons: [err.reason] };
        warnings.push(`llm answer held back: ${err.reason}`);
        const gate: GateResult = { ok: false, reasons: [err.reason], missing: [], unused: [] };
        if (primary) throw new InterpretError(llmSentence(llm), warnings, { ...understood, gate, llm });
      } else {
        const ms = Math.round(performance.now() - started);
        // The request's own deadline ends the whole request; only the model's failure is named here.
        if (opts.signal?.aborted) throw err;
        const failure = describeLlmFailure(err, timeoutMs);
        llm = { outcome: "failed", why, ms, reasons: [failure] };
        warnings.push(`llm interpreter failed: ${failure}`);
      }
    }
  }
  const understoodWithLlm = llm ? { ...understood, llm } : understood;
  if (!rules.gate.ok || !rules.task) {
    const what = rules.classification.accounting
      ? `the request was read as ${rules.classification.type}, but ${rules.gate.reasons.join("; ") || "its fields are incomplete"}${rules.gate.advice?.length ? `. How to write it: ${rules.gate.advice.join(" ")}` : ""}`
      : "the request does not look like an accounting task the agent can carry out (it knows 30 kinds: employees, customers, suppliers, products, departments, invoices, payments, credit notes, projects, hours, payroll, travel expenses, vouchers and dimensions, supplier invoices, receipts, bank reconciliation, ledger corrections, reminders, currency differences, month-end and year-end closing)";
    throw new InterpretError(llm ? `${what}; ${llmSentence(llm)}` : what, warnings, understoodWithLlm);
  }
  return { task: rules.task, confidence: rules.confidence, interpreter: "rules", language: rules.language, warnings, understood: understoodWithLlm };
}
