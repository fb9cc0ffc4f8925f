import { z } from "zod";
import type { Ctx } from "./context";
import { MSG, mappingError, type ValidationMessage } from "./errors";
import { objectShape, refOf, typeDef, type Shape } from "./model";

/**
 * Request bodies against a DTO schema: a field the DTO does not have is a 422 "Request
 * mapping failed" naming it ("Feltet eksisterer ikke i objektet."), as is a value of the wrong
 * type. Nested new objects (employments, orderLines, postings…) are checked against their
 * own DTO.
 */
export type Body = Record<string, unknown>;

function unknownFields(shape: Shape, value: Record<string, unknown>, prefix: string, out: ValidationMessage[]) {
  for (const [k, v] of Object.entries(value)) {
    const field = prefix ? `${prefix}.${k}` : k;
    const s = shape[k];
    if (!s) {
      out.push({ field, message: MSG.unknownField });
      continue;
    }
    const meta = refOf(s);
    if (meta) {
      const items = Array.isArray(v) ? v : v && typeof v === "object" ? [v] : [];
      const target = typeDef(meta.sandboxRef).schema.shape as Shape;
      for (const it of items) if (it && typeof it === "object") unknownFields(target, it as Record<string, unknown>, field, out);
      continue;
    }
    const inner = objectShape(s);
    if (inner && v && typeof v === "object" && !Array.isArray(v)) unknownFields(inner, v as Record<string, unknown>, field, out);
  }
}

export function parseAs(type: string, raw: unknown, prefix = ""): Body {
  if (raw === null || raw === undefined || typeof raw !== "object" || Array.isArray(raw)) {
    throw mappingError({ field: prefix || null, message: "Ugyldig JSON-objekt." });
  }
  const schema = typeDef(type).schema;
  const problems: ValidationMessage[] = [];
  unknownFields(schema.shape as Shape, raw as Record<string, unknown>, prefix, problems);
  if (problems.length) throw mappingError(...problems);
  const r = schema.safeParse(raw);
  if (!r.success) {
    throw mappingError(
      ...r.error.issues.map((i) => ({
        field: [prefix, ...i.path.map(String)].filter(Boolean).join("."),
        message: "Verdien er ikke av korrekt type for dette feltet.",
      })),
    );
  }
  // zod strips nothing we accepted; keep only the keys the client actually sent
  const out: Body = {};
  for (const k of Object.keys(raw as object)) out[k] = (r.data as Body)[k];
  return out;
}

/** The body as one DTO. */
export function bodyAs(ctx: Ctx, type: string): Body {
  return parseAs(type, ctx.body);
}

/** The body as a list of DTOs (`/list` endpoints). */
export function bodyListAs(ctx: Ctx, type: string): Body[] {
  if (!Array.isArray(ctx.body)) throw mappingError({ field: null, message: "Forventet en liste." });
  return ctx.body.map((b) => parseAs(type, b));
}

export const has = (b: Body, k: string) => b[k] !== undefined;

/** True if a field was sent with a non-empty value. */
export function present(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === "string" && v.trim() === "");
}

export const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
