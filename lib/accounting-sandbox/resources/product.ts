import type { Ctx, Reply } from "../core/context";
import { bodyAs, bodyListAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, validationError } from "../core/errors";
import { registerView } from "../core/fields";
import { round2 } from "../core/ledger";
import { like, q, qBool, qInt, qInts } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, plainFields, resolveRef, toRef } from "./common";
import { listCreated } from "./employee";
import { deleteOf } from "./organisation";

/** Products, with prices excluding/including VAT kept consistent with the VAT type. */

registerView("product", (p, { tx }) => {
  const vat = tx.get("vatType", (p.vatType as Ref | null)?.id ?? 0);
  return {
    ...p,
    displayNumber: p.number,
    displayName: p.number ? `${p.number} ${p.name}` : p.name,
    costPrice: p.costExcludingVatCurrency,
    profit: round2(Number(p.priceExcludingVatCurrency) - Number(p.costExcludingVatCurrency)),
    isRoundPriceIncVat: false,
    stockOfGoods: 0,
    availableStock: 0,
    vatPercentage: vat?.percentage ?? 0,
  };
});

/** VAT codes a sales product may use. */
export function checkOutgoingVat(ctx: Ctx, vatId: number | undefined, field: string): void {
  if (vatId === undefined) return;
  const vat = ctx.tx.get("vatType", vatId);
  if (!vat) throw invalid(field, MSG.invalidVat);
  if (vat._typeOfVat === "INCOMING") throw invalid(field, MSG.invalidVat);
}

function prices(ctx: Ctx, b: Body, cur?: Entity): Record<string, unknown> {
  const vatId = b.vatType !== undefined ? (b.vatType as Ref | null)?.id : (cur?.vatType as Ref | null)?.id;
  const pct = Number(ctx.tx.get("vatType", vatId ?? 0)?.percentage ?? 0);
  const out: Record<string, unknown> = {};
  if (present(b.priceExcludingVatCurrency)) {
    out.priceExcludingVatCurrency = Number(b.priceExcludingVatCurrency);
    out.priceIncludingVatCurrency = round2(Number(b.priceExcludingVatCurrency) * (1 + pct / 100));
  } else if (present(b.priceIncludingVatCurrency)) {
    out.priceIncludingVatCurrency = Number(b.priceIncludingVatCurrency);
    out.priceExcludingVatCurrency = round2(Number(b.priceIncludingVatCurrency) / (1 + pct / 100));
  } else if (cur && b.vatType !== undefined) {
    out.priceIncludingVatCurrency = round2(Number(cur.priceExcludingVatCurrency) * (1 + pct / 100));
  }
  return out;
}

function checkUnique(ctx: Ctx, b: Body, selfId: number | undefined, batch: Entity[]) {
  const msgs = [];
  const others = [...ctx.tx.all("product"), ...batch].filter((p) => p.id !== selfId);
  if (present(b.number) && others.some((p) => String(p.number) === String(b.number))) {
    msgs.push({ field: "number", message: `Produktnummeret ${String(b.number)} er i bruk.` });
  }
  if (present(b.name) && others.some((p) => String(p.name).trim().toLowerCase() === String(b.name).trim().toLowerCase())) {
    msgs.push({ field: "name", message: `Produktnavnet "${String(b.name)}" er allerede registrert.` });
  }
  if (msgs.length) throw validationError(...msgs);
}

