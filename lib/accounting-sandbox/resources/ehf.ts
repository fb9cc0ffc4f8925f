/**
 * A minimal EHF/UBL reader for the supplier invoice data of an imported document. The document
 * is an upload: every pattern here runs in linear time. A tag's attributes and text stop at the
 * next "<", so no two attempts rescan the same characters, and a block's end is searched once,
 * after its first opening (`<Block[\s\S]*?</Block>` from every opening is quadratic when the
 * end is missing).
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text of the first `<name …>text</name>` (any namespace prefix) in `scope`. */
function tag(scope: string, name: string): string | undefined {
  const n = escape(name);
  return new RegExp(`<(?:\\w+:)?${n}[^<>]*>([^<]*)</(?:\\w+:)?${n}>`).exec(scope)?.[1]?.trim();
}

/** The first `<name …>…</name>` block (any namespace prefix), or "". */
function block(xml: string, name: string): string {
  const n = escape(name);
  const open = new RegExp(`<(?:\\w+:)?${n}`).exec(xml);
  if (!open) return "";
  // A later opening closes no earlier than this one: the first end after it is the block's.
  const close = new RegExp(`</(?:\\w+:)?${n}>`, "g");
  close.lastIndex = open.index + open[0].length;
  const end = close.exec(xml);
  return end ? xml.slice(open.index, end.index + end[0].length) : "";
}

export function readEhf(xml: string) {
  const supplierBlock = block(xml, "AccountingSupplierParty");
  const totals = block(xml, "LegalMonetaryTotal");
  return {
    invoiceNumber: tag(xml, "ID"),
    issueDate: tag(xml, "IssueDate"),
    dueDate: tag(xml, "DueDate"),
    supplierOrg: (tag(supplierBlock, "CompanyID") ?? tag(supplierBlock, "EndpointID") ?? "").replace(/\D/g, "").slice(0, 9),
    supplierName: tag(supplierBlock, "RegistrationName") ?? tag(supplierBlock, "Name"),
    payable: Number(tag(totals, "PayableAmount") ?? tag(totals, "TaxInclusiveAmount") ?? NaN),
    net: Number(tag(totals, "TaxExclusiveAmount") ?? NaN),
  };
}
