import type { Ctx, Reply } from "../core/context";
import { bodyAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { MSG, validationError } from "../core/errors";
import { registerView } from "../core/fields";
import { accountByNumber } from "../core/ledger";
import { like, q, qBool, qInt } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, isEmail, listOf, mustGet, nextNumber, plainFields, resolveRef, toRef } from "./common";
import { upsertAddress } from "./employee";
import { deleteOf } from "./organisation";

/** Customers and suppliers (one register in Tripletex: isCustomer / isSupplier). */

const REF_FIELDS = ["accountManager", "department", "postalAddress", "physicalAddress", "deliveryAddress", "currency", "ledgerAccount", "category1", "category2", "category3", "bankAccountPresentation"];

registerView("customer", (c, { tx }) => ({
  ...c,
  isCustomer: true,
  displayName: c.name,
  ledgerAccount: { id: accountByNumber(tx, 1500)!.id },
}));
registerView("supplier", (c, { tx }) => ({
  ...c,
  isSupplier: true,
  displayName: c.name,
  isWholesaler: false,
  locale: "nb_NO",
  ledgerAccount: { id: accountByNumber(tx, 2400)!.id },
}));

function validate(b: Body, creating: boolean) {
  const msgs = [];
  if (creating && !present(b.name)) msgs.push({ field: "name", message: MSG.required });
  for (const f of ["email", "invoiceEmail", "overdueNoticeEmail"]) {
    if (present(b[f]) && !isEmail(String(b[f]).trim())) msgs.push({ field: f, message: "Ugyldig format." });
  }
  if (present(b.organizationNumber) && !/^\d{9}$/.test(String(b.organizationNumber).replace(/\s/g, ""))) {
    msgs.push({ field: "organizationNumber", message: "Ugyldig organisasjonsnummer." });
  }
  if (msgs.length) throw validationError(...msgs);
}

function refFields(ctx: Ctx, b: Body, cur?: Entity): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (b.accountManager !== undefined) out.accountManager = toRef(resolveRef(ctx, "employee", b.accountManager, "accountManager"));
  if (b.department !== undefined) out.department = toRef(resolveRef(ctx, "department", b.department, "department"));
  if (b.currency !== undefined) out.currency = toRef(resolveRef(ctx, "currency", b.currency, "currency"));
  for (const f of ["postalAddress", "physicalAddress", "deliveryAddress"]) {
    if (b[f] !== undefined) out[f] = upsertAddress(ctx, b[f], (cur?.[f] as Ref | null) ?? null, f);
  }
  return out;
}

function create(ctx: Ctx, type: "customer" | "supplier", b: Body): Entity {
  validate(b, true);
  const fields = plainFields(b, [...REF_FIELDS, "isCustomer", "isSupplier", "displayName", "isWholesaler", "locale"]);
  const addr = (f: string) => (b[f] === undefined ? upsertAddress(ctx, {}, null, f) : null);
  const e = ctx.tx.insert(type, {
    name: "",
    organizationNumber: "",
    globalLocationNumber: null,
    supplierNumber: type === "supplier" ? Number(nextNumber(ctx, "supplier", "supplierNumber", 10001)) : 0,
    customerNumber: type === "customer" ? Number(nextNumber(ctx, "customer", "customerNumber", 10001)) : 0,
    isSupplier: type === "supplier" ? true : Boolean(b.isSupplier),
    isCustomer: type === "customer" ? true : Boolean(b.isCustomer),
    isInactive: false,
    accountManager: null,
    department: null,
    email: "",
    invoiceEmail: "",
    overdueNoticeEmail: "",
    bankAccounts: [],
    phoneNumber: "",
    phoneNumberMobile: "",
    description: "",
    language: "NO",
    isPrivateIndividual: false,
    singleCustomerInvoice: false,
    invoiceSendMethod: "EMAIL",
    emailAttachmentType: "LINK",
    postalAddress: addr("postalAddress"),
    physicalAddress: addr("physicalAddress"),
    deliveryAddress: null,
    category1: null,
    category2: null,
    category3: null,
    invoicesDueIn: 14,
    invoicesDueInType: "DAYS",
    currency: { id: 1 },
    bankAccountPresentation: [],
    isFactoring: false,
    website: "",
    showProducts: false,
    ...fields,
    ...(fields.organizationNumber ? { organizationNumber: String(fields.organizationNumber).replace(/\s/g, "") } : {}),
    ...refFields(ctx, b),
  });
  return e;
}

function put(type: "customer" | "supplier") {
  return (ctx: Ctx): Reply => {
    const cur = mustGet(ctx, type, idParam(ctx));
    const b = bodyAs(ctx, type);
    checkVersion(cur, b);
    validate(b, false);
    const changes = { ...plainFields(b, [...REF_FIELDS, "isCustomer", "isSupplier", "displayName", "isWholesaler", "locale"]), ...refFields(ctx, b, cur) };
    ctx.tx.update(type, cur.id, changes);
    return single(ctx, type, ctx.tx.get(type, cur.id)!);
  };
}

const partyFilter = (e: Entity, ctx: Ctx) => {
  const org = q(ctx, "organizationNumber");
  if (org !== undefined && String(e.organizationNumber) !== org.replace(/\s/g, "")) return false;
  if (!like(e.email, q(ctx, "email"))) return false;
  if (!like(e.invoiceEmail, q(ctx, "invoiceEmail"))) return false;
  if (!like(e.name, q(ctx, "customerName"))) return false;
  const cn = qInt(ctx, "customerAccountNumber") ?? qInt(ctx, "customerNumber");
  if (cn !== undefined && e.customerNumber !== cn) return false;
  const sn = qInt(ctx, "supplierNumber");
  if (sn !== undefined && e.supplierNumber !== sn) return false;
  const inactive = qBool(ctx, "isInactive");
  if (inactive !== undefined && Boolean(e.isInactive) !== inactive) return false;
  return true;
};

export function register(r: Router): void {
  for (const type of ["customer", "supplier"] as const) {
    r.get(`/${type}`, listOf(type, partyFilter));
    r.post(`/${type}`, (ctx) => single(ctx, type, create(ctx, type, bodyAs(ctx, type)), 201));
    r.get(`/${type}/{id}`, getById(type));
    r.put(`/${type}/{id}`, put(type));
    r.delete(`/${type}/{id}`, deleteOf(type, (ctx, id) => ctx.tx.all("posting").some((p) => (p[type] as Ref | null)?.id === id)));
  }
  r.get("/address/{id}", getById("address"));
}

