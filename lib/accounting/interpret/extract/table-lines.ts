import type { InvoiceLine } from "@/lib/accounting/tasks";
import { cellNumber, findTables } from "../message/tables";
import { fold } from "../text";

/**
 * Invoice or order lines from the tables of a request: a row with a name and a price (or an
 * amount and a quantity) is a line, linked to its product by the row's number, with its
 * quantity and VAT rate when the table gives them.
 */
export function tableLines(text: string, vatFromWords: (folded: string) => number | undefined): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const table of findTables(text)) {
    for (const row of table.rows) {
      const c = row.cells;
      const description = c.name?.trim();
      if (!description || !/\p{L}{2}/u.test(description)) continue;
      const quantity = cellNumber(c.quantity) ?? cellNumber(c.hours);
      let price = cellNumber(c.price);
      const amount = cellNumber(c.amount);
      if (price === undefined && amount !== undefined) price = quantity ? amount / quantity : amount;
      if (price === undefined || !(price > 0)) continue;
      const vatCell = c.vat ? fold(c.vat) : undefined;
      // "15 % (food)": the rate written first, a word on it after.
      const rateFirst = vatCell ? /^\s{0,2}(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(vatCell) : null;
      const written = rateFirst ? Number(rateFirst[1].replace(",", ".")) : vatCell ? (/\d/.test(vatCell) ? cellNumber(vatCell) : vatFromWords(vatCell)) : undefined;
      // A VAT column of kroner ("Mva kr" beside "Mva-sats") gives the line's VAT, no rate.
      const vatRate = written !== undefined && written <= 100 ? written : undefined;
      const number = c.number && /^\s*#?\d{2,10}\s*$/.test(c.number) ? c.number.replace(/\D/g, "") : undefined;
      lines.push({
        description,
        ...(number ? { productNumber: number } : {}),
        quantity: quantity && quantity > 0 ? quantity : 1,
        unitPriceExcludingVat: Math.round(price * 100) / 100,
        ...(vatRate !== undefined ? { vatRate } : {}),
      } as InvoiceLine);
    }
  }
  return lines.slice(0, 60);
}
