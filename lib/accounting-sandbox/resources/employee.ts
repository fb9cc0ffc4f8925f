import type { Ctx, Reply } from "../core/context";
import { bodyAs, parseAs, present, type Body } from "../core/body";
import { rawList, single } from "../core/envelope";
import { invalid, MSG, validationError } from "../core/errors";
import { registerView } from "../core/fields";
import { like, q, qBool, qInt, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref, Tx } from "../core/store";
import {
  checkVersion,
  eqStr,
  getById,
  idParam,
  isEmail,
  isValidNorwegianAccount,
  listOf,
  mustGet,
  nextNumber,
  plainFields,
  resolveRef,
  toRef,
} from "./common";

/** Employees with employments, employment details, standard working time and entitlements. */

const TEMPLATES: Record<string, string[]> = {
  NONE_PRIVILEGES: [],
  ALL_PRIVILEGES: [
    "ROLE_ADMINISTRATOR",
    "AUTH_PROJECT_MANAGER",
    "AUTH_CREATE_PROJECT",
    "AUTH_INVOICING",
    "AUTH_CUSTOMER_INFO",
    "AUTH_EMPLOYEE_INFO",
    "AUTH_ACCOUNTING",
    "AUTH_SALARY_ADMIN",
    "AUTH_TRAVEL_EXPENSE",
    "AUTH_HOURLIST",
  ],
  INVOICING_MANAGER: ["AUTH_INVOICING", "AUTH_CUSTOMER_INFO", "AUTH_CREATE_PROJECT"],
  PERSONELL_MANAGER: ["AUTH_EMPLOYEE_INFO", "AUTH_SALARY_ADMIN", "AUTH_TRAVEL_EXPENSE", "AUTH_HOURLIST"],
  ACCOUNTANT: ["AUTH_ACCOUNTING", "AUTH_CUSTOMER_INFO", "AUTH_INVOICING"],
  AUDITOR: ["AUTH_ACCOUNTING_READ"],
  DEPARTMENT_LEADER: ["AUTH_PROJECT_MANAGER", "AUTH_DEPARTMENT_REPORT", "AUTH_HOURLIST"],
};

export function grantTemplate(tx: Tx, employeeId: number, template: string): void {
  const names = TEMPLATES[template] ?? [];
  const existing = tx.filter("entitlement", (e) => (e.employee as Ref).id === employeeId);
  if (template === "NONE_PRIVILEGES") {
    for (const e of existing) tx.remove("entitlement", e.id);
    return;
  }
  names.forEach((name, i) => {
    if (existing.some((e) => e.name === name)) return;
    tx.insert("entitlement", { name, entitlementId: i + 1, employee: { id: employeeId }, customer: null });
  });
}

export function isProjectManager(tx: Tx, employeeId: number): boolean {
  return tx.all("entitlement").some(
    (e) => (e.employee as Ref).id === employeeId && (e.name === "AUTH_PROJECT_MANAGER" || e.name === "ROLE_ADMINISTRATOR"),
  );
}

registerView("employee", (e, { tx }) => ({
  ...e,
  displayName: `${e.firstName ?? ""} ${e.lastName ?? ""}`.trim(),
  employments: tx.filter("employment", (m) => (m.employee as Ref).id === e.id).map((m) => ({ id: m.id })),
  allowInformationRegistration: true,
  isProxy: false,
  companyId: tx.company.id,
}));

registerView("employment", (e, { tx }) => {
  const details = tx
    .filter("employmentDetails", (d) => (d.employment as Ref).id === e.id)
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  return {
    ...e,
    employmentDetails: details.map((d) => ({ id: d.id })),
    latestSalary: details.length ? { id: details[details.length - 1].id } : null,
  };
});

registerView("employmentDetails", (e) => ({
  ...e,
  monthlySalary: typeof e.annualSalary === "number" ? Math.round((e.annualSalary / 12) * 100) / 100 : null,
}));

