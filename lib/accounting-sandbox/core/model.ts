import { z } from "zod";

/**
 * DTO building blocks. Every entity schema is a zod object whose keys are the fields of the
 * Tripletex DTO (openapi.json); references to other entities carry their target type in zod
 * metadata so that one schema drives body validation, `{id, url}` stubs and `fields` expansion.
 */

type RefMeta = { sandboxRef: string; list: boolean };
const refMeta = new WeakMap<z.ZodType, RefMeta>();

const refObject = () => z.object({ id: num.optional() }).loose();

/** A reference `{id}` to an entity of `type`. */
export function ref(type: string) {
  const s = refObject();
  refMeta.set(s, { sandboxRef: type, list: false });
  return s;
}

/** A list of references to entities of `type` (may also carry new nested objects on write). */
export function refList(type: string) {
  const s = z.array(refObject());
  refMeta.set(s, { sandboxRef: type, list: true });
  return s;
}

// Jackson on the real server coerces numeric strings to numbers and numbers to strings.
export const num = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number(),
);
export const int = z.preprocess(
  (v) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int(),
);
export const str = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string());
export const bool = z.preprocess(
  (v) => (v === "true" ? true : v === "false" ? false : v),
  z.boolean(),
);
export const strList = z.array(z.string());
export const obj = z.unknown();
export const arr = z.array(z.unknown());
export const en = (values: string[]) => z.enum(values as [string, ...string[]]);

export type Shape = Record<string, z.ZodType>;

/** An entity DTO: every field optional and nullable, plus id and version. */
export function entity<S extends Shape>(shape: S) {
  const out: Shape = { id: int.nullish(), version: int.nullish(), url: str.nullish(), changes: arr.nullish() };
  for (const [k, v] of Object.entries(shape)) {
    const wrapped = v.nullish();
    const meta = refMeta.get(v);
    if (meta) refMeta.set(wrapped, meta);
    out[k] = wrapped;
  }
  return z.object(out);
}

/** Target type of a reference field (unwrapping optional/nullable), if it is one. */
export function refOf(s: z.ZodType | undefined): RefMeta | undefined {
  if (!s) return undefined;
  return refMeta.get(s);
}

/** The object schema of a (possibly optional/nullable) field, if it is a plain nested object. */
export function objectShape(s: z.ZodType | undefined): Shape | undefined {
  let cur: unknown = s;
  for (let i = 0; i < 4 && cur; i++) {
    if (cur instanceof z.ZodObject) return cur.shape as Shape;
    if (cur instanceof z.ZodOptional || cur instanceof z.ZodNullable) cur = cur.unwrap();
    else break;
  }
  return undefined;
}

export type TypeDef = {
  /** Internal type name, e.g. "employment". */
  type: string;
  /** Name of the DTO in the API's messages, e.g. "EmploymentDTO". */
  dto: string;
  /** URL path below /v2 for `url` stubs, e.g. "employee/employment". */
  path: string;
  schema: z.ZodObject<Shape>;
};

const registry = new Map<string, TypeDef>();

export function registerType(def: TypeDef): TypeDef {
  registry.set(def.type, def);
  return def;
}

export function typeDef(type: string): TypeDef {
  const def = registry.get(type);
  if (!def) throw new Error(`unknown sandbox type ${type}`);
  return def;
}

export function hasType(type: string): boolean {
  return registry.has(type);
}
