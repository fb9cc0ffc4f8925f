import { fold } from "../text";

// Local parts may carry letters beyond ASCII ("åse.braten@…"): cutting them off would give another address.
const LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const DOMAIN = /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/;

/**
 * Email addresses in order of appearance. Found from each "@" outwards (at most 64 characters
 * of local part, a bounded domain), so the search is linear in the text's length.
 */
export function findEmails(text: string): { value: string; index: number }[] {
  const out: { value: string; index: number }[] = [];
  let lastEnd = 0;
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > lastEnd && at - start < 64 && LOCAL_CHAR.test(text[start - 1])) start--;
    if (start === at) continue;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 1 + 300));
    if (!domain) continue;
    const value = text.slice(start, at + 1 + domain[0].length).replace(/^[.]+|\.$/g, "");
    out.push({ value, index: start });
    lastEnd = at + 1 + domain[0].length;
  }
  return out;
}

/** Norwegian organisation numbers: 9 digits, optionally grouped "123 456 789". */
export function findOrgNumbers(text: string): { value: string; index: number; end: number }[] {
  // Not part of a longer number ("+49 171 448 2093": a phone number after its country code).
  const re = /(?<![\d.,])(?<!\+\d{1,3}[ \u00a0])(\d{3})[ \u00a0]?(\d{3})[ \u00a0]?(\d{3})(?!\d|[.,]\d)/g;
  return [...text.matchAll(re)].map((m) => ({ value: m[1] + m[2] + m[3], index: m.index!, end: m.index! + m[0].length }));
}

export interface Quoted {
  value: string;
  index: number;
  /** Index just after the closing quote. */
  end: number;
}

