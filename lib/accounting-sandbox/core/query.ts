import type { Ctx } from "./context";
import { MSG, paramError, validationError } from "./errors";

/** Query parameter readers with the real API's messages. */

export function q(ctx: Ctx, name: string): string | undefined {
  const v = ctx.query.get(name);
  return v === null || v.trim() === "" ? undefined : v.trim();
}

/** Required parameters: one 422 naming every missing one. */
export function requireParams(ctx: Ctx, ...names: string[]): void {
  const missing = names.filter((n) => q(ctx, n) === undefined);
  if (missing.length) throw validationError(...missing.map((field) => ({ field, message: MSG.notNull })));
}

export function qInt(ctx: Ctx, name: string): number | undefined {
  const v = q(ctx, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw paramError(name, `arg:${name} '${v}' må være et heltall`);
  return Number(v);
}

/** Comma-separated id or number lists (`id=1,2,3`). */
export function qInts(ctx: Ctx, name: string): number[] | undefined {
  const v = q(ctx, name);
  if (v === undefined) return undefined;
  const parts = v.split(",").map((s) => s.trim()).filter(Boolean);
  for (const p of parts) if (!/^-?\d+$/.test(p)) throw paramError(name, `arg:${name} '${v}' må være et heltall`);
  return parts.map(Number);
}

export function qNum(ctx: Ctx, name: string): number | undefined {
  const v = q(ctx, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw paramError(name, `arg:${name} '${v}' må være et tall`);
  return n;
}

export function qBool(ctx: Ctx, name: string): boolean | undefined {
  const v = q(ctx, name);
  if (v === undefined) return undefined;
  return /^(true|1)$/i.test(v);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function qDate(ctx: Ctx, name: string): string | undefined {
  const v = q(ctx, name);
  if (v === undefined) return undefined;
  const d = v.slice(0, 10);
  if (!DATE.test(d) || Number.isNaN(Date.parse(d))) throw paramError(name, `arg:${name} '${v}' er ikke en gyldig dato`);
  return d;
}

/** A required `From`/`To` window with exclusive end; From must be before To. */
export function dateWindow(ctx: Ctx, fromName: string, toName: string): { from: string; to: string } {
  requireParams(ctx, fromName, toName);
  const from = qDate(ctx, fromName)!;
  const to = qDate(ctx, toName)!;
  if (from >= to) throw validationError({ field: toName, message: `${toName} må være etter ${fromName}.` });
  return { from, to };
}

export function inWindow(date: unknown, w: { from: string; to: string }): boolean {
  return typeof date === "string" && date >= w.from && date < w.to;
}

/** Case-insensitive "contains" as Tripletex name/email filters behave. */
export function like(value: unknown, needle: string | undefined): boolean {
  if (needle === undefined) return true;
  return typeof value === "string" && value.toLowerCase().includes(needle.toLowerCase());
}

export function isDate(v: unknown): v is string {
  return typeof v === "string" && DATE.test(v) && !Number.isNaN(Date.parse(v));
}
