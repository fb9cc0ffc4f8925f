import type { Ctx, Reply } from "../core/context";
import { bodyAs, bodyListAs, parseAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, notFound, validationError, type ValidationMessage } from "../core/errors";
import { registerView } from "../core/fields";
import { dateWindow, inWindow, like, q, qBool, qDate, qInt, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, plainFields, resolveRef, toRef } from "./common";
import { isProjectManager, listCreated } from "./employee";
import { deleteOf } from "./organisation";

/** Projects (fixed price, project activities), activities and timesheet entries. */

registerView("project", (p, { tx }) => {
  const customer = tx.get("customer", (p.customer as Ref | null)?.id);
  const pm = tx.get("employee", (p.projectManager as Ref | null)?.id);
  return {
    ...p,
    displayName: `${p.number} ${p.name}`,
    projectActivities: tx.filter("projectActivity", (a) => (a.project as Ref).id === p.id).map((a) => ({ id: a.id })),
    participants: tx.filter("projectParticipant", (a) => (a.project as Ref).id === p.id).map((a) => ({ id: a.id })),
    projectHourlyRates: tx.filter("projectHourlyRate", (h) => (h.project as Ref).id === p.id).map((h) => ({ id: h.id })),
    customerName: customer?.name ?? "",
    projectManagerNameAndNumber: pm ? `${pm.firstName} ${pm.lastName}` : "",
    numberOfSubProjects: tx.filter("project", (s) => (s.mainProject as Ref | null)?.id === p.id).length,
    numberOfProjectParticipants: tx.filter("projectParticipant", (a) => (a.project as Ref).id === p.id).length,
    hierarchyNameAndNumber: `${p.number} ${p.name}`,
    hierarchyLevel: 0,
    orderLines: [],
    invoicingPlan: [],
    discountPercentage: 0,
    contributionMarginPercent: 0,
    totalInvoicedOnAccountAmountAbsoluteCurrency: 0,
    invoiceReserveTotalAmountCurrency: 0,
  };
});

registerView("activity", (a) => ({
  ...a,
  isProjectActivity: a.activityType === "PROJECT_GENERAL_ACTIVITY" || a.activityType === "PROJECT_SPECIFIC_ACTIVITY",
  isGeneral: a.activityType === "GENERAL_ACTIVITY" || a.activityType === "PROJECT_GENERAL_ACTIVITY",
  isTask: a.activityType === "TASK",
  isDisabled: false,
  deletable: true,
  displayName: a.number ? `${a.number} ${a.name}` : a.name,
}));

const PROJECT_REFS = ["projectManager", "department", "mainProject", "customer", "projectCategory", "deliveryAddress", "boligmappaAddress", "vatType", "currency", "contact", "attention", "projectActivities", "participants", "projectHourlyRates", "accountingDimensionValues", "preliminaryInvoice", "orderLines", "invoicingPlan"];
const PROJECT_RO = ["displayName", "discountPercentage", "contributionMarginPercent", "numberOfSubProjects", "numberOfProjectParticipants", "hierarchyNameAndNumber", "customerName", "hierarchyLevel", "projectManagerNameAndNumber", "totalInvoicedOnAccountAmountAbsoluteCurrency", "invoiceReserveTotalAmountCurrency"];

function projectRefs(ctx: Ctx, b: Body): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (b.projectManager !== undefined) {
    const pm = resolveRef(ctx, "employee", b.projectManager, "projectManager", true)!;
    if (!isProjectManager(ctx.tx, pm.id)) throw invalid("projectManager.id", "Oppgitt prosjektleder har ikke fått tilgang som prosjektleder i kontoen.");
    out.projectManager = { id: pm.id };
  }
  if (b.customer !== undefined) out.customer = toRef(resolveRef(ctx, "customer", b.customer, "customer"));
  if (b.department !== undefined) out.department = toRef(resolveRef(ctx, "department", b.department, "department"));
  if (b.mainProject !== undefined) out.mainProject = toRef(resolveRef(ctx, "project", b.mainProject, "mainProject"));
  if (b.currency !== undefined) out.currency = toRef(resolveRef(ctx, "currency", b.currency, "currency"));
  if (b.vatType !== undefined && b.vatType !== null) throw invalid("vatType", MSG.invalidVat);
  return out;
}

