import { checkFields, parseFields, pathValue, render, type FieldTree } from "./fields";
import type { Ctx, Reply } from "./context";
import { paramError } from "./errors";
import type { Entity } from "./store";

/** `{value}` and `{fullResultSize, from, count, versionDigest, values}` envelopes. */

/** The request's `fields` selection for a DTO type; a field the DTO lacks is a 400 (`checkFields`). */
export function fieldsFor(ctx: Ctx, type: string): FieldTree {
  const tree = parseFields(ctx.query.get("fields"));
  checkFields(type, tree);
  return tree;
}

export function single(ctx: Ctx, type: string, e: Entity, status = 200): Reply {
  const tree = fieldsFor(ctx, type);
  return { status, body: { value: render(ctx, type, e, tree) } };
}

function intParam(ctx: Ctx, name: string, fallback: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw paramError(name, `arg:${name} '${raw}' må være et heltall`);
  return Number(raw);
}

/** Sorts by `sorting=a,-b.c` (dotted paths follow references). */
export function sortEntities(ctx: Ctx, type: string, list: Entity[]): Entity[] {
  const sorting = ctx.query.get("sorting");
  if (!sorting) return list;
  const keys = sorting
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => (k.startsWith("-") ? { path: k.slice(1), dir: -1 } : { path: k.replace(/^\+/, ""), dir: 1 }));
  const decorated = list.map((e) => ({ e, vals: keys.map((k) => pathValue(ctx, type, e, k.path)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compare(a.vals[i], b.vals[i]);
      if (c !== 0) return c * keys[i].dir;
    }
    return 0;
  });
  return decorated.map((d) => d.e);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "nb");
}

export function list(ctx: Ctx, type: string, all: Entity[]): Reply {
  const from = intParam(ctx, "from", 0);
  const count = intParam(ctx, "count", 1000);
  const sorted = sortEntities(ctx, type, all);
  const page = sorted.slice(from, from + count);
  const tree = fieldsFor(ctx, type);
  return {
    status: 200,
    body: {
      fullResultSize: sorted.length,
      from,
      count: page.length,
      versionDigest: digest(page),
      values: page.map((e) => render(ctx, type, e, tree)),
    },
  };
}

/** A list answer of already rendered values (summaries such as /ledger). */
export function rawList(values: unknown[]): Reply {
  return { status: 200, body: { fullResultSize: values.length, from: 0, count: values.length, versionDigest: null, values } };
}

function digest(page: Entity[]): string {
  let h = 0;
  for (const e of page) h = (Math.imul(h, 31) + e.id * 7 + e.version) | 0;
  return `'${(h >>> 0).toString(16)}'`;
}