function validateEmployeeFields(ctx: Ctx, b: Body, current?: Entity) {
  const msgs: { field: string; message: string }[] = [];
  const merged = { ...(current ?? {}), ...b };
  if (!current) {
    if (!present(b.firstName)) msgs.push({ field: "firstName", message: MSG.required });
    if (!present(b.lastName)) msgs.push({ field: "lastName", message: MSG.required });
  }
  if (!present(merged.userType)) msgs.push({ field: "userType", message: "Brukertype kan ikke være «0» eller tom." });
  const email = typeof merged.email === "string" ? merged.email.trim() : "";
  if (merged.userType && merged.userType !== "NO_ACCESS" && !email) {
    msgs.push({ field: "email", message: "Må angis for Tripletex-brukere." });
  }
  if (email && !isEmail(email)) msgs.push({ field: "email", message: "Ugyldig format." });
  if (email && isEmail(email)) {
    const dup = ctx.tx.find("employee", (o) => o.id !== current?.id && eqStr(o.email, email));
    if (dup) msgs.push({ field: "email", message: "Det finnes allerede en bruker med denne e-postadressen." });
  }
  // With department accounting in use (more than one department) the department must be given.
  if (!current && !present(b.department) && ctx.tx.all("department").length > 1) msgs.push({ field: "department.id", message: MSG.required });
  if (present(b.bankAccountNumber) && !isValidNorwegianAccount(String(b.bankAccountNumber))) {
    msgs.push({ field: "bankAccountNumber", message: "Dette er ikke et gyldig norsk kontonummer." });
  }
  if (present(b.nationalIdentityNumber) && !/^\d{11}$/.test(String(b.nationalIdentityNumber).replace(/\s/g, ""))) {
    msgs.push({ field: "nationalIdentityNumber", message: "Ugyldig format." });
  }
  if (present(b.dateOfBirth) && !/^\d{4}-\d{2}-\d{2}$/.test(String(b.dateOfBirth))) {
    msgs.push({ field: "dateOfBirth", message: "Ugyldig format." });
  }
  if (msgs.length) throw validationError(...msgs);
}

function upsertAddress(ctx: Ctx, value: unknown, current: Ref | null | undefined, field: string): Ref | null {
  if (value === null) return null;
  if (value === undefined) return current ?? null;
  const b = parseAs("address", value, field);
  const fields = plainFields(b, ["country"]);
  const country = b.country !== undefined ? toRef(resolveRef(ctx, "country", b.country, `${field}.country`)) : undefined;
  const id = typeof b.id === "number" ? b.id : current?.id;
  if (id && ctx.tx.get("address", id)) {
    ctx.tx.update("address", id, { ...fields, ...(country !== undefined ? { country } : {}) });
    return { id };
  }
  const a = ctx.tx.insert("address", {
    addressLine1: "",
    addressLine2: "",
    postalCode: "",
    city: "",
    country: country ?? { id: 161 },
    knr: null,
    gnr: null,
    bnr: null,
    fnr: null,
    snr: null,
    unitNumber: "",
    ...fields,
  });
  return { id: a.id };
}
export { upsertAddress };