function createProject(ctx: Ctx, b: Body): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.name)) msgs.push({ field: "name", message: MSG.required });
  if (!present(b.startDate)) msgs.push({ field: "startDate", message: MSG.notNull });
  if (!present(b.projectManager)) msgs.push({ field: "projectManager", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  if (present(b.number) && ctx.tx.find("project", (p) => String(p.number) === String(b.number))) throw invalid("number", "Nummeret er i bruk.");
  if (b.isFixedPrice === true && !present(b.fixedprice)) { /* a fixed price of 0 is allowed */ }
  const number = present(b.number) ? String(b.number) : String(ctx.tx.all("project").reduce((m, p) => Math.max(m, Number(p.number) || 0), 0) + 1);
  const p = ctx.tx.insert("project", {
    name: "",
    description: "",
    startDate: null,
    endDate: null,
    isClosed: false,
    isReadyForInvoicing: false,
    isInternal: false,
    isOffer: false,
    isFixedPrice: false,
    projectCategory: null,
    deliveryAddress: null,
    boligmappaAddress: null,
    displayNameFormat: "NAME_STANDARD",
    reference: "",
    externalAccountsNumber: "",
    vatType: null,
    fixedprice: 0,
    currency: { id: 1 },
    markUpOrderLines: 0,
    markUpFeesEarned: 0,
    isPriceCeiling: false,
    priceCeilingAmount: 0,
    projectHourlyRates: [],
    forParticipantsOnly: false,
    contact: null,
    attention: null,
    invoiceComment: "",
    preliminaryInvoice: null,
    generalProjectActivitiesPerProjectOnly: false,
    invoiceDueDate: 14,
    invoiceDueDateType: "DAYS",
    invoiceReceiverEmail: "",
    overdueNoticeEmail: "",
    accessType: "WRITE",
    useProductNetPrice: false,
    ignoreCompanyProductDiscountAgreement: false,
    invoiceOnAccountVatHigh: false,
    accountingDimensionValues: [],
    customer: null,
    department: null,
    mainProject: null,
    ...plainFields(b, [...PROJECT_REFS, ...PROJECT_RO]),
    number,
    ...projectRefs(ctx, b),
  });
  const acts = Array.isArray(b.projectActivities) ? b.projectActivities : [];
  for (const raw of acts) createProjectActivity(ctx, { ...parseAs("projectActivity", raw, "projectActivities"), project: { id: p.id } }, "projectActivities.");
  return ctx.tx.get("project", p.id)!;
}

function putProject(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "project", idParam(ctx));
  const b = bodyAs(ctx, "project");
  checkVersion(cur, b);
  const changes = { ...plainFields(b, [...PROJECT_REFS, ...PROJECT_RO]), ...projectRefs(ctx, { ...b, projectManager: b.projectManager !== undefined && (b.projectManager as Ref | null)?.id === (cur.projectManager as Ref | null)?.id ? undefined : b.projectManager }) };
  if (changes.number !== undefined && ctx.tx.find("project", (p) => p.id !== cur.id && String(p.number) === String(changes.number))) throw invalid("number", "Nummeret er i bruk.");
  ctx.tx.update("project", cur.id, changes);
  const acts = Array.isArray(b.projectActivities) ? b.projectActivities : [];
  for (const raw of acts) {
    const ab = parseAs("projectActivity", raw, "projectActivities");
    if (typeof ab.id === "number" && ctx.tx.get("projectActivity", ab.id)) continue;
    createProjectActivity(ctx, { ...ab, project: { id: cur.id } }, "projectActivities.");
  }
  return single(ctx, "project", ctx.tx.get("project", cur.id)!);
}

// --- activities ---------------------------------------------------------------------------------

