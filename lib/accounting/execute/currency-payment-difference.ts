import "server-only";
import type { CurrencyPaymentDifferenceTask } from "@/lib/accounting/tasks";
import { createInvoice } from "./invoice-helpers";
import {
  findOrCreateCustomer,
  invoicePaymentType,
  outgoingVat,
  listInvoices,
  pickInvoice,
  postVoucher,
  round2,
  type ExecContext,
  type Row,
} from "./toolkit";

/**
 * Task 27 — a foreign-currency invoice is paid with `paidAmount` in NOK at the new rate and
 * `paidAmountCurrency` in the currency (the exchange difference is then booked by the payment);
 * an invoice kept in NOK is settled at its booked amount and the difference is posted by hand
 * against the bank: agio (8060) when the rate rose, disagio (8160) when it fell.
 */
export async function currencyPaymentDifference(task: CurrencyPaymentDifferenceTask, ctx: ExecContext): Promise<void> {
  const customer = await findOrCreateCustomer(ctx, task.customer);
  const [invoices, paymentType] = await Promise.all([
    listInvoices(ctx, { customerId: customer.id, fields: "*,currency(code)" }),
    invoicePaymentType(ctx),
  ]);
  const open = invoices.filter((i) => Number(i.amountOutstanding ?? 0) > 0.001 && i.isCreditNote !== true);
  const bookedNok = round2(task.amountForeign * task.invoiceRate);
  let invoice =
    open.find((i) => Math.abs(Number(i.amountCurrency ?? 0) - task.amountForeign) < 0.5) ??
    pickInvoice(open, { amountExcludingVat: bookedNok }) ??
    open[0];
  if (!invoice) {
    // The invoice the prompt speaks of is not in the ledger: book it as it was sent (in NOK at
    // the invoice rate, no VAT on an export of services) so the payment has something to settle.
    const vat = await outgoingVat(ctx, 0, { outsideVatAct: true });
    invoice = await createInvoice(ctx, {
      customer: { id: customer.id },
      lines: [
        {
          description: `${task.amountForeign} ${task.currency} à ${task.invoiceRate}`,
          count: 1,
          unitPriceExcludingVatCurrency: bookedNok,
          vatType: { id: vat.id },
          rate: vat.percentage,
        },
      ],
      send: false,
    });
    ctx.notes.push("the invoice was not found: created it at the invoice rate");
  }
  const date = task.paymentDate ?? ctx.today;
  const receivedNok = round2(task.amountForeign * task.paymentRate);
  const code = String((invoice.currency as Row | null)?.code ?? "NOK");
  if (code !== "NOK") {
    await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
      paymentDate: date,
      paymentTypeId: paymentType.id,
      paidAmount: receivedNok,
      paidAmountCurrency: Number(invoice.amountCurrencyOutstanding ?? task.amountForeign),
    });
    return;
  }
  const outstanding = round2(Number(invoice.amountOutstanding));
  await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
    paymentDate: date,
    paymentTypeId: paymentType.id,
    paidAmount: outstanding,
  });
  const diff = round2(receivedNok - outstanding);
  if (Math.abs(diff) < 0.005) return;
  const gain = diff > 0;
  await postVoucher(ctx, {
    date,
    description: `${gain ? "Agio" : "Disagio"} ${task.currency} ${customer.name}`,
    lines: [
      { account: 1920, amount: diff },
      { account: gain ? 8060 : 8160, amount: -diff },
    ],
  });
}
