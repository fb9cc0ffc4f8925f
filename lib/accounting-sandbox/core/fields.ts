import { ApiError } from "./errors";
import { objectShape, refOf, typeDef, type Shape } from "./model";
import type { Entity, Tx } from "./store";

/**
 * The `fields` query parameter: `id,name,customer(id,name),postings(*,account(*))`.
 * `*` selects every top-level field; nested entities appear as `{id, url}` stubs unless a
 * sub-selection expands them.
 */
export type FieldTree = { star: boolean; fields: Map<string, FieldTree | true> };

export const STAR: FieldTree = { star: true, fields: new Map() };

/**
 * Deepest selection accepted (parentheses and dotted names together). The model nests a few
 * levels; the bound keeps a URL of thousands of "(" a 400 rather than a stack overflow.
 */
export const MAX_FIELDS_DEPTH = 16;

function tooDeep(): ApiError {
  return new ApiError(400, 11000, `Illegal field in fields filter: nested deeper than ${MAX_FIELDS_DEPTH} levels`, "ILLEGAL_FILTER");
}

export function parseFields(expr: string | null | undefined): FieldTree {
  if (expr === null || expr === undefined || expr.trim() === "") return STAR;
  let pos = 0;
  const s = expr.replace(/\s+/g, "");
  function parseList(depth: number): FieldTree {
    const tree: FieldTree = { star: false, fields: new Map() };
    while (pos < s.length && s[pos] !== ")") {
      let name = "";
      while (pos < s.length && !",()".includes(s[pos])) name += s[pos++];
      let sub: FieldTree | true = true;
      if (s[pos] === "(") {
        if (depth + name.split(".").length > MAX_FIELDS_DEPTH) throw tooDeep();
        pos++;
        sub = parseList(depth + name.split(".").length);
        if (s[pos] === ")") pos++;
      }
      if (name === "*") tree.star = true;
      else if (name) {
        // a dotted name `a.b` is the same as `a(b)`
        const parts = name.split(".");
        if (depth + parts.length > MAX_FIELDS_DEPTH) throw tooDeep();
        let cur = tree;
        for (let i = 0; i < parts.length - 1; i++) {
          const ex = cur.fields.get(parts[i]);
          const next: FieldTree = ex && ex !== true ? ex : { star: false, fields: new Map() };
          cur.fields.set(parts[i], next);
          cur = next;
        }
        const last = parts[parts.length - 1];
        const prev = cur.fields.get(last);
        cur.fields.set(last, prev && prev !== true && sub !== true ? merge(prev, sub) : prev && prev !== true ? prev : sub);
      }
      if (s[pos] === ",") pos++;
    }
    return tree;
  }
  return parseList(0);
}

function merge(a: FieldTree, b: FieldTree): FieldTree {
  const fields = new Map(a.fields);
  for (const [k, v] of b.fields) {
    const ex = fields.get(k);
    fields.set(k, ex && ex !== true && v !== true ? merge(ex, v) : ex && ex !== true ? ex : v);
  }
  return { star: a.star || b.star, fields };
}

/**
 * A field the DTO does not have is a 400, as on the real API:
 * "Illegal field in fields filter: x. x does not match a field in the model: InvoiceDTO".
 */
export function checkFields(type: string, tree: FieldTree): void {
  const def = typeDef(type);
  const shape = def.schema.shape as Shape;
  walk(shape, def.dto, tree);
}

function walk(shape: Shape, dto: string, tree: FieldTree): void {
  for (const [name, sub] of tree.fields) {
    const s = shape[name];
    if (!s) {
      throw new ApiError(400, 11000, `Illegal field in fields filter: ${name}. ${name} does not match a field in the model: ${dto}`, "ILLEGAL_FILTER");
    }
    if (sub === true) continue;
    const meta = refOf(s);
    if (meta) {
      const target = typeDef(meta.sandboxRef);
      walk(target.schema.shape as Shape, target.dto, sub);
      continue;
    }
    const inner = objectShape(s);
    if (inner) walk(inner, name, sub);
  }
}