function createActivity(ctx: Ctx, b: Body, field = ""): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.name)) msgs.push({ field: `${field}name`, message: MSG.required });
  if (!present(b.activityType)) msgs.push({ field: `${field}activityType`, message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  if (ctx.tx.find("activity", (a) => String(a.name).toLowerCase() === String(b.name).toLowerCase() && a.activityType !== "PROJECT_SPECIFIC_ACTIVITY") && b.activityType !== "PROJECT_SPECIFIC_ACTIVITY") {
    throw invalid(`${field}name`, "Navnet er i bruk.");
  }
  const number = present(b.number) ? String(b.number) : String(ctx.tx.all("activity").reduce((m, a) => Math.max(m, Number(a.number) || 0), 0) + 1);
  return ctx.tx.insert("activity", {
    name: b.name,
    number,
    description: b.description ?? "",
    activityType: b.activityType,
    isChargeable: b.isChargeable ?? false,
    rate: b.rate ?? 0,
    costPercentage: b.costPercentage ?? 0,
  });
}

registerView("projectActivity", (a) => a);

function createProjectActivity(ctx: Ctx, b: Body, field = ""): Entity {
  const project = resolveRef(ctx, "project", b.project, `${field}project`, true)!;
  let activity: Entity | undefined;
  const raw = b.activity as Record<string, unknown> | undefined | null;
  if (raw && typeof raw === "object" && typeof raw.id !== "number") activity = createActivity(ctx, parseAs("activity", raw, `${field}activity`), `${field}activity.`);
  else activity = resolveRef(ctx, "activity", b.activity, `${field}activity`, true);
  if (activity!.activityType === "GENERAL_ACTIVITY") throw invalid(`${field}activity`, "Aktiviteten er ikke en prosjektaktivitet.");
  if (ctx.tx.find("projectActivity", (pa) => (pa.project as Ref).id === project.id && (pa.activity as Ref).id === activity!.id)) {
    throw invalid(`${field}activity`, "Aktiviteten er allerede knyttet til prosjektet.");
  }
  return ctx.tx.insert("projectActivity", {
    activity: { id: activity!.id },
    project: { id: project.id },
    startDate: b.startDate ?? project.startDate ?? null,
    endDate: b.endDate ?? null,
    isClosed: b.isClosed ?? false,
    budgetHours: b.budgetHours ?? 0,
    budgetHourlyRateCurrency: b.budgetHourlyRateCurrency ?? 0,
    budgetFeeCurrency: b.budgetFeeCurrency ?? 0,
  });
}

/** Activities an employee can log on a project that day. */
function forTimeSheet(ctx: Ctx): Reply {
  requireParams(ctx, "projectId");
  const projectId = qInt(ctx, "projectId")!;
  const project = ctx.tx.get("project", projectId);
  if (!project) throw invalid("projectId", `Objektet med id ${projectId} finnes ikke.`);
  const linked = ctx.tx.filter("projectActivity", (pa) => (pa.project as Ref).id === projectId).map((pa) => (pa.activity as Ref).id);
  return listOf("activity", (a) => linked.includes(a.id) || (!project.generalProjectActivitiesPerProjectOnly && a.activityType === "PROJECT_GENERAL_ACTIVITY"))(ctx);
}

// --- timesheet ------------------------------------------------------------------------------------

registerView("timesheetEntry", (t, { tx }) => {
  const act = tx.get("activity", (t.activity as Ref).id);
  const chargeable = Boolean(act?.isChargeable) && Boolean(t.project);
  return { ...t, chargeableHours: chargeable ? t.hours : 0, chargeable, locked: false, timeClocks: [], hourlyCost: 0, hourlyCostPercentage: 0 };
});

function createEntry(ctx: Ctx, b: Body): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.employee)) msgs.push({ field: "employee", message: MSG.notNull });
  if (!present(b.activity)) msgs.push({ field: "activity", message: MSG.notNull });
  if (!present(b.date)) msgs.push({ field: "date", message: MSG.notNull });
  if (b.hours === undefined || b.hours === null) msgs.push({ field: "hours", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const employee = resolveRef(ctx, "employee", b.employee, "employee", true)!;
  const activity = resolveRef(ctx, "activity", b.activity, "activity", true)!;
  const project = resolveRef(ctx, "project", b.project, "project");
  if (project) {
    const allowed = ctx.tx.find("projectActivity", (pa) => (pa.project as Ref).id === project.id && (pa.activity as Ref).id === activity.id) || activity.activityType === "PROJECT_GENERAL_ACTIVITY";
    if (!allowed) throw invalid("activity", "Aktiviteten kan ikke brukes på dette prosjektet.");
  } else if (activity.activityType !== "GENERAL_ACTIVITY") {
    throw invalid("project", "Prosjekt må angis for en prosjektaktivitet.");
  }
  const hours = Number(b.hours);
  if (hours < 0 || hours > 24) throw invalid("hours", "Antall timer må være mellom 0 og 24.");
  const dup = ctx.tx.find("timesheetEntry", (t) => (t.employee as Ref).id === employee.id && t.date === b.date && (t.activity as Ref).id === activity.id && (t.project as Ref | null)?.id === project?.id);
  if (dup) throw invalid(null, "Det finnes allerede en timeføring for denne ansatte, datoen, aktiviteten og prosjektet.");
  const fixed = project ? ctx.tx.find("projectHourlyRate", (h) => (h.project as Ref).id === project.id && h.hourlyRateModel === "TYPE_FIXED_HOURLY_RATE") : undefined;
  const rate = Number(fixed?.fixedRate ?? activity.rate ?? 0);
  return ctx.tx.insert("timesheetEntry", {
    project: toRef(project),
    activity: { id: activity.id },
    date: b.date,
    hours,
    employee: { id: employee.id },
    comment: b.comment ?? "",
    invoice: null,
    hourlyRate: rate,
    projectChargeableHours: b.projectChargeableHours ?? hours,
  });
}

function createParticipant(ctx: Ctx, b: Body): Entity {
  const project = resolveRef(ctx, "project", b.project, "project", true)!;
  const employee = resolveRef(ctx, "employee", b.employee, "employee", true)!;
  if (ctx.tx.find("projectParticipant", (p) => (p.project as Ref).id === project.id && (p.employee as Ref).id === employee.id)) {
    throw invalid("employee", "Den ansatte er allerede deltaker i prosjektet.");
  }
  return ctx.tx.insert("projectParticipant", { project: { id: project.id }, employee: { id: employee.id }, adminAccess: b.adminAccess ?? false });
}

function createHourlyRate(ctx: Ctx, b: Body): Entity {
  const project = resolveRef(ctx, "project", b.project, "project", true)!;
  if (!present(b.startDate)) throw invalid("startDate", MSG.notNull);
  return ctx.tx.insert("projectHourlyRate", {
    project: { id: project.id },
    startDate: b.startDate,
    showInProjectOrder: b.showInProjectOrder ?? false,
    hourlyRateModel: b.hourlyRateModel ?? "TYPE_PREDEFINED_HOURLY_RATES",
    projectSpecificRates: [],
    fixedRate: b.fixedRate ?? 0,
  });
}

export function register(r: Router): void {
  r.post("/project/participant", (ctx) => single(ctx, "projectParticipant", createParticipant(ctx, bodyAs(ctx, "projectParticipant")), 201));
  r.post("/project/participant/list", (ctx) => listCreated(ctx, "projectParticipant", bodyListAs(ctx, "projectParticipant").map((b) => createParticipant(ctx, b))));
  r.get("/project/participant/{id}", getById("projectParticipant"));
  r.get("/project/hourlyRates", listOf("projectHourlyRate", (h, ctx) => {
    const id = qInt(ctx, "projectId");
    return id === undefined || (h.project as Ref).id === id;
  }));
  r.post("/project/hourlyRates", (ctx) => single(ctx, "projectHourlyRate", createHourlyRate(ctx, bodyAs(ctx, "projectHourlyRate")), 201));
  r.get("/project/hourlyRates/{id}", getById("projectHourlyRate"));
  r.put("/project/hourlyRates/{id}", (ctx) => {
    const cur = mustGet(ctx, "projectHourlyRate", idParam(ctx));
    const b = bodyAs(ctx, "projectHourlyRate");
    checkVersion(cur, b);
    ctx.tx.update("projectHourlyRate", cur.id, plainFields(b, ["project", "projectSpecificRates"]));
    return single(ctx, "projectHourlyRate", ctx.tx.get("projectHourlyRate", cur.id)!);
  });
  r.get("/project", listOf("project", (p, ctx) => {
    if (!like(p.name, q(ctx, "name"))) return false;
    const num = q(ctx, "number");
    if (num !== undefined && String(p.number) !== num) return false;
    const eqRef = (field: string, param: string) => {
      const id = qInt(ctx, param);
      return id === undefined || (p[field] as Ref | null)?.id === id;
    };
    if (!eqRef("projectManager", "projectManagerId") || !eqRef("customer", "customerId") || !eqRef("department", "departmentId")) return false;
    for (const f of ["isClosed", "isOffer", "isFixedPrice"]) {
      const v = qBool(ctx, f);
      if (v !== undefined && Boolean(p[f]) !== v) return false;
    }
    const sf = qDate(ctx, "startDateFrom");
    const st = qDate(ctx, "startDateTo");
    if (sf !== undefined && String(p.startDate) < sf) return false;
    if (st !== undefined && String(p.startDate) >= st) return false;
    return true;
  }));
  r.get("/project/>forTimeSheet", listOf("project", (p, ctx) => {
    const date = qDate(ctx, "date") ?? ctx.today;
    return !p.isClosed && String(p.startDate ?? "") <= date && (!p.endDate || String(p.endDate) >= date);
  }));
  r.get("/project/number/{number}", (ctx) => {
    const p = ctx.tx.find("project", (x) => String(x.number) === ctx.params.number);
    if (!p) throw notFound();
    return single(ctx, "project", p);
  });
  r.post("/project", (ctx) => single(ctx, "project", createProject(ctx, bodyAs(ctx, "project")), 201));
  r.post("/project/list", (ctx) => listCreated(ctx, "project", bodyListAs(ctx, "project").map((b) => createProject(ctx, b))));
  r.get("/project/projectActivity/{id}", getById("projectActivity"));
  r.post("/project/projectActivity", (ctx) => single(ctx, "projectActivity", createProjectActivity(ctx, bodyAs(ctx, "projectActivity")), 201));
  r.delete("/project/projectActivity/{id}", deleteOf("projectActivity"));
  r.get("/project/{id}", getById("project"));
  r.put("/project/{id}", putProject);
  r.delete("/project/{id}", deleteOf("project", (ctx, id) => ctx.tx.all("timesheetEntry").some((t) => (t.project as Ref | null)?.id === id)));

  r.get("/activity", listOf("activity", (a, ctx) => {
    if (!like(a.name, q(ctx, "name"))) return false;
    const num = q(ctx, "number");
    if (num !== undefined && String(a.number) !== num) return false;
    const isProject = qBool(ctx, "isProjectActivity");
    if (isProject !== undefined && (a.activityType !== "GENERAL_ACTIVITY") !== isProject) return false;
    const chargeable = qBool(ctx, "isChargeable");
    if (chargeable !== undefined && Boolean(a.isChargeable) !== chargeable) return false;
    return true;
  }));
  r.get("/activity/>forTimeSheet", forTimeSheet);
  r.post("/activity", (ctx) => single(ctx, "activity", createActivity(ctx, bodyAs(ctx, "activity")), 201));
  r.post("/activity/list", (ctx) => listCreated(ctx, "activity", bodyListAs(ctx, "activity").map((b) => createActivity(ctx, b))));
  r.get("/activity/{id}", getById("activity"));

  r.get("/timesheet/entry", (ctx) => {
    const w = dateWindow(ctx, "dateFrom", "dateTo");
    return listOf("timesheetEntry", (t, c) => {
      if (!inWindow(t.date, w)) return false;
      for (const [field, param] of [["employee", "employeeId"], ["project", "projectId"], ["activity", "activityId"]]) {
        const id = qInt(c, param);
        if (id !== undefined && (t[field] as Ref | null)?.id !== id) return false;
      }
      return like(t.comment, q(c, "comment"));
    })(ctx);
  });
  r.post("/timesheet/entry", (ctx) => single(ctx, "timesheetEntry", createEntry(ctx, bodyAs(ctx, "timesheetEntry")), 201));
  r.post("/timesheet/entry/list", (ctx) => listCreated(ctx, "timesheetEntry", bodyListAs(ctx, "timesheetEntry").map((b) => createEntry(ctx, b))));
  r.get("/timesheet/entry/{id}", getById("timesheetEntry"));
  r.put("/timesheet/entry/{id}", (ctx) => {
    const cur = mustGet(ctx, "timesheetEntry", idParam(ctx));
    const b = bodyAs(ctx, "timesheetEntry");
    checkVersion(cur, b);
    ctx.tx.update("timesheetEntry", cur.id, plainFields(b, ["project", "activity", "employee", "invoice", "timeClocks", "chargeableHours", "locked", "chargeable", "hourlyRate", "hourlyCost", "hourlyCostPercentage"]));
    return single(ctx, "timesheetEntry", ctx.tx.get("timesheetEntry", cur.id)!);
  });
  r.delete("/timesheet/entry/{id}", deleteOf("timesheetEntry"));
}
