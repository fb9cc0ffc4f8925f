import "server-only";
import type { RegisterSupplierInvoiceTask, SupplierInvoiceFromPdfTask } from "@/lib/accounting/tasks";
import {
  accountByNumber,
  addDays,
  findOrCreateSupplier,
  incomingVat,
  postVoucher,
  round2,
  voucherTypeByName,
  type ExecContext,
  type Row,
} from "./toolkit";

/** Office and other services when the prompt names no account. */
const DEFAULT_EXPENSE_ACCOUNT = 6790;
const FALLBACK_EXPENSE_ACCOUNTS = [6790, 6800, 6300];

type SupplierInvoice = {
  supplier: SupplierInvoiceFromPdfTask["supplier"] | RegisterSupplierInvoiceTask["supplier"];
  invoiceNumber?: string;
  invoiceDate?: string;
  dueDate?: string;
  description?: string;
  amountIncludingVat: number;
  /** When the document states the net amount, it is exact (the gross may be rounded). */
  amountExcludingVat?: number;
  vatRate: number;
  expenseAccount?: number;
};

/**
 * Tasks 11 and 20 — the supplier (created only when absent), then one supplier-invoice voucher:
 * the expense net with the deductible input VAT type (the VAT row on 2710 follows from it), and the
 * gross credited on 2400 with the supplier and the invoice number.
 */
export async function registerSupplierInvoiceVoucher(ctx: ExecContext, inv: SupplierInvoice): Promise<Row> {
  const [supplier, vat, voucherType, account] = await Promise.all([
    findOrCreateSupplier(ctx, inv.supplier),
    inv.vatRate > 0 ? incomingVat(ctx, inv.vatRate) : Promise.resolve(undefined),
    voucherTypeByName(ctx, /leverand[øo]rfaktura|supplier invoice/i),
    expenseAccount(ctx, inv.expenseAccount),
  ]);
  const rate = vat ? vat.percentage / 100 : 0;
  const stated = inv.amountExcludingVat;
  const net = stated && Math.abs(stated * (1 + rate) - inv.amountIncludingVat) <= 1 ? round2(stated) : round2(inv.amountIncludingVat / (1 + rate));
  const gross = stated === net ? round2(net * (1 + rate)) : round2(inv.amountIncludingVat);
  const date = inv.invoiceDate ?? ctx.today;
  const text = [`Leverandørfaktura ${inv.invoiceNumber ?? ""}`.trim(), supplier.name, inv.description].filter(Boolean).join(" – ");
  return postVoucher(ctx, {
    date,
    description: text,
    voucherType,
    vendorInvoiceNumber: inv.invoiceNumber,
    lines: [
      { account, amount: net, amountGross: gross, vatType: vat ? { id: vat.id } : undefined, supplier: { id: supplier.id }, description: text },
      {
        account: 2400,
        amount: -gross,
        supplier: { id: supplier.id },
        invoiceNumber: inv.invoiceNumber,
        description: text,
      },
    ],
  });
}

async function expenseAccount(ctx: ExecContext, wanted: number | undefined): Promise<number> {
  for (const n of wanted ? [wanted, ...FALLBACK_EXPENSE_ACCOUNTS] : FALLBACK_EXPENSE_ACCOUNTS) {
    if (await accountByNumber(ctx, n)) {
      if (wanted && n !== wanted) ctx.notes.push(`account ${wanted} missing: used ${n}`);
      return n;
    }
  }
  return DEFAULT_EXPENSE_ACCOUNT;
}

/** Task 11 — supplier invoice stated in the prompt (amount including VAT). */
export async function registerSupplierInvoice(task: RegisterSupplierInvoiceTask, ctx: ExecContext): Promise<void> {
  await registerSupplierInvoiceVoucher(ctx, {
    ...task,
    dueDate: task.dueDate,
    invoiceDate: task.invoiceDate,
  });
}

/** Task 20 — supplier invoice read from the PDF. */
export async function supplierInvoiceFromPdf(task: SupplierInvoiceFromPdfTask, ctx: ExecContext): Promise<void> {
  await registerSupplierInvoiceVoucher(ctx, {
    ...task,
    dueDate: task.dueDate ?? (task.invoiceDate ? addDays(task.invoiceDate, 30) : undefined),
  });
}
