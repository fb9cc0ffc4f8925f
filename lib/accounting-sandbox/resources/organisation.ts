import type { Ctx, Reply } from "../core/context";
import { bodyAs, bodyListAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, validationError } from "../core/errors";
import { registerView } from "../core/fields";
import { like, q, qBool, qInt } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, nextNumber, plainFields, resolveRef, toRef } from "./common";
import { listCreated } from "./employee";

/** Departments and divisions (virksomheter). */

registerView("department", (d) => ({ ...d, displayName: `${d.departmentNumber ? `${d.departmentNumber} ` : ""}${d.name}` }));

function createDepartment(ctx: Ctx, b: Body, taken: Set<string>): Entity {
  if (!present(b.name)) throw invalid("name", MSG.required);
  const number = present(b.departmentNumber) ? String(b.departmentNumber).trim() : nextNumber(ctx, "department", "departmentNumber");
  if (taken.has(number) || ctx.tx.find("department", (d) => String(d.departmentNumber) === number)) {
    throw invalid("departmentNumber", "Nummeret er i bruk.");
  }
  taken.add(number);
  const manager = resolveRef(ctx, "employee", b.departmentManager, "departmentManager");
  return ctx.tx.insert("department", {
    name: b.name,
    departmentNumber: number,
    departmentManager: toRef(manager),
    isInactive: b.isInactive ?? false,
    businessActivityTypeId: 0,
  });
}

function putDepartment(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "department", idParam(ctx));
  const b = bodyAs(ctx, "department");
  checkVersion(cur, b);
  const changes = plainFields(b, ["departmentManager", "displayName"]);
  if (b.departmentNumber !== undefined && b.departmentNumber !== cur.departmentNumber) {
    if (ctx.tx.find("department", (d) => d.id !== cur.id && String(d.departmentNumber) === String(b.departmentNumber))) {
      throw invalid("departmentNumber", "Nummeret er i bruk.");
    }
  }
  if (b.departmentManager !== undefined) changes.departmentManager = toRef(resolveRef(ctx, "employee", b.departmentManager, "departmentManager"));
  ctx.tx.update("department", cur.id, changes);
  return single(ctx, "department", ctx.tx.get("department", cur.id)!);
}

function deleteOf(type: string, inUse?: (ctx: Ctx, id: number) => boolean) {
  return (ctx: Ctx): Reply => {
    const e = mustGet(ctx, type, idParam(ctx));
    if (inUse?.(ctx, e.id)) throw invalid(null, "Objektet er i bruk og kan ikke slettes.");
    ctx.tx.remove(type, e.id);
    return { status: 204 };
  };
}
export { deleteOf };

function postDivision(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "division");
  const msgs = [];
  for (const f of ["name", "startDate", "organizationNumber", "municipalityDate"]) {
    if (!present(b[f])) msgs.push({ field: f, message: MSG.required });
  }
  if (!present(b.municipality)) msgs.push({ field: "municipality", message: MSG.required });
  if (msgs.length) throw validationError(...msgs);
  const org = String(b.organizationNumber).replace(/\s/g, "");
  if (!/^\d{9}$/.test(org)) throw invalid("organizationNumber", "Ugyldig organisasjonsnummer.");
  const company = ctx.tx.get("company", ctx.tx.company.id);
  if (company && org === String(company.organizationNumber)) {
    throw invalid("organizationNumber", "Virksomheten kan ikke ha samme organisasjonsnummer som juridisk enhet.");
  }
  const municipality = resolveRef(ctx, "municipality", b.municipality, "municipality", true);
  const d = ctx.tx.insert("division", {
    name: b.name,
    displayName: b.name,
    startDate: b.startDate,
    endDate: b.endDate ?? null,
    organizationNumber: org,
    municipalityDate: b.municipalityDate,
    municipality: toRef(municipality),
  });
  return single(ctx, "division", d, 201);
}

function putDivision(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "division", idParam(ctx));
  const b = bodyAs(ctx, "division");
  checkVersion(cur, b);
  const changes = plainFields(b, ["municipality"]);
  if (b.municipality !== undefined) changes.municipality = toRef(resolveRef(ctx, "municipality", b.municipality, "municipality", true));
  ctx.tx.update("division", cur.id, changes);
  return single(ctx, "division", ctx.tx.get("division", cur.id)!);
}

export function register(r: Router): void {
  r.get("/department", listOf("department", (d, ctx) => {
    if (!like(d.name, q(ctx, "name"))) return false;
    const n = q(ctx, "departmentNumber");
    if (n !== undefined && String(d.departmentNumber) !== n) return false;
    const m = qInt(ctx, "departmentManagerId");
    if (m !== undefined && (d.departmentManager as Ref | null)?.id !== m) return false;
    const inactive = qBool(ctx, "isInactive");
    if (inactive !== undefined && Boolean(d.isInactive) !== inactive) return false;
    return true;
  }));
  r.post("/department", (ctx) => single(ctx, "department", createDepartment(ctx, bodyAs(ctx, "department"), new Set()), 201));
  r.post("/department/list", (ctx) => {
    const taken = new Set<string>();
    const created = bodyListAs(ctx, "department").map((b) => createDepartment(ctx, b, taken));
    return listCreated(ctx, "department", created);
  });
  r.get("/department/{id}", getById("department"));
  r.put("/department/{id}", putDepartment);
  r.delete("/department/{id}", deleteOf("department", (ctx, id) => ctx.tx.all("employee").some((e) => (e.department as Ref | null)?.id === id)));

  r.get("/division", listOf("division", (d, ctx) => like(d.name, q(ctx, "query")) || like(d.organizationNumber, q(ctx, "query"))));
  r.post("/division", postDivision);
  r.get("/division/{id}", getById("division"));
  r.put("/division/{id}", putDivision);

  r.get("/municipality", listOf("municipality"));
  r.get("/municipality/{id}", getById("municipality"));
  r.get("/company/{id}", getById("company"));
  r.get("/company/>withLoginAccess", listOf("company", (c, ctx) => c.id === ctx.tx.company.id));
}

