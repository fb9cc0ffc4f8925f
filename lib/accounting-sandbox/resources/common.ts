import { uploadForm, type Ctx, type Reply } from "../core/context";
import { list, single } from "../core/envelope";
import { conflict, invalid, MSG, notFound, paramError, validationError, type ValidationMessage } from "../core/errors";
import { present, type Body } from "../core/body";
import { qInts } from "../core/query";
import { refId, type Entity, type Ref } from "../core/store";

/** Helpers shared by the resource modules. */

export function idParam(ctx: Ctx, name = "id"): number {
  const raw = ctx.params[name];
  if (!/^\d+$/.test(raw ?? "")) throw paramError(name, `Ugyldig id: ${raw}`);
  return Number(raw);
}

export function mustGet(ctx: Ctx, type: string, id: number): Entity {
  const e = ctx.tx.get(type, id);
  if (!e) throw notFound(`Object not found`);
  return e;
}

/** Resolves a reference field of a body to an existing entity (422 when it does not exist). */
export function resolveRef(ctx: Ctx, type: string, value: unknown, field: string, required = false): Entity | undefined {
  if (value === undefined || value === null) {
    if (required) throw invalid(field, MSG.notNull);
    return undefined;
  }
  const id = refId(value);
  if (id === undefined) {
    if (required) throw invalid(`${field}.id`, MSG.notNull);
    return undefined;
  }
  const e = ctx.tx.get(type, id);
  if (!e) throw invalid(`${field}.id`, `Objektet med id ${id} finnes ikke.`);
  return e;
}

export const toRef = (e: Entity | undefined | null): Ref | null => (e ? { id: e.id } : null);

/** 409 when the body carries a version other than the stored one. */
export function checkVersion(current: Entity, body: Body): void {
  const v = body.version;
  if (v !== undefined && v !== null && Number(v) !== current.version) {
    throw conflict(
      `Objektet ble endret av noen andre mens du jobbet med det (versjon ${String(v)}, nå ${current.version}). Hent objektet på nytt og prøv igjen.`,
    );
  }
}

/** Collects "required" messages for fields that are missing or empty. */
export function requireFields(body: Body, fields: [string, string?][]): void {
  const msgs: ValidationMessage[] = [];
  for (const [f, message] of fields) if (!present(body[f])) msgs.push({ field: f, message: message ?? MSG.required });
  if (msgs.length) throw validationError(...msgs);
}

/** Plain (non-reference) fields of a body, without id/version/url/changes. */
export function plainFields(body: Body, skip: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (["id", "version", "url", "changes", ...skip].includes(k)) continue;
    out[k] = v;
  }
  return out;
}

export function getById(type: string) {
  return (ctx: Ctx): Reply => single(ctx, type, mustGet(ctx, type, idParam(ctx)));
}

/** Lists a type filtered by `id` (comma list) and the given predicates. */
export function listOf(type: string, filter?: (e: Entity, ctx: Ctx) => boolean, prepare?: (ctx: Ctx) => void) {
  return (ctx: Ctx): Reply => {
    prepare?.(ctx);
    const ids = qInts(ctx, "id");
    const all = ctx.tx.filter(type, (e) => (!ids || ids.includes(e.id)) && (!filter || filter(e, ctx)));
    return list(ctx, type, all);
  };
}

export const refIdOf = (v: unknown): number | undefined => refId(v);

export function eqStr(a: unknown, b: string | undefined): boolean {
  if (b === undefined) return true;
  return String(a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
}

/** Norwegian bank account numbers: 11 digits with a mod-11 check digit. */
export function isValidNorwegianAccount(raw: string): boolean {
  const d = raw.replace(/[\s.]/g, "");
  if (!/^\d{11}$/.test(d)) return false;
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = w.reduce((s, wi, i) => s + wi * Number(d[i]), 0);
  const rest = sum % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check !== 10 && check === Number(d[10]);
}

export function nextNumber(ctx: Ctx, type: string, field: string, start = 1): string {
  const max = ctx.tx.all(type).reduce((m, e) => Math.max(m, Number(e[field]) || 0), start - 1);
  return String(max + 1);
}

export const isEmail = (s: string) => /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(s);

/** A multipart upload and its `file` part; a request without one is a 422 on `file`, as Tripletex answers. */
export async function uploadWithFile(ctx: Ctx): Promise<{ form: FormData; file: File }> {
  let form: FormData;
  try {
    form = await uploadForm(ctx);
  } catch {
    throw invalid("file", MSG.notNull);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw invalid("file", MSG.notNull);
  return { form, file: file as File };
}