registerView("address", (a) => ({
  ...a,
  displayName: [a.addressLine1, [a.postalCode, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  addressAsString: [a.addressLine1, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
}));

function createEmployment(ctx: Ctx, employee: Entity, b: Body, field: string): Entity {
  if (!present(b.startDate)) throw invalid(`${field}startDate`, MSG.notNull);
  if (!present(employee.dateOfBirth)) throw invalid(field ? "dateOfBirth" : "employee.dateOfBirth", MSG.required);
  const division = resolveRef(ctx, "division", b.division, `${field}division`);
  const m = ctx.tx.insert("employment", {
    employee: { id: employee.id },
    employmentId: String(ctx.tx.filter("employment", (x) => (x.employee as Ref).id === employee.id).length + 1),
    startDate: b.startDate,
    endDate: b.endDate ?? null,
    employmentEndReason: b.employmentEndReason ?? null,
    division: toRef(division),
    lastSalaryChangeDate: b.lastSalaryChangeDate ?? null,
    noEmploymentRelationship: b.noEmploymentRelationship ?? false,
    isMainEmployer: b.isMainEmployer ?? true,
    taxDeductionCode: b.taxDeductionCode ?? "loennFraHovedarbeidsgiver",
    isRemoveAccessAtEmploymentEnded: b.isRemoveAccessAtEmploymentEnded ?? false,
  });
  const details = Array.isArray(b.employmentDetails) ? b.employmentDetails : [];
  for (const d of details) createDetails(ctx, m, parseAs("employmentDetails", d, `${field}employmentDetails`), `${field}employmentDetails.`);
  return m;
}

function createDetails(ctx: Ctx, employment: Entity, b: Body, field: string): Entity {
  const date = present(b.date) ? String(b.date) : String(employment.startDate);
  const dup = ctx.tx.find("employmentDetails", (d) => (d.employment as Ref).id === employment.id && d.date === date);
  if (dup) throw invalid(`${field}date`, "Finnes fra før.");
  const occupation = resolveRef(ctx, "occupationCode", b.occupationCode, `${field}occupationCode`);
  const pct = b.percentageOfFullTimeEquivalent;
  if (pct !== undefined && pct !== null && (Number(pct) < 0 || Number(pct) > 100)) {
    throw invalid(`${field}percentageOfFullTimeEquivalent`, "Må være mellom 0 og 100.");
  }
  return ctx.tx.insert("employmentDetails", {
    employment: { id: employment.id },
    date,
    employmentType: b.employmentType ?? "ORDINARY",
    employmentForm: b.employmentForm ?? "PERMANENT",
    maritimeEmployment: null,
    remunerationType: b.remunerationType ?? "MONTHLY_WAGE",
    workingHoursScheme: b.workingHoursScheme ?? "NOT_SHIFT",
    shiftDurationHours: b.shiftDurationHours ?? 0,
    occupationCode: toRef(occupation),
    percentageOfFullTimeEquivalent: pct ?? 100,
    annualSalary: b.annualSalary ?? 0,
    hourlyWage: b.hourlyWage ?? 0,
    payrollTaxMunicipalityId: null,
  });
}

function createEmployee(ctx: Ctx, b: Body): Entity {
  validateEmployeeFields(ctx, b);
  const department = resolveRef(ctx, "department", b.department, "department") ?? ctx.tx.all("department")[0];
  const address = upsertAddress(ctx, b.address, null, "address");
  const fields = plainFields(b, ["department", "address", "employments", "displayName", "phoneNumberMobileCountry"]);
  const e = ctx.tx.insert("employee", {
    firstName: "",
    lastName: "",
    employeeNumber: nextNumber(ctx, "employee", "employeeNumber"),
    dateOfBirth: null,
    email: "",
    phoneNumberMobileCountry: { id: 161 },
    phoneNumberMobile: "",
    phoneNumberHome: "",
    phoneNumberWork: "",
    nationalIdentityNumber: "",
    dnumber: "",
    internationalId: null,
    bankAccountNumber: "",
    iban: "",
    bic: "",
    creditorBankCountryId: 0,
    usesAbroadPayment: false,
    isContact: false,
    comments: "",
    holidayAllowanceEarned: null,
    employeeCategory: null,
    isAuthProjectOverviewURL: false,
    pictureId: null,
    vismaConnect2FAactive: false,
    ...fields,
    address,
    department: toRef(department),
  });
  const employments = Array.isArray(b.employments) ? b.employments : [];
  for (const m of employments) createEmployment(ctx, e, parseAs("employment", m, "employments"), "employments.");
  return e;
}

function postEmployee(ctx: Ctx): Reply {
  const e = createEmployee(ctx, bodyAs(ctx, "employee"));
  return single(ctx, "employee", ctx.tx.get("employee", e.id)!, 201);
}

function postEmployeeList(ctx: Ctx): Reply {
  if (!Array.isArray(ctx.body)) throw invalid(null, "Forventet en liste.");
  const created = ctx.body.map((raw) => createEmployee(ctx, parseAs("employee", raw)));
  return listCreated(ctx, "employee", created);
}

export function listCreated(ctx: Ctx, type: string, created: Entity[]): Reply {
  const envelope = listOf(type, (e) => created.some((c) => c.id === e.id));
  const r = envelope(ctx);
  return { ...r, status: 201 };
}

function putEmployee(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "employee", idParam(ctx));
  const b = bodyAs(ctx, "employee");
  checkVersion(cur, b);
  validateEmployeeFields(ctx, b, cur);
  const changes: Record<string, unknown> = plainFields(b, ["department", "address", "employments", "displayName", "phoneNumberMobileCountry"]);
  if (b.department !== undefined) changes.department = toRef(resolveRef(ctx, "department", b.department, "department", true));
  if (b.address !== undefined) changes.address = upsertAddress(ctx, b.address, cur.address as Ref | null, "address");
  ctx.tx.update("employee", cur.id, changes);
  const employments = Array.isArray(b.employments) ? b.employments : [];
  for (const m of employments) {
    const mb = parseAs("employment", m, "employments");
    if (typeof mb.id === "number" && ctx.tx.get("employment", mb.id)) continue;
    createEmployment(ctx, ctx.tx.get("employee", cur.id)!, mb, "employments.");
  }
  return single(ctx, "employee", ctx.tx.get("employee", cur.id)!);
}

const employeeFilter = (e: Entity, ctx: Ctx) => {
  if (!like(e.firstName, q(ctx, "firstName"))) return false;
  if (!like(e.lastName, q(ctx, "lastName"))) return false;
  if (!like(e.email, q(ctx, "email"))) return false;
  const num = q(ctx, "employeeNumber");
  if (num !== undefined && String(e.employeeNumber) !== num) return false;
  const dep = qInt(ctx, "departmentId");
  if (dep !== undefined && (e.department as Ref | null)?.id !== dep) return false;
  if (qBool(ctx, "assignableProjectManagers") || qBool(ctx, "onlyProjectManagers")) {
    if (!isProjectManager(ctx.tx, e.id)) return false;
  }
  return true;
};

// --- employment -------------------------------------------------------------------------------

function postEmployment(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "employment");
  const employee = resolveRef(ctx, "employee", b.employee, "employee", true)!;
  const m = createEmployment(ctx, employee, b, "");
  return single(ctx, "employment", ctx.tx.get("employment", m.id)!, 201);
}

function putEmployment(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "employment", idParam(ctx));
  const b = bodyAs(ctx, "employment");
  checkVersion(cur, b);
  const changes: Record<string, unknown> = plainFields(b, ["employee", "division", "employmentDetails", "latestSalary"]);
  if (b.division !== undefined) changes.division = toRef(resolveRef(ctx, "division", b.division, "division"));
  ctx.tx.update("employment", cur.id, changes);
  return single(ctx, "employment", ctx.tx.get("employment", cur.id)!);
}