/** Strings in double quotes (straight, curly, guillemets) or single quotes around several characters. */
export function findQuoted(text: string): Quoted[] {
  const re = /"([^"\n]{1,200})"|“([^”\n]{1,200})”|„([^“”"\n]{1,200})[“”"]|«\s?([^»\n]{1,200}?)\s?»|(?<![\p{L}\d])'([^'\n]{2,200})'(?![\p{L}\d])|‘([^’\n]{1,200})’/gu;
  return [...text.matchAll(re)].map((m) => ({
    value: (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]).trim(),
    index: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** A VAT rate written as a bare number after the tax's name: "mva 25", "MwSt 15", "IVA 0" (a rate, no amount). */
// Not an amount after "eks. mva" ("eks. mva 12 tusen 800", "Pris eks. mva: 12 490,50"): no figure group, word of thousands or currency follows.
const VAT_NAMED_RATE = /(?<![\p{L}])(?<!(?:eks|ekskl|excl|inkl|incl|ohne|sin|sem|hors|uten|utan|med|with|mit|con|com|avec)\.?\s{1,2})(?:mva|moms|vat|mwst|ust|iva|tva)\.?\s{0,2}:?\s{0,2}(0|1[0-5]|2[0-5]|11[.,]11)(?!\s?[\d.,]?\d|\s{0,2}(?:%|kr|nok|eur|,-|tusen|tausend|thousand|mil\b|k\b))/gu;

/** Percentages: "25 %", "25%", "33,5 %", and a VAT rate after the tax's name ("mva 25"). */
export function findPercents(text: string): { value: number; index: number }[] {
  const re = /(\d{1,3}(?:[.,]\d{1,4})?)\s?(?:%|prosent|percent|por ciento|por cento|pour cent|prozent|pst\b|pct\b)/gi;
  const folded = fold(text);
  const found = [...folded.matchAll(re)].map((m) => ({ value: Number(m[1].replace(",", ".")), index: m.index! }));
  for (const m of folded.matchAll(VAT_NAMED_RATE)) {
    const index = m.index! + m[0].length - m[1].length;
    found.push({ value: Number(m[1].replace(",", ".")), index });
  }
  return found.filter((p) => !restatesRatio(folded, p)).sort((a, b) => a.index - b.index);
}

/** A page's word before its number (folded): "s.", "p.", "side", "page", "seite", "pag.". */
const PAGE_BEFORE = /(?:^|[^a-z])(?:s|p|pp|pag|side|sida|page|seite|pagina)\.?[ \t]{0,2}$/;

/** A count out of a count: "12 av 26", "9 of 9", "25 de 171", "1 sur 9", "3 von 12", "1/9". */
const RATIO = /(?<![\d.,])(\d{1,6})[ \t]{0,2}(?:\/|(?:of|out of|av|af|sur|von|aus|de|em|en)[ \t]{1,2})[ \t]{0,2}(\d{1,6})(?![\d.,]\d)/g;

/**
 * A percentage that restates a count out of a count written beside it ("utval: 12 av 26 salsdagar,
 * 46,2 %", "11,1 % (1/9)", "9 of 9 vouchers, 100%"): a share of a sample, no rate of the task.
 * The share must match the counts to the percentage's own rounding.
 */
function restatesRatio(folded: string, p: { value: number; index: number }): boolean {
  const near = folded.slice(Math.max(0, p.index - 60), Math.min(folded.length, p.index + 30));
  const decimals = /^\d{1,3}(?:[.,](\d{1,4}))?/.exec(folded.slice(p.index, p.index + 8))?.[1]?.length ?? 0;
  const tolerance = 0.5 * 10 ** -decimals + 1e-9;
  const share = (n: number, of: number) => of > 0 && n <= of && Math.abs((100 * n) / of - p.value) <= tolerance;
  for (const m of near.matchAll(RATIO)) {
    // "s. 2/2", "page 1/1": a page of pages, no count; a slash's whole ("2/2") restates nothing either.
    const slash = m[0].includes("/");
    if (slash && (Number(m[1]) === Number(m[2]) || PAGE_BEFORE.test(near.slice(Math.max(0, m.index! - 8), m.index!)))) continue;
    if (share(Number(m[1]), Number(m[2]))) return true;
  }
  // A share with decimals matches its counts too closely to be chance, wherever they stand in its line
  // ("1 exception in a sample of 16 delivery notes, 6.3%", "40 de 233 faturas … 3 faturas não registadas (7,5 %").
  if (decimals === 0) return false;
  const lineStart = folded.lastIndexOf("\n", p.index) + 1;
  const counts = [...folded.slice(Math.max(lineStart, p.index - 160), p.index).matchAll(/(?<![\d.,])\d{1,5}(?![\d.,]?\d)/g)].map((m) => Number(m[0])).slice(-8);
  return counts.some((n, i) => counts.some((of, j) => i !== j && share(n, of)));
}

export const ACCOUNT_WORD = "(?:konto|kontoen|ac{1,2}ount|cuenta|conta|compte|kto\\.?|(?<![a-z])(?:acc|acct|cta|gl)\\.?)";

/** 4-digit ledger account numbers written after an account word ("konto 6540", "compte 1700"). */
export function findAccounts(text: string): { value: number; index: number }[] {
  const folded = fold(text);
  // "Aufwandskonto ist 6540", "the account is 6540": a copula may stand between the word and its number.
  const re = new RegExp(`${ACCOUNT_WORD}\\s{0,3}(?:(?:is|er|ist|es|est|e|era|will be|blir|wird)\\s{1,3})?(?:nr\\.?|no\\.?|n\\.?[º°]\\.?|number)?\\s{0,3}:?\\s{0,3}(\\d{4})(?!\\d)`, "gi");
  const found = [...folded.matchAll(re), ...folded.matchAll(NAMED_BRACKET), ...folded.matchAll(LABELLED), ...folded.matchAll(OF_KIND), ...folded.matchAll(BOOKED_ON), ...folded.matchAll(POSTING_SIDE), ...folded.matchAll(POSTING_LINE)].map((m) => ({
    value: Number(m[1]),
    index: m.index! + m[0].lastIndexOf(m[1]),
  }));
  // "D 6540 … / K 1920": a posting's debit and credit accounts.
  for (const m of folded.matchAll(DEBIT_CREDIT_PAIR)) {
    found.push({ value: Number(m[1]), index: m.index! + m[0].indexOf(m[1]) });
    found.push({ value: Number(m[2]), index: m.index! + m[0].length - 4 });
  }
  // "bank account: 1357 68 61812": a bank account's first group is no ledger account.
  const bankGroups = (a: { index: number }) => /^\d{4}[ .\u00a0]\d{2}[ .\u00a0]\d{5}(?!\d)/.test(folded.slice(a.index, a.index + 14));
  return found
    .filter((a) => !bankGroups(a))
    .sort((a, b) => a.index - b.index)
    .filter((a, i, all) => i === 0 || all[i - 1].index !== a.index);
}

/**
 * An account named by its name with its number in brackets after it: "au débit du compte Inventar
 * (6540)", "a débito de Reisekostnad, ikke oppgavepliktig (7140)", "Soll Leie lokale (6300)".
 */
const NAMED_BRACKET = new RegExp(`(?:${ACCOUNT_WORD}|\\b(?:debet|debit|debito|debe|soll|kredit|credit|credito|haber|haben))[^\\d\\n()«»"“”]{1,45}?\\((\\d{4})\\)`, "g");

/** An account word with a few words of its kind before a colon: "compte de charges : 6800", "Cuenta de gasto: 6540". */
const LABELLED = new RegExp(`${ACCOUNT_WORD}(?:[ \\t]{1,2}[\\p{L}'-]{1,15}){1,3}[ \\t]{0,2}:[ \\t]{0,3}(\\d{4})(?![\\d.,]\\d|\\d)`, "gu");
/**
 * An account named by its kind, no colon: "compte de charges 6800", "cuenta de gastos 6540", "conta de despesas 6800";
 * a ledger's account so called: "cuenta de mayor 6540", "conta do razão 6540", "cuenta contable 6540", "compte général 6540".
 */
const OF_KIND = new RegExp(
  `${ACCOUNT_WORD}[ \\t]{1,2}(?:(?:de|of|for|fur|d'|do|da|del)[ \\t]{0,2}(?:charges?|frais|gastos?|despesas?|custos?|costes?|costs?|expenses?|kostnad(?:er)?|aufwand|mayor|razao)|contable|contabil|comptable|general|generale)[ \\t]{1,2}(\\d{4})(?![\\d.,]\\d|\\d)`,
  "gu",
);
/** A posting note's line: its side, its account and its amount ("D 6340   6 500,00", "K 2400 8 125,00"). */
const POSTING_LINE = /(?:^|\n)[ \t]{0,4}[dk][ \t]{1,3}(\d{4})(?=[ \t]{1,8}\d)/g;
/** An account after the side of a posting: "débit 6540", "Soll 6300", "debe 6540", "kredit 1920", "debit GL 6860", "credit bank 1920". */
const POSTING_SIDE = /\b(?:debet|debit|debiter|debitere|debiteres|debe|debito|soll|kredit|credit|crediter|kreditere|krediteres|haber|haben|credito)\s{0,2}:?\s{0,2}(?:(?:gl|bank|banken|konto|account|acct)\s{1,2})?(\d{4})(?![\d.,]\d|\d)/g;
/** A posting note's pair of sides: "D 1920 / K 1500", "D 6860 / K 6540 4 600,00". */
const DEBIT_CREDIT_PAIR = /\bd\s{1,2}(\d{4})\s{0,2}(?:[^\n/\d]{0,20}[\d ,.]{0,14})?\/\s{0,2}k\s{1,2}(\d{4})(?!\d)/g;

/**
 * An account named by where a thing is booked, with no account word: "skal føres på 6800", "post it to 6540",
 * "fører vi på 6300", "før den på 6540", "put it on 6540", "legg den på 6300", "Mjøl har alltid gått på 4000", "goes on 6340" (the bare "før" only with its object
 * or before "på", which a keyboard without "å" writes "paa": English "for" is no verb). "auf 6300 buchen" is not read.
 */
const BOOKED_ON =
  /\b(?:(?:fores|fort|fora|forer|fore|forast|bokfores|bokfort|bokfor|bokforer|posted|post|booked|book|gebucht|buchen|impute|imputer|gar|gatt|gikk|goes|went|put|charge|charged|legg|legge|legges|leggast)(?:\s{1,2}(?:it|them|den|det|dei|dem|es|le|la|vi|me|eg|jeg|alltid|always|immer))?|for\s{1,2}(?:den|det|dei|dem|vi|me|eg|jeg)|for(?=\s{1,2}paa?\s))\s{1,2}(?:pa|paa|til|to|on|onto|auf|sur)\s{1,2}(\d{4})(?![\d.,]\d)/g;

/** Words that introduce an invoice's own number (folded): "fakturanr.", "invoice no.", "N° de facture", "Rechnungsnummer". */
const INVOICE_NUMBER_LABEL =
  /(?:fakturanr|fakturanummer|faktura nr|rekningsnr|rekningsnummer|invoice no|invoice number|invoice #|inv\. no|(?:n\.?[º°]|no)\.?\s?(?:de |da |d')?(?:factura|fatura|facture)|numero de factura|factura (?:n\.?[º°]|no)|numero da fatura|fatura (?:n\.?[º°]|no)|numero de facture|facture (?:n\.?[º°]|no)|rechnungsnummer|rechnungsnr|rechnung nr)\.?\s{0,2}[:#]?\s{0,2}([A-Za-z0-9][A-Za-z0-9/._-]{1,24}[A-Za-z0-9])/g;

/** Invoice numbers: INV-2026-1234 style codes, and whatever follows an invoice-number label ("fakturanr. 2026-0417", "FAC-26/311"). */
export function findInvoiceNumbers(text: string): string[] {
  const folded = fold(text);
  const labelled = [...folded.matchAll(INVOICE_NUMBER_LABEL)].map((m) => text.slice(m.index! + m[0].length - m[1].length, m.index! + m[0].length));
  // A code is whole: "FIN-26-033" inside a subject's "HH-FIN-26-033" is none of its own; one letter may head it ("F-26-0418").
  const codes = [...text.matchAll(/(?<![A-Za-z0-9-])(?:[A-Z]{1,5}-\d{2,4}-\d{1,8}\b|\b[A-Z]{2,5}-?\d{3,10}(?:\/\d{1,6})?\b|\b[A-Z]{1,5}-\d{2,4}\/\d{1,8}\b|\b[A-Z]-\d{4,10}\b)/g)];
  // A claim's, a case's, an order's or a lease's number ("sinistre n° SK-26-002", "bail SK-2026-004") comes after the others.
  const other = (m: RegExpMatchArray) => OTHER_NUMBER_BEFORE.test(folded.slice(Math.max(0, m.index! - 24), m.index!));
  // A code headed by one letter ("F-26-0418", a journal's "J-26-024" too) only after the others.
  const single = (m: RegExpMatchArray) => /^[A-Z]-/.test(m[0]);
  const coded = [...codes.filter((m) => !other(m) && !single(m)), ...codes.filter((m) => !other(m) && single(m)), ...codes.filter(other)].map((m) => m[0]);
  // "leverandørfaktura 88214 fra …", "Rechnung 4471 von …": a plain number right after the word for the invoice, after the others.
  // "factura 2026-1142-B": digit groups joined by dashes, a letter or two closing them, as the text writes them (never a date).
  const titled = [...folded.matchAll(INVOICE_WORD_NUMBER)]
    .filter((m) => !/^(?:19|20)\d\d$/.test(m[1]) && !/^\d{4}-\d{2}-\d{2}$/.test(m[1]))
    .map((m) => text.slice(m.index! + m[0].length - m[1].length, m.index! + m[0].length));
  return [...new Set([...labelled, ...coded, ...titled])];
}

/** A word for an invoice, then a number of three to twelve digits that is no amount, year or date (folded). */
const INVOICE_WORD_NUMBER = /(?<![a-z])(?:\w{0,14}faktura|\w{0,14}invoice|\w{0,14}rechnung|factura|fatura|facture)\s{1,2}(\d{3,12}(?:-\d{2,8}){0,2}(?:-[a-z]{1,2})?)(?![\d.,\/-]?[\da-z])(?!\s{0,2}(?:kr|nok|eur|usd|sek|dkk|%|,-))/g;

/** The label of a number that is not the invoice's: a claim, case, order, contract or lease (folded). */
const OTHER_NUMBER_BEFORE =
  /\b(?:sinistre|claim|skadesak|skade|schaden\w*|siniestro|sinistro|ticket|sak|saksnr|case|dossier|expediente|processo|vorgang|ordre|order|bestilling|bestellung|pedido|commande|encomenda|contrat|contrato|contract|kontrakt|vertrag|lease|bail|leiekontrakt|leigekontrakt|mietvertrag|arrendamento|arrendamiento)\s{0,2}(?:n\.?[º°]|nr|no|#)?\.?\s{0,2}:?\s{0,2}$/;