function create(ctx: Ctx, b: Body, batch: Entity[] = []): Entity {
  if (!present(b.name)) throw invalid("name", MSG.required);
  checkUnique(ctx, b, undefined, batch);
  const vat = resolveRef(ctx, "vatType", b.vatType, "vatType");
  checkOutgoingVat(ctx, vat?.id, "vatType");
  const refs = ["vatType", "currency", "department", "account", "productUnit", "supplier", "resaleProduct", "discountGroup", "image", "mainSupplierProduct"];
  const e = ctx.tx.insert("product", {
    name: "",
    number: "",
    description: "",
    orderLineDescription: "",
    ean: "",
    costExcludingVatCurrency: 0,
    expenses: 0,
    priceExcludingVatCurrency: 0,
    priceIncludingVatCurrency: 0,
    isInactive: false,
    isStockItem: false,
    isDeletable: true,
    hasSupplierProductConnected: false,
    weight: 0,
    weightUnit: "kg",
    volume: 0,
    volumeUnit: "cm3",
    hsnCode: "",
    minStockLevel: 0,
    ...plainFields(b, [...refs, "displayNumber", "displayName", "costPrice", "profit"]),
    ...(present(b.number) ? { number: String(b.number) } : {}),
    ...prices(ctx, b),
    vatType: toRef(vat) ?? { id: 3 },
    currency: toRef(resolveRef(ctx, "currency", b.currency, "currency")) ?? { id: 1 },
    department: toRef(resolveRef(ctx, "department", b.department, "department")),
    account: toRef(resolveRef(ctx, "account", b.account, "account")),
    productUnit: toRef(resolveRef(ctx, "productUnit", b.productUnit, "productUnit")),
    supplier: toRef(resolveRef(ctx, "supplier", b.supplier, "supplier")),
  });
  if (!vat) ctx.tx.update("product", e.id, prices(ctx, { ...b, vatType: { id: 3 } }));
  return ctx.tx.get("product", e.id)!;
}

function put(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "product", idParam(ctx));
  const b = bodyAs(ctx, "product");
  checkVersion(cur, b);
  checkUnique(ctx, b, cur.id, []);
  const changes: Record<string, unknown> = {
    ...plainFields(b, ["vatType", "currency", "department", "account", "productUnit", "supplier", "resaleProduct", "discountGroup", "image", "mainSupplierProduct", "displayNumber", "displayName", "costPrice", "profit"]),
    ...prices(ctx, b, cur),
  };
  if (b.vatType !== undefined) {
    const vat = resolveRef(ctx, "vatType", b.vatType, "vatType");
    checkOutgoingVat(ctx, vat?.id, "vatType");
    changes.vatType = toRef(vat);
  }
  for (const [f, t] of [["currency", "currency"], ["department", "department"], ["account", "account"], ["productUnit", "productUnit"], ["supplier", "supplier"]]) {
    if (b[f] !== undefined) changes[f] = toRef(resolveRef(ctx, t, b[f], f));
  }
  ctx.tx.update("product", cur.id, changes);
  return single(ctx, "product", ctx.tx.get("product", cur.id)!);
}

const productFilter = (p: Entity, ctx: Ctx) => {
  const numbers = q(ctx, "productNumber") ?? q(ctx, "number");
  if (numbers !== undefined && !numbers.split(",").map((s) => s.trim()).includes(String(p.number))) return false;
  const ids = qInts(ctx, "ids");
  if (ids && !ids.includes(p.id)) return false;
  if (!like(p.name, q(ctx, "name"))) return false;
  const inactive = qBool(ctx, "isInactive");
  if (inactive !== undefined && Boolean(p.isInactive) !== inactive) return false;
  const vat = qInt(ctx, "vatTypeId");
  if (vat !== undefined && (p.vatType as Ref | null)?.id !== vat) return false;
  return true;
};

export function register(r: Router): void {
  r.get("/product", listOf("product", productFilter));
  r.post("/product", (ctx) => single(ctx, "product", create(ctx, bodyAs(ctx, "product")), 201));
  r.post("/product/list", (ctx) => {
    const batch: Entity[] = [];
    for (const b of bodyListAs(ctx, "product")) batch.push(create(ctx, b, batch));
    return listCreated(ctx, "product", batch);
  });
  r.get("/product/unit", listOf("productUnit", (u, ctx) => like(u.name, q(ctx, "name"))));
  r.get("/product/unit/{id}", getById("productUnit"));
  r.get("/product/{id}", getById("product"));
  r.put("/product/{id}", put);
  r.delete("/product/{id}", deleteOf("product", (ctx, id) => ctx.tx.all("orderLine").some((l) => (l.product as Ref | null)?.id === id)));
}
