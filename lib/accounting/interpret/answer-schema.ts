import { z } from "zod";
import { TASK_SCHEMAS, taskSchema, type TaskType } from "@/lib/accounting/tasks";

/**
 * The schema a model's answer must meet: the task schema with every list capped. The caps are
 * the 30 task types' real needs with room to spare (three departments, three invoice lines, two
 * dimension values, four ledger errors, a bank statement of some dozens of rows), so an answer
 * that lists 10,000 departments is refused by the schema before anything else looks at it.
 */
export const LIST_CAPS: Partial<Record<TaskType, Record<string, number>>> = {
  create_departments: { names: 20, numbers: 20 },
  create_and_send_invoice: { lines: 50 },
  create_invoice_with_lines: { lines: 50 },
  order_to_invoice_with_payment: { lines: 50 },
  create_dimension_voucher: { values: 20 },
  register_travel_expense: { costs: 30 },
  bank_reconciliation: { transactions: 200 },
  correct_ledger_errors: { errors: 20 },
  year_end_closing: { assets: 20 },
  project_lifecycle: { timeEntries: 30 },
  log_hours_and_invoice: { entries: 31 },
};

/** Any list a type's caps do not name. */
export const DEFAULT_LIST_CAP = 50;

type Def = { type: string; innerType?: z.ZodType; defaultValue?: unknown; element?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The field with its array capped, keeping its optional or default wrapper. */
function capField(field: z.ZodType, cap: number): z.ZodType | undefined {
  const def = defOf(field);
  if (def.type === "array") return (field as z.ZodArray<z.ZodType>).max(cap, `at most ${cap} items`);
  if ((def.type === "optional" || def.type === "default") && def.innerType) {
    const inner = capField(def.innerType, cap);
    if (!inner) return undefined;
    return def.type === "optional" ? inner.optional() : (inner as z.ZodArray<z.ZodType>).default(def.defaultValue as never);
  }
  return undefined;
}

/** The cap of a list at the top of a type's task ("names" of create_departments). */
export function listCap(type: TaskType, key: string): number {
  return LIST_CAPS[type]?.[key] ?? DEFAULT_LIST_CAP;
}

function capped(type: TaskType): z.ZodType {
  const schema = TASK_SCHEMAS[type] as unknown as z.ZodObject<z.ZodRawShape>;
  const changes: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const c = capField(field as z.ZodType, listCap(type, key));
    if (c) changes[key] = c;
  }
  return Object.keys(changes).length ? schema.extend(changes) : schema;
}

/** Every task type with its lists capped, as one union (the same output type as taskSchema). */
export const cappedTaskSchema = z.discriminatedUnion(
  "type",
  (Object.keys(TASK_SCHEMAS) as TaskType[]).map(capped) as unknown as (typeof taskSchema)["options"],
) as unknown as typeof taskSchema;

/**
 * The first list of a raw answer over its cap, in words ("names: 10000 items, at most 20"), or
 * undefined. Reads only the answer's top-level task fields: linear in the answer.
 */
export function overCap(raw: unknown): string | undefined {
  const task = raw && typeof raw === "object" ? (raw as { task?: unknown }).task : undefined;
  if (!task || typeof task !== "object") return undefined;
  const type = (task as { type?: unknown }).type;
  if (typeof type !== "string" || !(type in TASK_SCHEMAS)) return undefined;
  for (const [key, v] of Object.entries(task)) {
    if (!Array.isArray(v)) continue;
    const cap = listCap(type as TaskType, key);
    if (v.length > cap) return `the answer lists ${v.length} ${key}; a ${type} task takes at most ${cap}`;
  }
  return undefined;
}
