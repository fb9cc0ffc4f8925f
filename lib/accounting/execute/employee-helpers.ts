import "server-only";
import { TripletexApiError } from "@/lib/accounting/tripletex-client";
import { cached, defaultDepartment, type ExecContext, type Ref, type Row } from "./toolkit";

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
    const rows = await ctx.client.list<Row>("/employee/employment/occupationCode", { nameNO: by.title, fields: "id,code,nameNO", count: 100 });
    const t = by.title.toLowerCase();
    const hit = rows.find((r) => String(r.nameNO ?? "").toLowerCase() === t) ?? rows[0];
    if (hit) return { id: hit.id };
  }
  return undefined;
}
