import { TASK_SCHEMAS, type Task, type TaskType } from "@/lib/accounting/tasks";
import type { ParsedDocument } from "@/lib/accounting/files/documents";
import { classify, type AttachmentKind, type Classification } from "./classify";
import { detectLanguage, type Language } from "./language";
import { EXTRACTORS, makeContext } from "./tasks";
import { missingExpected } from "./completeness";

export interface RulesResult {
  classification: Classification;
  language: Language;
  /** The validated task, when the extracted values satisfy the type's schema. */
  task?: Task;
  /** The raw extracted values (also when validation failed). */
  candidate: Record<string, unknown>;
  /** 0–1, from the classification and how many optional values were found. */
  confidence: number;
  warnings: string[];
}

/** Recognise the task type and extract its values with rules only (no network). */
export function interpretWithRules(prompt: string, documents: ParsedDocument[] = [], forceType?: TaskType): RulesResult {
  const language = detectLanguage(prompt);
  const kinds = documents.map((d) => d.kind as AttachmentKind);
  const classification = classify(prompt, kinds);
  const type = forceType ?? classification.type;
  const ctx = makeContext(prompt, language, documents);
  const candidate = { ...EXTRACTORS[type](ctx), type };
  const parsed = TASK_SCHEMAS[type].safeParse(candidate);
  const warnings = [...ctx.warnings];
  let confidence = classification.confidence;
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5)) warnings.push(`${type}: ${issue.path.join(".") || "(task)"} ${issue.message}`);
    confidence = Math.min(confidence, 0.2);
  } else {
    const missing = missingExpected(parsed.data as Task);
    if (missing.length) warnings.push(`${type}: not found in the prompt: ${missing.join(", ")}`);
    if (missing.length || ctx.warnings.length) confidence = Math.min(confidence, 0.5);
  }
  return {
    classification,
    language,
    task: parsed.success ? (parsed.data as Task) : undefined,
    candidate,
    confidence: Math.round(confidence * 100) / 100,
    warnings,
  };
}
