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

/**
 * A division (virksomhet) for the company, needed by employments: its own organisation number
 * (a sub-unit never shares the legal entity's), a start date and the municipality.
 */
async function createDivision(ctx: ExecContext, startDate: string): Promise<Ref> {
  const [companies, municipalities] = await Promise.all([
    ctx.client.list<Row>("/company/>withLoginAccess", { fields: "id,name,organizationNumber" }).catch(() => [] as Row[]),
    ctx.client.list<Row>("/municipality", { fields: "id,name,number", count: 1000 }),
  ]);
  const company = companies[0];
  const municipality = municipalities.find((m) => /oslo/i.test(String(m.name ?? ""))) ?? municipalities[0];
  const created = await ctx.client.post<Row>("/division", {
    name: String(company?.name ?? "Hovedvirksomhet"),
    organizationNumber: subUnitOrganizationNumber(String(company?.organizationNumber ?? "")),
    startDate,
    municipalityDate: startDate,
    ...(municipality ? { municipality: { id: municipality.id } } : {}),
  });
  forget(ctx, "division");
  ctx.notes.push("company had no division: created one for the employment");
  return { id: created.id };
}

/** A valid (MOD11) organisation number near the company's own, but never equal to it. */
export function subUnitOrganizationNumber(companyOrg: string): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const start = /^\d{9}$/.test(companyOrg) ? Number(companyOrg.slice(0, 8)) + 1 : 97_000_000;
  for (let base = start; ; base++) {
    const body = String(base % 100_000_000).padStart(8, "0");
    const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
    const r = 11 - (sum % 11);
    if (r === 10) continue;
    const org = body + String(r === 11 ? 0 : r);
    if (org !== companyOrg) return org;
  }
}
