import type { Ctx, Reply } from "../core/context";
import { forbidden, notFound } from "../core/errors";
import { like, q, qDate, qNum, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity } from "../core/store";
import { getById, idParam, listOf } from "./common";
import { rateToNok } from "./sales";
import { round2 } from "../core/ledger";

/** Read-only reference data: currencies and exchange rates, countries, banks. */

function exchangeRate(ctx: Ctx): Reply {
  requireParams(ctx, "amount", "date");
  const from = ctx.tx.get("currency", idParam(ctx, "fromCurrencyID"));
  const to = ctx.tx.get("currency", idParam(ctx, "toCurrencyID"));
  if (!from || !to) throw notFound();
  const amount = qNum(ctx, "amount")!;
  const date = qDate(ctx, "date")!;
  const rate = rateToNok(ctx.tx, from.id) / rateToNok(ctx.tx, to.id);
  return {
    status: 200,
    body: {
      value: {
        fromCurrency: { id: from.id, code: from.code },
        toCurrency: { id: to.id, code: to.code },
        date,
        rate: round2(rate * 10000) / 10000,
        amount,
        convertedAmount: round2(amount * rate),
      },
    },
  };
}

export function register(r: Router): void {
  r.get("/currency", listOf("currency", (c, ctx) => {
    const code = q(ctx, "code");
    return code === undefined || String(c.code).toUpperCase() === code.toUpperCase();
  }));
  r.get("/currency/{id}", getById("currency"));
  r.get("/currency/{fromCurrencyID}/{toCurrencyID}/exchangeRate", exchangeRate);
  r.get("/currency/{id}/rate", (ctx) => {
    const c = ctx.tx.get("currency", idParam(ctx));
    if (!c) throw notFound();
    const date = qDate(ctx, "date") ?? ctx.today;
    return { status: 200, body: { value: { currency: { id: c.id }, date, rate: rateToNok(ctx.tx, c.id) * Number(c.factor ?? 1), factor: c.factor } } };
  });
  r.get("/country", listOf("country", (c, ctx) => {
    const code = q(ctx, "code");
    return code === undefined || String(c.isoAlpha2Code).toUpperCase() === code.toUpperCase() || String(c.isoAlpha3Code).toUpperCase() === code.toUpperCase();
  }));
  r.get("/country/{id}", getById("country"));
  r.get("/bank", listOf("bank", (b: Entity, ctx: Ctx) => like(b.name, q(ctx, "query"))));
  r.get("/bank/{id}", getById("bank"));
  // BETA/pilot endpoints were refused through the competition proxy.
  for (const path of ["/incomingInvoice", "/incomingInvoice/search", "/customer/list", "/supplier/list"]) {
    r.on("GET", path, () => {
      throw forbidden();
    });
    r.on("POST", path, () => {
      throw forbidden();
    });
  }
}
