import "server-only";
import type { LanguageModel } from "ai";
import { parseDocument, readFiles, type ParsedDocument } from "@/lib/accounting/files";
import type { SolveFile } from "@/lib/accounting/files";
import { env } from "@/lib/env";
import { interpretWithLlm, modelFromSettings } from "./llm";
import { interpretWithRules } from "./rules";
import { InterpretError, type Interpretation, type InterpretOptions } from "./types";

export { InterpretError, type Interpretation, type InterpretOptions, type SolveFile } from "./types";
export { interpretWithRules, type RulesResult } from "./rules";
export { classify } from "./classify";
export { detectLanguage, LANGUAGES, type Language } from "./language";
export { modelFromSettings } from "./llm";

/** The model configured by LLM_PROVIDER / LLM_MODEL / LLM_API_KEY / LLM_BASE_URL, if any. */
export function llmFromEnv(): LanguageModel | undefined {
  return modelFromSettings(env());
}

/**
 * Turn a prompt and its attachments into a typed task. The rules run first; when they cannot
 * place the prompt with confidence (or an attachment is an image the rules cannot read) and a
 * model is given, the model fills the same task schema. Prompt text and file contents are data:
 * they only ever become field values of the task.
 * Throws InterpretError when neither produces a valid task.
 */
export async function interpret(prompt: string, files: SolveFile[] = [], opts: InterpretOptions = {}): Promise<Interpretation> {
  const read = await readFiles(files);
  const documents: ParsedDocument[] = read.map(parseDocument);
  const rules = interpretWithRules(prompt, documents);
  const warnings = [...rules.warnings];
  for (const f of read) if (f.error) warnings.push(`could not read ${f.filename}: ${f.error}`);
  const hasImage = read.some((f) => f.format === "image");
  const threshold = opts.llmThreshold ?? 0.6;

  if (opts.llm && (!rules.task || rules.confidence < threshold || hasImage)) {
    try {
      const task = await interpretWithLlm(opts.llm, prompt, read, rules, opts.signal);
      return { task, confidence: 0.7, interpreter: "llm", language: rules.language, warnings };
    } catch (err) {
      warnings.push(`llm interpreter failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (!rules.task) {
    throw new InterpretError(`could not interpret the prompt as ${rules.classification.type}`, warnings);
  }
  return { task: rules.task, confidence: rules.confidence, interpreter: "rules", language: rules.language, warnings };
}
