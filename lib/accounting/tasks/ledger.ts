import { z } from "zod";
import {
  accountNumber,
  address,
  amount,
  isoDate,
  organizationNumber,
  partyRef,
  positiveAmount,
  vatRate,
} from "./fields";

/** Task 11: a supplier invoice stated in the prompt (amount including VAT), booked with input VAT. */
export const registerSupplierInvoice = z.object({
  type: z.literal("register_supplier_invoice"),
  supplier: partyRef,
  invoiceNumber: z.string().min(1).optional(),
  amountIncludingVat: positiveAmount,
  expenseAccount: accountNumber.optional(),
  vatRate: vatRate.default(25),
  description: z.string().min(1).optional(),
  invoiceDate: isoDate.optional(),
  dueDate: isoDate.optional(),
});

/** Task 20: a supplier invoice read from an attached PDF; the supplier may have to be created. */
export const supplierInvoiceFromPdf = z.object({
  type: z.literal("supplier_invoice_from_pdf"),
  supplier: z.object({
    name: z.string().min(1),
    organizationNumber: organizationNumber.optional(),
    address: address.optional(),
    bankAccountNumber: z.string().regex(/^\d{11}$/).optional(),
  }),
  invoiceNumber: z.string().min(1).optional(),
  invoiceDate: isoDate.optional(),
  dueDate: isoDate.optional(),
  description: z.string().min(1).optional(),
  amountExcludingVat: amount.optional(),
  vatAmount: amount.optional(),
  amountIncludingVat: positiveAmount,
  vatRate: vatRate.default(25),
  expenseAccount: accountNumber.optional(),
});

/** Task 17: a free accounting dimension with values, then a voucher linked to one value. */
export const createDimensionVoucher = z.object({
  type: z.literal("create_dimension_voucher"),
  dimensionName: z.string().min(1),
  values: z.array(z.string().min(1)).min(1),
  account: accountNumber,
  amount: positiveAmount,
  linkedValue: z.string().min(1).describe("the dimension value the voucher is linked to"),
  date: isoDate.optional(),
});

/** Task 22: book one item of a receipt (PDF) on a department with the right expense account and VAT. */
export const receiptExpenseToDepartment = z.object({
  type: z.literal("receipt_expense_to_department"),
  item: z.string().min(1).describe("the receipt item to book, as named in the prompt"),
  department: z.string().min(1),
  amountIncludingVat: positiveAmount.optional().describe("the item's price on the receipt"),
  vatRate: vatRate.optional(),
  expenseAccount: accountNumber.optional().describe("the expense account the request names for the item (none when it names none)"),
  date: isoDate.optional(),
  store: z.object({ name: z.string().min(1), organizationNumber: organizationNumber.optional() }).optional(),
  paymentMethod: z.string().min(1).optional(),
  receiptTotal: amount.optional(),
  /** The receipt's other lines, which the request leaves out (private, paid by the writer, another receipt): read, not booked. */
  leftOutLines: z.array(z.object({ description: z.string().min(1), amount })).max(20).optional().describe("receipt lines the request says not to book"),
  /** Entertainment of customers or business partners: booked gross, input VAT not deductible. */
  representation: z.boolean().optional(),
});

export const bankTransactionKind = z.enum([
  "customer_payment",
  "supplier_payment",
  "bank_fee",
  "interest_income",
  "tax_deduction",
  "other",
]);

/** Task 23: reconcile a bank statement (CSV) against open customer and supplier invoices. */
export const bankReconciliation = z.object({
  type: z.literal("bank_reconciliation"),
  transactions: z.array(
    z.object({
      date: isoDate,
      description: z.string(),
      /** Signed: money in is positive, money out negative. */
      amount: amount,
      kind: bankTransactionKind,
      counterparty: z.string().min(1).optional(),
      invoiceNumber: z.string().min(1).optional(),
      balance: amount.optional(),
    }),
  ),
  openingBalance: amount.optional(),
  closingBalance: amount.optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
});

export const ledgerError = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("wrong_account"),
    wrongAccount: accountNumber,
    correctAccount: accountNumber,
    amount: positiveAmount,
  }),
  z.object({ kind: z.literal("duplicate_voucher"), account: accountNumber, amount: positiveAmount }),
  z.object({
    kind: z.literal("missing_vat"),
    account: accountNumber,
    amountExcludingVat: positiveAmount,
    vatAccount: accountNumber.default(2710),
    vatRate: vatRate.default(25),
  }),
  z.object({
    kind: z.literal("wrong_amount"),
    account: accountNumber,
    postedAmount: positiveAmount,
    correctAmount: positiveAmount,
  }),
]);
export type LedgerError = z.infer<typeof ledgerError>;

/** Task 24: find and correct the listed errors among the vouchers of a period. */
export const correctLedgerErrors = z.object({
  type: z.literal("correct_ledger_errors"),
  fromDate: isoDate.describe("first day of the reviewed period"),
  toDate: isoDate.describe("last day of the reviewed period"),
  errors: z.array(ledgerError).min(1),
});

/** Task 26: month-end closing: prepaid-cost accrual, monthly depreciation, salary accrual. */
export const monthEndClosing = z.object({
  type: z.literal("month_end_closing"),
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  accrual: z
    .object({
      amount: positiveAmount.describe("amount per month"),
      prepaidTotal: positiveAmount.optional().describe("the whole prepaid amount the month's share is of, as stated"),
      fromAccount: accountNumber.describe("prepaid-cost balance account, e.g. 1700"),
      expenseAccount: accountNumber.optional(),
    })
    .optional(),
  depreciation: z
    .object({
      acquisitionCost: positiveAmount,
      usefulLifeYears: z.number().positive(),
      expenseAccount: accountNumber.describe("depreciation expense account, e.g. 6010"),
      accumulatedAccount: accountNumber.optional(),
    })
    .optional(),
  salaryAccrual: z
    .object({
      debitAccount: accountNumber.default(5000),
      creditAccount: accountNumber.default(2900),
      amount: positiveAmount.optional(),
    })
    .optional(),
});

/** Task 30: simplified year-end closing: annual depreciation per asset, prepaid reversal, tax provision. */
export const yearEndClosing = z.object({
  type: z.literal("year_end_closing"),
  year: z.number().int().min(2000).max(2100),
  assets: z
    .array(
      z.object({
        name: z.string().min(1),
        acquisitionCost: positiveAmount,
        usefulLifeYears: z.number().positive(),
        assetAccount: accountNumber.optional(),
      }),
    )
    .default([]),
  depreciationExpenseAccount: accountNumber.default(6010),
  accumulatedDepreciationAccount: accountNumber.default(1209),
  prepaidReversal: z
    .object({ amount: positiveAmount, account: accountNumber.default(1700), expenseAccount: accountNumber.optional() })
    .optional(),
  taxProvision: z
    .object({
      ratePercent: z.number().positive().max(100).default(22),
      expenseAccount: accountNumber.default(8700),
      liabilityAccount: accountNumber.default(2920),
    })
    .optional(),
  separateDepreciationVouchers: z.boolean().default(true),
});