/** Computes the full DTO of an entity (derived fields included), references as `{id}`. */
export type View = (e: Entity, ctx: RenderCtx) => Record<string, unknown>;

const views = new Map<string, View>();

export function registerView(type: string, view: View): void {
  views.set(type, view);
}

export type RenderCtx = { tx: Tx; baseUrl: string };

export function urlOf(ctx: RenderCtx, type: string, id: number): string {
  return `${ctx.baseUrl}/${typeDef(type).path}/${id}`;
}

/** The full DTO of an entity with `url`, before field selection. */
export function fullView(ctx: RenderCtx, type: string, e: Entity): Record<string, unknown> {
  const v = views.get(type);
  const body = v ? v(e, ctx) : e;
  const out: Record<string, unknown> = { id: e.id, version: e.version, url: urlOf(ctx, type, e.id) };
  for (const [k, val] of Object.entries(body)) {
    if (k.startsWith("_") || k === "id" || k === "version") continue;
    out[k] = val;
  }
  return out;
}

function stub(ctx: RenderCtx, type: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  const id = typeof value === "object" ? (value as { id?: unknown }).id : undefined;
  if (typeof id !== "number") return value;
  return { id, url: urlOf(ctx, type, id) };
}

/** Renders an entity through a field selection. */
export function render(ctx: RenderCtx, type: string, e: Entity, tree: FieldTree = STAR, depth = 0): Record<string, unknown> {
  const full = fullView(ctx, type, e);
  const shape = typeDef(type).schema.shape as Shape;
  return select(ctx, full, shape, tree, depth);
}

function select(
  ctx: RenderCtx,
  full: Record<string, unknown>,
  shape: Shape | undefined,
  tree: FieldTree,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(full)) {
    if (shape && !(k in shape)) continue;
    const sel = tree.fields.get(k) ?? (tree.star ? true : undefined);
    if (sel === undefined) continue;
    out[k] = renderValue(ctx, shape?.[k], val, sel, depth);
  }
  return out;
}

function renderValue(ctx: RenderCtx, fieldSchema: Shape[string] | undefined, val: unknown, sel: FieldTree | true, depth: number): unknown {
  const meta = refOf(fieldSchema);
  if (meta) {
    const one = (v: unknown) => {
      if (v === null || v === undefined) return null;
      if (sel === true || depth > 8) return stub(ctx, meta.sandboxRef, v);
      const id = (v as { id?: unknown }).id;
      const target = typeof id === "number" ? ctx.tx.get(meta.sandboxRef, id) : undefined;
      if (!target) return stub(ctx, meta.sandboxRef, v);
      return render(ctx, meta.sandboxRef, target, sel, depth + 1);
    };
    if (Array.isArray(val)) return val.map(one);
    return one(val);
  }
  if (sel !== true && val && typeof val === "object") {
    const inner = objectShape(fieldSchema);
    if (Array.isArray(val)) return val.map((x) => (x && typeof x === "object" ? select(ctx, x as Record<string, unknown>, inner, sel, depth + 1) : x));
    return select(ctx, val as Record<string, unknown>, inner, sel, depth + 1);
  }
  return val === undefined ? null : val;
}

/** Reads a dotted path of a full view, following references (for sorting and filtering). */
export function pathValue(ctx: RenderCtx, type: string, e: Entity, path: string): unknown {
  const [head, ...rest] = path.split(".");
  const full = fullView(ctx, type, e);
  const val = full[head];
  if (rest.length === 0) return val;
  const meta = refOf((typeDef(type).schema.shape as Shape)[head]);
  if (meta && val && typeof val === "object" && !Array.isArray(val)) {
    const target = ctx.tx.get(meta.sandboxRef, (val as { id: number }).id);
    return target ? pathValue(ctx, meta.sandboxRef, target, rest.join(".")) : undefined;
  }
  let cur: unknown = val;
  for (const p of rest) cur = cur && typeof cur === "object" ? (cur as Record<string, unknown>)[p] : undefined;
  return cur;
}
