import "server-only";
import { TripletexApiError } from "@/lib/accounting/tripletex-client";
import { cached, defaultDepartment, type ExecContext, type Ref, type Row } from "./toolkit";
import { registerWords } from "./job-titles";

/** The company's first division (virksomhet), if any: employments need one for payroll. */
export async function divisionForEmployment(ctx: ExecContext): Promise<Ref | undefined> {
  return cached(ctx, "division", async () => {
    const rows = await ctx.client.list<Row>("/division", { fields: "id,name", count: 100 });
    return rows[0] ? { id: rows[0].id } : undefined;
  });
}

/**
 * POST /employee; on a validation error that names the department, division or user type, fixes
 * the body and retries once.
 */
export async function postEmployee(ctx: ExecContext, body: Record<string, unknown>): Promise<Row> {
  const fields = "*,employments(*,employmentDetails(*))";
  try {
    return await ctx.client.post<Row>("/employee", body, { fields });
  } catch (err) {
    if (!(err instanceof TripletexApiError) || err.status >= 500) throw err;
    const fixed = { ...body };
    let changed = false;
    if (err.mentions("department") && !fixed.department) {
      fixed.department = await defaultDepartment(ctx);
      changed = true;
    }
    if (err.mentions("division") || err.mentions("virksomhet")) {
      const division = await divisionForEmployment(ctx);
      const employments = fixed.employments as Record<string, unknown>[] | undefined;
      if (division && employments) {
        fixed.employments = employments.map((e) => ({ ...e, division }));
        changed = true;
      }
    }
    if (err.mentions("userType") || err.mentions("Brukertype")) {
      fixed.userType = fixed.email ? "STANDARD" : "NO_ACCESS";
      changed = true;
    }
    if (err.mentions("email") && fixed.userType !== "NO_ACCESS" && !fixed.email) {
      fixed.userType = "NO_ACCESS";
      changed = true;
    }
    if (!changed) throw err;
    ctx.notes.push(`retried POST /employee after: ${err.message.slice(0, 160)}`);
    return ctx.client.post<Row>("/employee", fixed, { fields });
  }
}

/** Resolves a Tripletex occupation code (7 digits) from a 4-digit STYRK code or a job title. */
export async function occupationCode(
  ctx: ExecContext,
  by: { code?: string; title?: string },
): Promise<Ref | undefined> {
  if (by.code) {
    const rows = await ctx.client.list<Row>("/employee/employment/occupationCode", { code: by.code, fields: "id,code,nameNO", count: 100 });
    const hit = rows.find((r) => String(r.code ?? "").startsWith(by.code!)) ?? rows[0];
    if (hit) return { id: hit.id };
  }
  if (by.title) {
    const direct = await ctx.client.list<Row>("/employee/employment/occupationCode", { nameNO: by.title, fields: "id,code,nameNO", count: 100 });
    const title = foldTitle(by.title);
    const exact = direct.find((r) => foldTitle(r.nameNO) === title) ?? direct[0];
    if (exact) return { id: exact.id };
    // No name contains the title: take the code sharing the longest stretch with it
    // ("Seniorutvikler" → "…UTVIKLER", "HR-radgiver" → "…RÅDGIVER").
    const all = await cached(ctx, "occupationCodes", () =>
      ctx.client.list<Row>("/employee/employment/occupationCode", { fields: "id,code,nameNO", count: 100000 }),
    );
    // The title's words as the register names the trade ("Boat Carpenter" TØMRER, "tømrar" TØMRER): the shortest name
    // holding one; a word as written only where a name is that word ("Kokk").
    for (const { word, trade } of registerWords(by.title)) {
      const w = foldTitle(word);
      const holding = all
        .filter((r) => (trade ? foldTitle(r.nameNO).includes(w) : String(r.nameNO ?? "").split(/\s+/).some((x) => foldTitle(x) === w)))
        .sort((a, b) => String(a.nameNO).length - String(b.nameNO).length);
      if (holding.length) return { id: holding[0].id };
    }
    let best: { row: Row; len: number } | undefined;
    for (const r of all) {
      const len = longestCommonSubstring(title, foldTitle(r.nameNO));
      if (len >= 5 && (!best || len > best.len)) best = { row: r, len };
    }
    if (best) return { id: best.row.id };
  }
  return undefined;
}

/** Lower case, Norwegian letters folded to ASCII (offer letters are often ASCII-folded). */
function foldTitle(s: unknown): string {
  return String(s ?? "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "");
}

export function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if (prev[j] > best) best = prev[j];
      diag = up;
    }
  }
  return best;
}
