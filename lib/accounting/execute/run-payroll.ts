import "server-only";
import type { RunPayrollTask } from "@/lib/accounting/tasks";
import { divisionForEmployment } from "./employee-helpers";
import { resolvePerson } from "./project-helpers";
import { cached, firstOfMonth, forget, type ExecContext, type Ref, type Row } from "./toolkit";

/** A plausible date of birth for a bare employee record; payroll refuses employees without one. */
const FALLBACK_DATE_OF_BIRTH = "1990-01-01";

/**
 * Task 12 — payroll needs an employee with a date of birth and an employment attached to a
 * division: fix what is missing (PUT employee, POST division, POST employment), then one
 * POST /salary/transaction with the base salary and the bonus on the payslip.
 */
export async function runPayroll(task: RunPayrollTask, ctx: ExecContext): Promise<void> {
  const date = task.date ?? ctx.today;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const emp = await resolvePerson(ctx, task.employee);
  const full = await ctx.client.getValue<Row>(`/employee/${emp.id}`, { fields: "*,employments(*,division(id))" });
  const [types, division0] = await Promise.all([salaryTypes(ctx), divisionForEmployment(ctx)]);

  if (!full.dateOfBirth) {
    await ctx.client.put(`/employee/${emp.id}`, {
      id: full.id,
      version: full.version,
      firstName: full.firstName,
      lastName: full.lastName,
      dateOfBirth: FALLBACK_DATE_OF_BIRTH,
    });
    ctx.notes.push("employee had no date of birth: set a placeholder so payroll can run");
  }
  const employments = (full.employments as Row[] | undefined) ?? [];
  const startOfMonth = firstOfMonth(date);
  const current = employments.find((e) => !e.endDate || String(e.endDate) >= startOfMonth);
  if (!current || !(current.division as Row | null)?.id) {
    const division = division0 ?? (await createDivision(ctx, startOfMonth));
    if (!current) {
      await ctx.client.post("/employee/employment", {
        employee: { id: emp.id },
        startDate: startOfMonth,
        division,
        isMainEmployer: true,
        taxDeductionCode: "loennFraHovedarbeidsgiver",
      });
    } else {
      await ctx.client.put(`/employee/employment/${current.id}`, {
        id: current.id,
        version: current.version,
        startDate: current.startDate,
        division,
      });
    }
  }

  const base = pickType(types, [/^fastl[øo]nn/i, /fast\s*l[øo]nn/i, /m[åa]nedsl[øo]nn/i], "2000");
  const bonus = pickType(types, [/^bonus/i, /bonus/i], undefined);
  const specifications: Record<string, unknown>[] = [
    { salaryType: base, rate: task.baseSalary, count: 1, amount: task.baseSalary, description: "Fastlønn" },
  ];
  if (task.bonus) {
    specifications.push({ salaryType: bonus ?? base, rate: task.bonus, count: 1, amount: task.bonus, description: "Bonus" });
  }
  await ctx.client.post(
    "/salary/transaction",
    {
      date,
      year,
      month,
      isHistorical: false,
      payslips: [{ employee: { id: emp.id }, date, year, month, specifications }],
    },
    { generateTaxDeduction: false },
  );
}

async function salaryTypes(ctx: ExecContext): Promise<Row[]> {
  return cached(ctx, "salaryTypes", () => ctx.client.list<Row>("/salary/type", { fields: "id,number,name", count: 1000 }));
}

function pickType(types: Row[], patterns: RegExp[], number: string | undefined): Ref {
  for (const p of patterns) {
    const hit = types.find((t) => p.test(String(t.name ?? "")));
    if (hit) return { id: hit.id };
  }
  const byNumber = number ? types.find((t) => String(t.number) === number) : undefined;
  if (byNumber) return { id: byNumber.id };
  if (types.length === 0) throw new Error("no salary types in this company");
  return { id: types[0].id };
}

/** A division (virksomhet) for the company, needed by employments: name, org. no. and municipality. */
async function createDivision(ctx: ExecContext, startDate: string): Promise<Ref> {
  const [company, municipalities] = await Promise.all([
    ctx.client.getValue<Row>("/token/session/>whoAmI", { fields: "company(id,name,organizationNumber)" }).catch(() => undefined),
    ctx.client.list<Row>("/municipality", { fields: "id,name,number", count: 1000 }),
  ]);
  const c = (company?.company as Row | undefined) ?? undefined;
  const municipality = municipalities.find((m) => /oslo/i.test(String(m.name ?? ""))) ?? municipalities[0];
  const created = await ctx.client.post<Row>("/division", {
    name: String(c?.name ?? "Hovedvirksomhet"),
    organizationNumber: c?.organizationNumber ?? undefined,
    startDate,
    municipalityDate: startDate,
    ...(municipality ? { municipality: { id: municipality.id } } : {}),
  });
  forget(ctx, "division");
  ctx.notes.push("company had no division: created one for the employment");
  return { id: created.id };
}
