import "server-only";
import { TripletexApiError, type TripletexClient } from "@/lib/accounting/tripletex-client";

/**
 * What every executor works with: the request's client, its date and notes, a per-request cache
 * (GETs are free but not instant), small text/date helpers, and the one-retry rule for writes.
 */

export type Ref = { id: number };
export type Row = Record<string, unknown> & { id: number; version?: number };

export type ExecContext = {
  client: TripletexClient;
  /** The date the task treats as today (YYYY-MM-DD). */
  today: string;
  /** What the executor decided, in words, for the request log. */
  notes: string[];
};


const cache = new WeakMap<TripletexClient, Map<string, Promise<unknown>>>();

/** Memoises `load` under `key` for the lifetime of one client (one request). */
export function cached<T>(ctx: ExecContext, key: string, load: () => Promise<T>): Promise<T> {
  let m = cache.get(ctx.client);
  if (!m) cache.set(ctx.client, (m = new Map()));
  let p = m.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    m.set(key, p);
    p.catch(() => m.delete(key));
  }
  return p;
}

export function forget(ctx: ExecContext, key: string): void {
  cache.get(ctx.client)?.delete(key);
}

/** The cached promise under `key`, if any (without loading). */
export function peek<T>(ctx: ExecContext, key: string): Promise<T> | undefined {
  return cache.get(ctx.client)?.get(key) as Promise<T> | undefined;
}

/** Stores a known value under `key` (e.g. a row just written). */
export function remember<T>(ctx: ExecContext, key: string, value: T): void {
  let m = cache.get(ctx.client);
  if (!m) cache.set(ctx.client, (m = new Map()));
  m.set(key, Promise.resolve(value));
}

// ---------------------------------------------------------------------------------------------
// Text and numbers

export function norm(s: unknown): string {
  return String(s ?? "")
    .normalize("NFKC")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** Loose comparison for names: case, accents and punctuation ignored. */
export function looseName(s: unknown): string {
  return norm(s)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function lastOfMonth(iso: string): string {
  const [y, m] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Retrying a write once with a correction

/**
 * Runs a write; when it fails with a 4xx whose validation messages a `fix` recognises, applies
 * the fix (which may itself write, e.g. grant an entitlement) and retries exactly once.
 */
export async function withOneRetry<T>(
  attempt: () => Promise<T>,
  fix: (err: TripletexApiError) => Promise<boolean> | boolean,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof TripletexApiError) || err.status >= 500) throw err;
    if (!(await fix(err))) throw err;
    return attempt();
  }
}

export function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null && v !== "") out[k] = v;
  return out as Partial<T>;
}

