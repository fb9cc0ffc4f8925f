import "server-only";
import type { EmployeeFromContractTask, OnboardFromOfferLetterTask } from "@/lib/accounting/tasks";
import { isValidBankAccountNumber } from "./check-digits";
import { divisionForEmployment, occupationCode, postEmployee } from "./employee-helpers";
import { defaultDepartment, findEmployee, findOrCreateDepartment, type ExecContext, type Ref, type Row } from "./toolkit";

type Hire = Omit<Partial<EmployeeFromContractTask>, "type"> &
  Omit<Partial<OnboardFromOfferLetterTask>, "type"> & { firstName: string; lastName: string };

/**
 * Builds and posts one employee with the employment and its details embedded (department,
 * occupation code, form, remuneration, percentage, annual salary); the department is reused when it
 * exists and created otherwise.
 */
export async function hireEmployee(ctx: ExecContext, t: Hire): Promise<Row> {
  const existing = t.email ? await findEmployee(ctx, { email: t.email }) : undefined;
  if (existing) {
    ctx.notes.push("employee with this email already exists: not created again");
    return existing;
  }
  const [department, division, occupation] = await Promise.all([
    t.department ? findOrCreateDepartment(ctx, t.department) : defaultDepartment(ctx),
    divisionForEmployment(ctx),
    occupationCode(ctx, { code: t.occupationCode, title: t.jobTitle }),
  ]);
  const startDate = t.startDate ?? ctx.today;
  const details: Record<string, unknown> = {
    date: startDate,
    employmentType: "ORDINARY",
    employmentForm: t.employmentForm ?? "PERMANENT",
    remunerationType: t.remunerationType ?? "MONTHLY_WAGE",
    workingHoursScheme: "NOT_SHIFT",
    percentageOfFullTimeEquivalent: t.percentage ?? 100,
  };
  if (t.annualSalary) details.annualSalary = t.annualSalary;
  if (occupation) details.occupationCode = occupation;
  const employment: Record<string, unknown> = { startDate, isMainEmployer: true, employmentDetails: [details] };
  if (division) employment.division = division as Ref;
  const body: Record<string, unknown> = {
    firstName: t.firstName,
    lastName: t.lastName,
    userType: t.email ? "STANDARD" : "NO_ACCESS",
    department,
    employments: [employment],
  };
  if (t.email) body.email = t.email;
  if (t.dateOfBirth) body.dateOfBirth = t.dateOfBirth;
  if (t.nationalIdentityNumber) body.nationalIdentityNumber = t.nationalIdentityNumber;
  // A mistyped account number (its check digit wrong) would refuse the whole employee: it is left out and said.
  if (t.bankAccountNumber && isValidBankAccountNumber(t.bankAccountNumber)) body.bankAccountNumber = t.bankAccountNumber;
  else if (t.bankAccountNumber) ctx.notes.push(`bank account ${t.bankAccountNumber} has a wrong check digit (mistyped?): left out, add it by hand`);
  return postEmployee(ctx, body);
}

/** Task 19 — everything from the contract in one POST /employee (department created only if missing). */
export async function employeeFromContract(task: EmployeeFromContractTask, ctx: ExecContext): Promise<void> {
  await hireEmployee(ctx, task);
}

/** Task 21 — the hire as in task 19, plus the standard working hours per day. */
export async function onboardFromOfferLetter(task: OnboardFromOfferLetterTask, ctx: ExecContext): Promise<void> {
  const emp = await hireEmployee(ctx, task);
  if (task.hoursPerDay) {
    await ctx.client.post("/employee/standardTime", {
      employee: { id: emp.id },
      fromDate: task.startDate ?? ctx.today,
      hoursPerDay: task.hoursPerDay,
    });
  }
}
