import { findDates } from "../extract/dates";
import { labelledBankAccount } from "../extract/bank-account";
import { findAddress } from "./master-data";
import type { ExtractContext } from "./context";
import { definedOnly, quoted } from "./context";

/**
 * A supplier invoice retyped into the request ("the scanner is down, here it is typed in: …"): the
 * fields the invoice would carry, read from the request's own words. `read` is the reading of a
 * supplier invoice stated in a request (task 11); this adds what an invoice's copy shows besides:
 * its net, VAT and total (three figures that add up), the supplier's address and bank account, the
 * line's text, and the dates under their own words. Linear in the request's length.
 */

const DUE_WORD = /(?:forfall|forfallsdato|forfaller|due|payable by|fallig|faellig|zahlbar bis|vencimento|vence|vencimiento|echeance|a payer avant|betalingsfrist|frist)/;
const ISSUED_WORD = /(?:fakturadato|invoice date|dated|date|dato|datum|rechnungsdatum|data|fecha|datee|du)/;
const DESCRIPTION_LABEL = /(?:^|\n|[|·])\s{0,3}(?:beskrivelse|beskriving|gjelder|tekst|description|item|objet|designation|descricao|descripcion|concepto|position|bezeichnung|leistung|betreff)\s{0,2}[:=→]\s{0,3}([^\n|·]{2,80})/;
/** A cent's tolerance: the three figures of an invoice add up exactly as written. */
const CENT = 0.011;

type Read = {
  supplier?: { name?: string; organizationNumber?: string };
  invoiceNumber?: string;
  amountIncludingVat?: number;
  expenseAccount?: number;
  vatRate?: number;
  description?: string;
  invoiceDate?: string;
  dueDate?: string;
};

/** Net, VAT and total written one after another, as an invoice prints them ("11 200 … MVA 2 800 … Total 14 000"). */
export function netVatTotal(money: { value: number }[]): { net: number; vat: number; total: number } | undefined {
  for (let i = 0; i + 2 < money.length; i++) {
    const [a, b, c] = [money[i].value, money[i + 1].value, money[i + 2].value];
    if (Math.abs(a + b - c) < CENT && b < a) return { net: a, vat: b, total: c };
  }
  return undefined;
}

/** The invoice's date and due date: each after its own word, else the first dates written that are not the due date. */
export function invoiceDates(ctx: ExtractContext): { issued?: string; due?: string } {
  const dates = findDates(ctx.prompt, ctx.today);
  const dateAfter = (word: RegExp) =>
    dates.find((d) => {
      const before = ctx.folded.slice(Math.max(0, d.index - 30), d.index);
      const at = before.search(word);
      return at >= 0 && !/[\n|=·]/.test(before.slice(at));
    });
  const due = dateAfter(DUE_WORD);
  // The same date restated in figures ("le douze mars … (12.03.2026)") is one date, not the due date.
  const seen = new Set<string>();
  const distinct = dates.filter((d) => !seen.has(d.iso) && seen.add(d.iso));
  const labelled = dateAfter(ISSUED_WORD);
  const issued = (labelled && labelled.iso !== due?.iso ? labelled : undefined) ?? distinct.find((d) => d.iso !== due?.iso);
  // An unlabelled later date is the due date only when it falls after the invoice's: "the course on Tue 15 – Wed 16 September" in a
  // request dated the 28th tells what was bought.
  const next = due ?? distinct.find((d) => d !== issued && d.index > (issued?.index ?? -1) && (!issued || d.iso > issued.iso));
  return { issued: issued?.iso, due: next?.iso };
}

/** The invoice line's text: under its own label, else quoted (not the supplier's name). */
export function invoiceLineText(ctx: ExtractContext, supplierName?: string): string | undefined {
  const labelled = DESCRIPTION_LABEL.exec(ctx.prompt)?.[1].trim().replace(/[.\s]+$/u, "");
  return labelled || quoted(ctx).find((q) => q.value.length <= 80 && !/[.!?]\s/.test(q.value) && q.value !== supplierName)?.value;
}

export function supplierInvoiceFromText(ctx: ExtractContext, read: Read) {
  const { net, vat, total } = netVatTotal(ctx.values.money) ?? {};
  const address = findAddress(ctx.prompt);
  const bank = labelledBankAccount(ctx.folded);
  return definedOnly({
    type: "supplier_invoice_from_pdf" as const,
    supplier: read.supplier?.name
      ? definedOnly({ name: read.supplier.name, organizationNumber: read.supplier.organizationNumber, address, bankAccountNumber: bank })
      : undefined,
    invoiceNumber: read.invoiceNumber,
    invoiceDate: read.invoiceDate,
    dueDate: read.dueDate,
    description: read.description,
    amountExcludingVat: net,
    vatAmount: vat,
    amountIncludingVat: total ?? read.amountIncludingVat,
    vatRate: read.vatRate,
    expenseAccount: read.expenseAccount,
  });
}
