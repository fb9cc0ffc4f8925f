import { z } from "zod";
import { accountNumber, amount, invoiceLine, isoDate, partyRef, positiveAmount, vatRate } from "./fields";

/** Task 6: invoice an (existing or new) customer for one service line and send it. */
export const createAndSendInvoice = z.object({
  type: z.literal("create_and_send_invoice"),
  customer: partyRef,
  description: z.string().min(1).describe("what the invoice is for"),
  amountExcludingVat: amount,
  vatRate: vatRate.optional().describe("absent means the standard 25 %"),
  invoiceDate: isoDate.optional(),
  dueDate: isoDate.optional(),
});

/** Task 7: register full payment of an existing outstanding invoice. */
export const registerPayment = z.object({
  type: z.literal("register_payment"),
  customer: partyRef,
  invoiceDescription: z.string().min(1).optional(),
  amountExcludingVat: amount.optional().describe("the invoice amount as stated, excluding VAT"),
  amountIncludingVat: amount.optional().describe("the invoice amount as stated, including VAT"),
  paymentDate: isoDate.optional(),
});

/** Task 9: one invoice with several product lines at mixed VAT rates (not sent). */
export const createInvoiceWithLines = z.object({
  type: z.literal("create_invoice_with_lines"),
  customer: partyRef,
  lines: z.array(invoiceLine).min(1),
  invoiceDate: isoDate.optional(),
  dueDate: isoDate.optional(),
  send: z.boolean().optional().describe("true when the prompt asks to send the invoice"),
});

/** Task 10: an order with product lines, converted to an invoice, then paid in full. */
export const orderToInvoiceWithPayment = z.object({
  type: z.literal("order_to_invoice_with_payment"),
  customer: partyRef,
  lines: z.array(invoiceLine).min(1),
  orderDate: isoDate.optional(),
  paymentDate: isoDate.optional(),
});

/** Task 14: a full credit note for an existing invoice the customer complained about. */
export const createCreditNote = z.object({
  type: z.literal("create_credit_note"),
  customer: partyRef,
  invoiceDescription: z.string().min(1).optional(),
  amountExcludingVat: amount.optional(),
  amountIncludingVat: amount.optional().describe("the invoice amount as stated, including VAT"),
  date: isoDate.optional(),
});

/** Task 18: the bank returned the payment of an invoice; reverse the payment voucher. */
export const reverseReturnedPayment = z.object({
  type: z.literal("reverse_returned_payment"),
  customer: partyRef,
  invoiceDescription: z.string().min(1).optional(),
  amountExcludingVat: amount.optional(),
  amountIncludingVat: amount.optional().describe("the invoice amount as stated, including VAT"),
  date: isoDate.optional(),
});

/**
 * Task 25: find the customer's overdue invoice, post a reminder fee voucher (debit receivables,
 * credit reminder-fee revenue), invoice the fee and send it, and register a partial payment on the
 * overdue invoice.
 */
export const overdueInvoiceReminder = z.object({
  type: z.literal("overdue_invoice_reminder"),
  customer: partyRef.optional().describe("the customer whose overdue invoice it is, when the request names one"),
  reminderFee: positiveAmount,
  debitAccount: accountNumber.default(1500),
  creditAccount: accountNumber.default(3400),
  invoiceFee: z.boolean().default(true).describe("also invoice the fee to the customer and send it"),
  partialPaymentAmount: positiveAmount.optional(),
});

/**
 * Task 27: a foreign-currency invoice was paid at a different exchange rate; register the payment
 * and post the exchange difference (agio when the new rate is higher, disagio when lower).
 */
export const currencyPaymentDifference = z.object({
  type: z.literal("currency_payment_difference"),
  customer: partyRef,
  amountForeign: positiveAmount.describe("invoice amount in the foreign currency"),
  currency: z.string().regex(/^[A-Z]{3}$/).default("EUR"),
  invoiceRate: positiveAmount.describe("NOK per unit of currency when invoiced"),
  paymentRate: positiveAmount.describe("NOK per unit of currency when paid"),
  paymentDate: isoDate.optional(),
});