function postDetails(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "employmentDetails");
  const employment = resolveRef(ctx, "employment", b.employment, "employment", true)!;
  const d = createDetails(ctx, employment, b, "");
  return single(ctx, "employmentDetails", d, 201);
}

function putDetails(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "employmentDetails", idParam(ctx));
  const b = bodyAs(ctx, "employmentDetails");
  checkVersion(cur, b);
  const changes: Record<string, unknown> = plainFields(b, ["employment", "occupationCode", "monthlySalary"]);
  if (b.occupationCode !== undefined) changes.occupationCode = toRef(resolveRef(ctx, "occupationCode", b.occupationCode, "occupationCode"));
  ctx.tx.update("employmentDetails", cur.id, changes);
  return single(ctx, "employmentDetails", ctx.tx.get("employmentDetails", cur.id)!);
}

// --- standard time, entitlements ----------------------------------------------------------------

function postStandardTime(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "standardTime");
  const employee = resolveRef(ctx, "employee", b.employee, "employee", true)!;
  const msgs = [];
  if (!present(b.fromDate)) msgs.push({ field: "fromDate", message: MSG.notNull });
  if (!present(b.hoursPerDay)) msgs.push({ field: "hoursPerDay", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const dup = ctx.tx.find("standardTime", (s) => (s.employee as Ref).id === employee.id && s.fromDate === b.fromDate);
  if (dup) throw invalid("fromDate", "Finnes fra før.");
  const s = ctx.tx.insert("standardTime", { employee: { id: employee.id }, fromDate: b.fromDate, hoursPerDay: b.hoursPerDay });
  return single(ctx, "standardTime", s, 201);
}

function putStandardTime(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "standardTime", idParam(ctx));
  const b = bodyAs(ctx, "standardTime");
  checkVersion(cur, b);
  ctx.tx.update("standardTime", cur.id, plainFields(b, ["employee"]));
  return single(ctx, "standardTime", ctx.tx.get("standardTime", cur.id)!);
}

function grant(ctx: Ctx): Reply {
  requireParams(ctx, "employeeId", "template");
  const employeeId = qInt(ctx, "employeeId")!;
  const template = q(ctx, "template")!;
  const employee = mustGet(ctx, "employee", employeeId);
  if (!(template in TEMPLATES)) throw invalid("template", `Ugyldig mal: ${template}`);
  if (employee.userType === "NO_ACCESS" && template !== "NONE_PRIVILEGES") {
    throw invalid("employeeId", "Brukeren har ikke tilgang til Tripletex (brukertype NO_ACCESS).");
  }
  grantTemplate(ctx.tx, employeeId, template);
  return { status: 200 };
}

