import "server-only";
import type { LanguageModel } from "ai";
import { parseDocument, readFiles, type ParsedDocument } from "@/lib/accounting/files";
import type { SolveFile } from "@/lib/accounting/files";
import type { Task } from "@/lib/accounting/tasks";
import { env } from "@/lib/env";
import { judge } from "./gate";
import { interpretWithLlm, modelFromSettings } from "./llm";
import { interpretWithRules, type RulesResult } from "./rules";
import { InterpretError, type Interpretation, type InterpretOptions } from "./types";

export { InterpretError, type Interpretation, type InterpretOptions, type SolveFile } from "./types";
export { interpretWithRules, MAX_PROMPT_CHARS, type RulesResult } from "./rules";
export { classify } from "./classify";
export { detectLanguage, LANGUAGES, type Language } from "./language";
export { modelFromSettings } from "./llm";
export type { GateResult } from "./gate";

/** The model configured by LLM_PROVIDER / LLM_MODEL / LLM_API_KEY / LLM_BASE_URL, if any. */
export function llmFromEnv(): LanguageModel | undefined {
  return modelFromSettings(env());
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

  if (opts.llm && (!rules.gate.ok || rules.confidence < threshold || hasImage)) {
    try {
      const task = await interpretWithLlm(opts.llm, prompt, read, rules, opts.signal);
      const answer = judge(task as Task & Record<string, unknown>, rules.message, true);
      if (answer.gate.ok && answer.task) {
        const fields = answer.task;
        return { task: fields, confidence: 0.7, interpreter: "llm", language: rules.language, warnings, understood: { ...understood, type: task.type, fields, gate: answer.gate } };
      }
      const gate = answer.gate;
      warnings.push(`llm answer held back: ${gate.reasons.join("; ")}`);
    } catch (err) {
      warnings.push(`llm interpreter failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (!rules.gate.ok || !rules.task) {
    const what = rules.classification.accounting
      ? `the request was read as ${rules.classification.type}, but ${rules.gate.reasons.join("; ") || "its fields are incomplete"}`
      : "the request does not look like an accounting task the agent can carry out (it knows 30 kinds: employees, customers, suppliers, products, departments, invoices, payments, credit notes, projects, hours, payroll, travel expenses, vouchers and dimensions, supplier invoices, receipts, bank reconciliation, ledger corrections, reminders, currency differences, month-end and year-end closing)";
    throw new InterpretError(what, warnings, understood);
  }
  return { task: rules.task, confidence: rules.confidence, interpreter: "rules", language: rules.language, warnings, understood };
}