const EMPLOYMENT_ENUMS: Record<string, [string, string][]> = {
  employmentType: [["ORDINARY", "Ordinært arbeidsforhold"], ["MARITIME", "Maritimt arbeidsforhold"], ["FREELANCE", "Frilanser, oppdragstaker, honorar"], ["NOT_CHOSEN", "Ikke valgt"]],
  "employmentType/employmentFormType": [["PERMANENT", "Fast ansatt"], ["TEMPORARY", "Midlertidig ansatt"], ["PERMANENT_AND_HIRED_OUT", "Fast ansatt for utleie"], ["TEMPORARY_AND_HIRED_OUT", "Midlertidig ansatt for utleie"], ["TEMPORARY_ON_CALL", "Tilkallingsvikar"], ["NOT_CHOSEN", "Ikke valgt"]],
  remunerationType: [["MONTHLY_WAGE", "Fastlønn"], ["HOURLY_WAGE", "Timelønn"], ["COMMISION_PERCENTAGE", "Provisjonslønn"], ["FEE", "Honorar"], ["NOT_CHOSEN", "Ikke valgt"], ["PIECEWORK_WAGE", "Akkordlønn"]],
  workingHoursScheme: [["NOT_SHIFT", "Ikke skiftarbeid"], ["ROUND_THE_CLOCK", "Døgnkontinuerlig skiftarbeid"], ["SHIFT_365", "Helkontinuerlig skiftarbeid"], ["OFFSHORE_336", "Arbeid offshore"], ["CONTINUOUS", "Kontinuerlig skiftarbeid"], ["OTHER_SHIFT", "Annet skiftarbeid"], ["NOT_CHOSEN", "Ikke valgt"]],
};

export function register(r: Router): void {
  for (const [path, values] of Object.entries(EMPLOYMENT_ENUMS)) {
    r.get(`/employee/employment/${path}`, () => rawList(values.map(([code, nameNO], i) => ({ id: i + 1, code, nameNO, [path.split("/").pop()!]: code }))));
  }
  r.get("/token/session/>whoAmI", (ctx) => {
    const owner = ctx.tx.find("employee", (e) => e._isAccountAdministrator === true);
    return { status: 200, body: { value: { employeeId: owner?.id ?? null, actualEmployeeId: owner?.id ?? null, companyId: ctx.tx.company.id, language: "no" } } };
  });
  r.get("/employee", listOf("employee", employeeFilter));
  r.post("/employee", postEmployee);
  r.post("/employee/list", postEmployeeList);
  r.get("/employee/{id}", getById("employee"));
  r.put("/employee/{id}", putEmployee);

  r.get("/employee/employment", listOf("employment", (e, ctx) => {
    const id = qInt(ctx, "employeeId");
    return id === undefined || (e.employee as Ref).id === id;
  }));
  r.post("/employee/employment", postEmployment);
  r.get("/employee/employment/{id}", getById("employment"));
  r.put("/employee/employment/{id}", putEmployment);

  r.get("/employee/employment/details", listOf("employmentDetails", (e, ctx) => {
    const id = qInt(ctx, "employmentId");
    return id === undefined || (e.employment as Ref).id === id;
  }));
  r.post("/employee/employment/details", postDetails);
  r.get("/employee/employment/details/{id}", getById("employmentDetails"));
  r.put("/employee/employment/details/{id}", putDetails);

  r.get("/employee/employment/occupationCode", listOf("occupationCode", (e, ctx) => {
    const code = q(ctx, "code");
    if (code !== undefined && !String(e.code).startsWith(code)) return false;
    return like(e.nameNO, q(ctx, "nameNO"));
  }));
  r.get("/employee/employment/occupationCode/{id}", getById("occupationCode"));

  r.get("/employee/standardTime", listOf("standardTime", (e, ctx) => {
    const id = qInt(ctx, "employeeId");
    return id === undefined || (e.employee as Ref).id === id;
  }));
  r.post("/employee/standardTime", postStandardTime);
  r.get("/employee/standardTime/{id}", getById("standardTime"));
  r.put("/employee/standardTime/{id}", putStandardTime);

  r.get("/employee/entitlement", listOf("entitlement", (e, ctx) => {
    const id = qInt(ctx, "employeeId");
    return id === undefined || (e.employee as Ref).id === id;
  }));
  r.get("/employee/entitlement/{id}", getById("entitlement"));
  r.put("/employee/entitlement/:grantEntitlementsByTemplate", grant);
}
