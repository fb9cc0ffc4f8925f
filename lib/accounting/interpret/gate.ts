import { TASK_SCHEMAS, type Task, type TaskType } from "@/lib/accounting/tasks";
import { missingExpected } from "./completeness";
import { adviceFor } from "./advice";
import { baseOfPercentChange, derivationOf, finelyDerived, lineTotalOnItsLine, onCheckLine, writtenAsCheck, type NumberLeaf } from "./derived-figures";
import { fold, lineAround } from "./text";
import { findAmounts } from "./extract/amounts";
import { LEGAL_FORMS } from "./extract/names";
import { ONLY } from "./message/side-remarks";
import { findConcepts } from "./concepts";
import { statedErrorCount } from "./extract/stated-count";
import { employmentTermOf } from "./tasks/employment-text";
import type { Message } from "./message";
import { describeContext, FIELD_FIRST, REASON_TEXT, valueList, type ContextReason, type ValueKind } from "./message/roles";

/**
 * Stage 4: the gate before the first write. A reading is carried out only when the request is
 * an accounting task, every field its type requires is present and valid, and the request's
 * salient values — money, e-mail addresses, organisation numbers, product and other reference
 * numbers, quoted names — all found a
 * place in the task or a context role (a signature, a forwarded header, a ticket number, last
 * year's figure: see message/roles.ts). A value left over means the request said something the
 * reading did not understand; acting on such a reading (a supplier made a customer, a payment made a new
 * invoice) is worse than doing nothing, so the agent writes nothing and says what is missing.
 */
export interface GateResult {
  ok: boolean;
  /** Why the gate held the request back (empty when ok). */
  reasons: string[];
  /** Required or expected fields the reading lacks, as dotted paths. */
  missing: string[];
  /** Salient values of the request that no field took and no context role explains, as written. */
  unused: string[];
  /** What was set aside as context and why ("Org. no. 998 112 450: the sender's signature"). */
  context?: string[];
  /** When held back: what could not be placed and how to write it, in an accountant's words. */
  advice?: string[];
}

/** The role of one value of a message in a reading: a field (its path), context (why), or none. */
export type ValueRole =
  | { kind: ValueKind; raw: string; index: number; role: "field"; path: string }
  | { kind: ValueKind; raw: string; index: number; role: "context"; reason: ContextReason; why: string }
  | { kind: ValueKind; raw: string; index: number; role: "unplaced" };

interface GateInput {
  type: TaskType;
  candidate: Record<string, unknown>;
  /** The validated task (undefined when the schema refused the candidate). */
  task?: object;
  issues: readonly { path: PropertyKey[]; message: string }[];
  message: Message;
  accounting: boolean;
  /** How far the reading's type led the next type (the rules' classification); unknown for an outside answer. */
  sureBy?: number;
}

type Leaf = { path: string; value: unknown };

/** Every primitive inside a value with its dotted path, flattened (bounded at about 2,000: a reading is small). */
export function leaves(value: unknown, path = "", out: Leaf[] = []): Leaf[] {
  if (out.length > 2000) return out;
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  else if (value !== undefined && value !== null) out.push({ path, value });
  return out;
}

function numberLeaf(found: Leaf[], n: number): Leaf | undefined {
  return found.find((l) => typeof l.value === "number" && Math.abs(l.value - n) < 0.005);
}

/** A field holds the text, or most of it (a quoted name read without its article). */
function textLeaf(found: Leaf[], s: string): Leaf | undefined {
  const want = fold(s).trim();
  return found.find((l) => typeof l.value === "string" && (fold(l.value).includes(want) || (want.includes(fold(l.value)) && l.value.length >= 0.6 * want.length)));
}

/**
 * A field of many digits that the figure opens, its other groups written after it ("national identity
 * no. 140290 47333" read as one number "14029047333"): the figure is that field's first group.
 */
function groupedLeaf(found: Leaf[], request: string, index: number, raw: string): Leaf | undefined {
  const written = request.slice(index, index + 24).replace(/[ .\u00a0]/g, "");
  return found.find((l) => typeof l.value === "string" && /^\d{9,}$/.test(l.value) && l.value.length > raw.length && l.value.startsWith(raw) && written.startsWith(l.value));
}

/** A quoted name must be placed; a quoted message (a forwarded note, whole sentences) is no value. */
/** Accounting words in quotes are the words themselves ("I ticked «Leverandør»", bilagsart «inngående faktura»), not a name: every word is one. */
function isQuotedTerm(q: string): boolean {
  const words = [...q.matchAll(/\p{L}+/gu)];
  if (words.length === 0 || words.length > 3 || words.length !== q.split(/\s+/).length) return false;
  const at = new Set([...findConcepts(q).hits.values()].flat());
  return words.every((w) => at.has(w.index!));
}

/**
 * A turn of phrase in quotes inside a sentence of prose: several words in small letters with the sentence's words before
 * them on the line and no label or colon right before ("… so that everything "hangs together" – …", "«all den
 * gulrotkaken», sa han", "a one-off bonus … a "thank-you for the trees""). Someone's words or the writer's own held at
 * arm's length, no name: a field may still hold it. Bounded look at the line before the quote.
 */
function turnOfPhrase(request: string, index: number, q: string): boolean {
  if (!/^\p{Ll}/u.test(q) || !/\p{L}[\s,'-]+\p{L}/u.test(q)) return false;
  // "> "prestation jamais livrée, merci d'annuler la facture"": five words or more in small letters are someone's words.
  if (q.split(/\s+/).length >= 5) return true;
  const head = request.slice(Math.max(0, index - 120), index);
  const line = head.slice(head.lastIndexOf("\n") + 1);
  if (/[:=|]\s{0,3}$/.test(line)) return false;
  // A list item's own words count, not its mark ("4. E registar … ontem, «para mostrar boa vontade»").
  return (line.replace(/^\s{0,4}(?:[-*•–]|\d{1,2}[.)])/, "").match(/\p{L}{2,}/gu) ?? []).length >= 3;
}

/**
 * A quoted name must be placed, not a word the writer holds at arm's length: a single word in small
 * letters ("en Dinamarca decimos \"debitor\"", 'one "sag" in e-conomic') from a writer who writes
 * capitals elsewhere (a writer in small letters quotes names so too).
 */
function isQuotedName(q: string, writesCapitals: boolean): boolean {
  if (isQuotedTerm(q)) return false;
  // A figure in quotes ("the bonus is “NOK 12,115.00”") is that figure, placed as one: no name.
  if (/\d/.test(q) && !/\p{L}/u.test(q.replace(/\b(?:nok|kr|kroner|eur|euros?|usd|sek|dkk|gbp)\b/giu, ""))) return false;
  if (writesCapitals && /^\p{Ll}[\p{Ll}'-]{1,30}$/u.test(q)) return false;
  return q.length >= 2 && q.length <= 80 && !/[.!?]\s/.test(q);
}

/**
 * The role of every salient value of the message in a reading — the field that holds it, the
 * context it was set aside as (with why), or none. Pure: the same for the rules' reading and
 * for any other reading (an LLM's answer) of the same message.
 */
/** Reasons that set a named thing aside: excluded, withdrawn, done. */
const SETS_ASIDE: ReadonlySet<string> = new Set(["excluded", "withdrawn", "done"]);

/** Reasons whose figure, written again, is the same remark again. */
const TOLD_AGAIN: ReadonlySet<ContextReason> = new Set(["earlier-figure", "past-occasion", "limit", "approximate"]);
/** How far back (characters, within one paragraph) a figure's earlier writing is looked for. */
const TOLD_AGAIN_SPAN = 400;

/** The context entry of the same amount written shortly before, in the same paragraph, when it was set aside as a remark. */
function toldBefore(message: Message, moneyAt: ReadonlyMap<number, number>, index: number): Message["context"][number] | undefined {
  const value = moneyAt.get(index);
  if (value === undefined) return undefined;
  return message.context.find(
    (c) =>
      c.kind === "money" && TOLD_AGAIN.has(c.reason) && c.index < index && index - c.index <= TOLD_AGAIN_SPAN &&
      Math.abs((findAmounts(c.raw)[0]?.value ?? NaN) - value) < 0.005 && !/\n[ \t]*\n/.test(message.request.slice(c.index, index)),
  );
}

export function valueRoles(message: Message, reading: object): ValueRole[] {
  const found = leaves(reading);
  const numbers = found.filter((l): l is NumberLeaf => typeof l.value === "number");
  const folded = fold(message.request);
  const readingType = (reading as { type?: unknown }).type;
  const writesCapitals = /(?:^|[.!?]\s+)\p{Lu}/mu.test(message.request);
  const roles: ValueRole[] = [];
  for (const c of message.context) {
    // A thread's value is context only when no field takes it (below).
    if (c.kind === "date" || FIELD_FIRST.has(c.reason)) continue;
    roles.push({ kind: c.kind, raw: c.raw, index: c.index, role: "context", reason: c.reason, why: describeContext(c) });
  }
  const contextAt = new Map(message.context.map((c) => [c.index, c]));
  // Amounts written again in a bracket right after their first writing (set aside as "restated"), by value.
  const restatedValues = message.context.filter((c) => c.reason === "restated" && c.kind === "money").slice(0, 20).map((c) => findAmounts(c.raw)[0]?.value ?? NaN);
  const quotedAside = new Map(message.context.filter((c) => c.kind === "quoted" && SETS_ASIDE.has(c.reason)).map((c) => [fold(c.raw), c]));
  const values = message.values;
  // Looked up by key, not searched: a long request with many amounts and a long statement stays linear.
  const moneyAt = new Map(values.money.map((m) => [m.index, m.value]));
  const inDocument = new Set((message.documentFigures ?? []).map((f) => Math.round(Math.abs(f) * 100)));
  // "Cash M/E Jan NOK 303.5k" over a statement closing at 303 490,45: a document's figure told rounded to the hundred.
  const inDocumentRounded = new Set((message.documentFigures ?? []).filter((f) => Math.abs(f) >= 10_000).map((f) => Math.round(Math.abs(f) / 100)));
  for (const v of valueList(message.request, values)) {
    if (v.kind === "date" || v.kind === "number") continue;
    let leaf: Leaf | undefined;
    if (v.kind === "money") {
      const a = values.money.find((m) => m.index === v.index)!;
      leaf = numberLeaf(found, a.value);
      // A unit price read with its quantity ("3 hours at 1200") is placed by their product too.
      const rate = message.rates.find((r) => r.priceIndex === a.index);
      if (!leaf && rate) leaf = numberLeaf(found, rate.quantity * rate.unitPrice);
      // A check figure ("9 640 ex. VAT, that is 12 050 incl."): stated so the reader follows, it asks for nothing more.
      // A credit's figure is written with its sign ("kreditnota NOK -12'050.00"): derived by its size.
      const set = contextAt.get(v.index);
      const d = leaf || (set && !FIELD_FIRST.has(set.reason)) ? undefined : derivationOf(Math.abs(a.value), numbers);
      // A check figure written twice ("… dá 22 625 NOK" … "o pagamento integral de 22 625 NOK") is a check both times.
      const checked = (m: { index: number; length: number }) => !!d && writtenAsCheck(folded, m.index, m.length, d.kind);
      // A figure with øre that the others give to the øre ("Gutschrift: 75.242,40 NOK" = 6 420 × 11,72) is no coincidence.
      // So is one the others give through a factor written to the hundredth ("kr 67 968" = 6 400 × 10,62).
      const toTheOre = !!d && (!Number.isInteger(Math.round(a.value * 100) / 100) || finelyDerived(Math.abs(a.value), numbers));
      // A worked result the writer also restates in a bracket ("doce por 1150, 13800 coronas (NOK 13.800,00)") is stated to be followed.
      const restated = !!d && restatedValues.some((x) => Math.abs(x - a.value) < 0.005);
      const lineTotal = !!d && lineTotalOnItsLine(message.request, a.index, a.value, numbers, values.money);
      // A month's share of a year's figure, or of a cost over its years ("412 200, 5 år … 6 870,00"): a month's arithmetic, no coincidence.
      const monthly = !!d && /months\)?$/.test(d.how);
      if (d && (toTheOre || restated || lineTotal || monthly || checked(a) || values.money.some((m) => m.index !== a.index && Math.abs(m.value - a.value) < 0.005 && checked(m)))) {
        roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "derived", why: `Amount ${v.raw}: ${REASON_TEXT.derived} (${d.how})` });
        continue;
      }
      // "Our quote was 60 000 … a discount of 10 % … invoice 54 000": the figure a discount or a markup written in the request
      // was taken from, when the reading holds its result.
      // "Montant (NOK) : 22 030,00" above the lines it adds up: the sum of the reading's invoice lines (two or more), no line.
      const lines = (reading as { lines?: { unitPriceExcludingVat?: number; quantity?: number }[] }).lines ?? [];
      const linesSum = lines.reduce((t, l) => t + (l.unitPriceExcludingVat ?? 0) * (l.quantity ?? 1), 0);
      if (!leaf && !set && lines.length >= 2 && Math.abs(linesSum - a.value) < 0.005) {
        roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "derived", why: `Amount ${v.raw}: ${REASON_TEXT.derived} (the lines' sum)` });
        continue;
      }
      const base = leaf || set ? undefined : baseOfPercentChange(a.value, numbers, values.percents);
      if (base) {
        roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "derived", why: `Amount ${v.raw}: ${REASON_TEXT.derived} (${base})` });
        continue;
      }
    } else if (v.kind === "email") leaf = found.find((l) => typeof l.value === "string" && l.value.toLowerCase() === v.raw.toLowerCase());
    else if (v.kind === "orgNumber") {
      const o = values.orgNumbers.find((x) => x.index === v.index)!;
      leaf = found.find((l) => l.value === o.value);
      v.raw = o.value;
    } else if (v.kind === "ref") leaf = found.find((l) => String(l.value) === v.raw) ?? groupedLeaf(found, message.request, v.index, v.raw);
    else if (v.kind === "quoted") {
      const q = v.raw.slice(1, -1);
      const named = isQuotedName(q, writesCapitals) && !(writesCapitals && turnOfPhrase(message.request, v.index, q));
      // "Permanent position ("fast stilling")": the contract's own word for the form the reading set.
      const term = named ? employmentTermOf(q) : undefined;
      // A word quoted as a word need not be placed; when a field holds just it (a department «Økonomi»), it is that field's.
      leaf = named ? (textLeaf(found, q) ?? (term ? found.find((l) => l.value === term) : undefined)) : found.find((l) => typeof l.value === "string" && fold(l.value).trim() === fold(q).trim());
      if (!named && !leaf) continue;
    }
    if (leaf) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "field", path: leaf.path });
      continue;
    }
    // "Stillingskode, årsløn: see «Ansettelsesdetaljer»": a quoted heading or label of the attached file points into it.
    if (v.kind === "quoted" && message.documentText && inDocumentText(message.documentText, v.raw.slice(1, -1))) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "document-label", why: `${v.raw}: ${REASON_TEXT["document-label"]}` });
      continue;
    }
    // "Versand: 0,00 NOK", "shipping free (0.00)": an amount of nothing books nothing.
    if (v.kind === "money" && values.money.find((m) => m.index === v.index)?.value === 0) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "zero", why: `${v.raw}: ${REASON_TEXT.zero}` });
      continue;
    }
    // A ledger's or statement's listed document, its dates on its line ("Heimegarn AS · 01.07.2026 · 31.07.2026 · 13 125,00"):
    // the amount names the document, it is not one to book.
    if (v.kind === "money" && !contextAt.has(v.index) && !DATED_LINES_ARE_DATA.has(readingType) && datesOnLine(message.request, v.index) >= 2) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "listing", why: `${v.raw}: ${REASON_TEXT.listing}` });
      continue;
    }
    // "The 145 kr is the bank fee": a figure the attached statement holds, restated.
    const told = moneyAt.get(v.index) ?? NaN;
    if (v.kind === "money" && !contextAt.has(v.index) && (inDocument.has(Math.round(told * 100)) || (told >= 10_000 && told % 100 === 0 && inDocumentRounded.has(told / 100)))) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "in-document", why: `${v.raw}: ${REASON_TEXT["in-document"]}` });
      continue;
    }
    // "Book only the shelf system" over a receipt typed line by line: the receipt's other lines are not booked.
    if (v.kind === "money" && !contextAt.has(v.index) && readingType === "receipt_expense_to_department" && otherReceiptLine(message.request, folded, v.index, (reading as { item?: unknown }).item)) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "receipt-line", why: `${v.raw}: ${REASON_TEXT["receipt-line"]}` });
      continue;
    }
    // "Reverse the payment on «Kalibrering O2-sensorer»" over a list of two invoices: the other row's figures are told, not acted on.
    if (v.kind === "money" && !contextAt.has(v.index) && ONE_NAMED_ROW.has(String(readingType)) && otherListedRow(folded, v.index, (reading as { invoiceDescription?: unknown }).invoiceDescription)) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "other-row", why: `${v.raw}: ${REASON_TEXT["other-row"]}` });
      continue;
    }
    // A reconciliation's statement balance ("utgåande saldo → 128'777.50", "balance 30/4 114062,40") and an invoice's full
    // amount beside its partial payment ("2105 er bare delbetalt – fakturaen er på 28 000,00"): told, the statement is booked.
    if (v.kind === "money" && !contextAt.has(v.index) && readingType === "bank_reconciliation") {
      const told = statementBalance(folded, v.index) ? "balance" : partlyPaidInvoice(folded, v.index) ? "invoice-total" : undefined;
      if (told) {
        roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: told, why: `${v.raw}: ${REASON_TEXT[told]}` });
        continue;
      }
    }
    // "By my count the remaining amount is NOK 31,562.50": what is left on the invoice is what a payment in full pays.
    if (v.kind === "money" && !contextAt.has(v.index) && PAYS_WHAT_IS_LEFT.has(readingType) && saysLeftOpen(folded, v.index, v.raw.length, readingType === "bank_reconciliation")) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "remainder", why: `${v.raw}: ${REASON_TEXT.remainder}` });
      continue;
    }
    // "I budsjettet for i år har vi sett av 180 000 til banemeister": a budget's figure, where the task keeps no budget.
    if (v.kind === "money" && !contextAt.has(v.index) && readingType !== "project_lifecycle" && inBudgetClause(folded, v.index)) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "budget", why: `${v.raw}: ${REASON_TEXT.budget}` });
      continue;
    }
    // "prix moyen 1,21 NOK/kWh", "TNOK 38/mnd": a price per unit of measure, or a contract's amount per month or year.
    // "Honorar nach Stundensatz NOK 2 600", "timepris 2 450 kr": a price per hour, where the task keeps none; "7,5 tonn à 1 160 kr":
    // a price per unit of measure.
    const per = v.kind === "money" && !contextAt.has(v.index) ? PER_UNIT.exec(folded.slice(v.index + v.raw.length, v.index + v.raw.length + 24)) ?? HOURLY_BEFORE.exec(folded.slice(Math.max(0, v.index - 30), v.index)) ?? MEASURED_BEFORE.exec(folded.slice(Math.max(0, v.index - 30), v.index)) : null;
    if (per) {
      const reason = per[1] ? "recurring" : "unit-price";
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason, why: `${v.raw}: ${REASON_TEXT[reason]}` });
      continue;
    }
    const c = contextAt.get(v.index);
    if (c && FIELD_FIRST.has(c.reason)) roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: c.reason, why: describeContext(c) });
    if (c) continue; // listed above as context: a replaced figure left in the request
    // A ledger correction creates nothing named: a quoted text there is the description of a posting already in the
    // ledger ("« Driftsmateriell verksted », NOK 2 750 sur 6590 : saisi deux fois"), which tells the error apart.
    if (v.kind === "quoted" && readingType === "correct_ledger_errors") {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "posting-text", why: `${v.raw}: ${REASON_TEXT["posting-text"]}` });
      continue;
    }
    // The writer's check line restates what is asked ("Check: one employee «Oliver Brennan» …"): it asks for nothing more.
    if (onCheckLine(folded, v.index)) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: "check", why: `${v.raw}: ${REASON_TEXT.check}` });
      continue;
    }
    // "Right now there is only the default "Avdeling 1"" … "Don't rename or delete "Avdeling 1"": a name the request
    // sets aside where it speaks of it is set aside wherever it stands.
    const aside = v.kind === "quoted" ? quotedAside.get(fold(v.raw)) : undefined;
    if (aside) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: aside.reason, why: describeContext(aside) });
      continue;
    }
    // "…un diccionario costaba kr. 45,-. Hoy no se compra nada por kr. 45,-.": a figure set aside as last year's, a
    // memory's, a ceiling or an approximation, written again in the same paragraph, is the same figure told twice.
    const twin = v.kind === "money" ? toldBefore(message, moneyAt, v.index) : undefined;
    if (twin) {
      roles.push({ kind: v.kind, raw: v.raw, index: v.index, role: "context", reason: twin.reason, why: `${v.raw}: ${REASON_TEXT[twin.reason]} (written again)` });
      continue;
    }
    roles.push({ kind: v.kind, raw: v.kind === "money" ? v.raw : v.raw, index: v.index, role: "unplaced" });
  }
  return splitTotals(roles, values.money, numbers);
}

/** A budget's word (folded stems): "budsjett", "budget", "presupuesto", "orçamento", "Haushaltsplan". */
const BUDGET_WORD = /\b(?:budsjett\w*|budget\w*|presupuest\w*|orcament\w*|haushaltsplan\w*|jahresbudget\w*)/;

/**
 * Right after an amount (folded): per month or year ("/mnd", "per month", "pro Monat", "par an") — group 1 — or per unit of
 * measure, piece or hour ("/kWh", "per liter", "€/kg", "NOK/stk", "pr. time"); never per currency: an exchange rate is a task's value.
 */
const PER_UNIT =
  /^\s{0,2}(?:\/|per\s|pr\.?\s?|pro\s|par\s|por\s|al\s|a\s)\s{0,2}(?:(mnd|maned\w*|month\w*|monat\w*|mois|mes|ar|year|jahr|an|ano|aar)|(?:kwh|mwh|l|liter\w*|litre\w*|kg|km|m2|m3|tonn\w*|tonne\w*|time|timen|h|hr|hour|stunde|std|heure|hora|stk|pcs|pc|piece|stuck|unit|carton|kartong|karton))\b/;
/** A quantity of a unit of measure and "à" right before an amount (folded): "7,5 tonn à 1 160 kr", "200 kg @ NOK 45". */
const MEASURED_BEFORE = /\d[\d.,]{0,8}[ \t]{0,2}(?:tonn\w{0,2}|tonnes?|t|kg|l|liter|litre|m|m2|m3|stk|pcs|kartong\w{0,2}|cartons?|paller?|pallets?)[ \t]{1,2}(?:a|@|x|×)[ \t]{1,2}(?:(?:nok|kr|eur)\.?[ \t]{0,2})?$/;
/** A price-per-hour label right before an amount (folded; no group: a unit price). */
const HOURLY_BEFORE = /(?:timepris|timesats|stundensatz|hourly rate|rate per hour|taux horaire|tarif horaire|tarifa (?:por )?hora|tarifa horaria|taxa horaria|valor hora)[ \t]{0,2}(?:(?:er|is|ist|es|e|est|von|of|de|:)[ \t]{0,2})?(?:(?:nok|kr|eur|usd|chf)\.?[ \t]{0,2})?$/;

/** Whether the clause around `index` (to the marks that end one, at most 120 characters each way) names a budget. */
function inBudgetClause(folded: string, index: number): boolean {
  const head = folded.slice(Math.max(0, index - 120), index);
  const tail = folded.slice(index, index + 120);
  const from = Math.max(head.lastIndexOf("."), head.lastIndexOf(";"), head.lastIndexOf("\n"), head.lastIndexOf("!"), head.lastIndexOf("?"));
  const to = tail.search(/[.;!?\n](?:\s|$)/);
  return BUDGET_WORD.test(head.slice(from + 1) + (to < 0 ? tail : tail.slice(0, to)));
}

/**
 * A total and the part left out, both written near each other, whose difference is the amount a
 * field holds ("the balance on 1700 is 62 600, but 18 000 of it is for 2026 … only the 44 600"): the
 * writer explains the figure, and neither asks for more. Bounded: the first 20 amounts left over.
 */
function splitTotals(roles: ValueRole[], money: readonly { index: number; value: number }[], numbers: readonly NumberLeaf[]): ValueRole[] {
  // What is left open on an invoice explains its total too ("Rechnung 2045 (NOK 19.500,00) … der Rest von NOK 7.500,00").
  const left = roles.filter((r) => r.kind === "money" && (r.role === "unplaced" || (r.role === "context" && r.reason === "remainder"))).slice(0, 20);
  if (left.length < 2 || !left.some((r) => r.role === "unplaced")) return roles;
  const byIndex = new Map(money.map((m) => [m.index, m.value]));
  const valueAt = (r: ValueRole) => byIndex.get(r.index) ?? NaN;
  const explained = new Map<number, string>();
  for (const a of left)
    for (const b of left) {
      const [x, y] = [valueAt(a), valueAt(b)];
      if (a === b || !(x > y) || Math.abs(a.index - b.index) > 300) continue;
      const part = numbers.find((n) => Math.abs(x - y - n.value) < 0.005);
      if (!part) continue;
      const how = `${a.raw} − ${b.raw} = ${part.value}`;
      explained.set(a.index, how);
      explained.set(b.index, how);
    }
  if (!explained.size) return roles;
  return roles.map((r) => {
    const how = r.role === "unplaced" ? explained.get(r.index) : undefined;
    return how ? { kind: r.kind, raw: r.raw, index: r.index, role: "context", reason: "derived", why: `Amount ${r.raw}: ${REASON_TEXT.derived} (${how})` } : r;
  });
}

/** Tasks that pay an invoice in full, whatever is left on it, or settle invoices from the payments a statement lists. */
const PAYS_WHAT_IS_LEFT: ReadonlySet<unknown> = new Set(["register_payment", "bank_reconciliation"]);
/** Words of what is left on an invoice, in the seven languages (folded). */
/** Words of an account's balance (folded): "saldo", "balance", "solde", "Kontostand", "utgåande". */
const BALANCE_WORDS = /\b(?:saldo\w*|balance|solde|kontostand|sluttsaldo|inngaende|utgaende|inngaande|utgaande|opening|closing)\b/g;
/** A balance's word shortly before the figure, on its line: "utgåande saldo → 128'777.50", "balance 30/4 114062,40" (at most 25 characters between, no other figure). */
function statementBalance(folded: string, at: number): boolean {
  const before = folded.slice(Math.max(0, at - 40), at);
  const line = before.slice(before.lastIndexOf("\n") + 1);
  let last = -1;
  for (const m of line.matchAll(BALANCE_WORDS)) last = m.index! + m[0].length;
  return last >= 0 && line.length - last <= 25 && !/\d{3}/.test(line.slice(last).replace(/\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?/g, ""));
}
/** Words of a partial payment (folded), "only" ("sólo se han cobrado …"), or a figure paid "of" the one after it ("paid 7 675 of 10 000"). */
const PARTLY = new RegExp(
  `\\b(?:delbetal\\w*|delvis|partial\\w*|partly|part of|partiel\\w*|parcial\\w*|teilzahlung\\w*|teilweise|teilbetrag|${ONLY.join("|")})\\b|\\d\\s{0,2}(?:nok|kr)?\\s{0,2}(?:of|av|von|de|sur)\\s{0,2}(?:nok|kr)?\\s{0,2}$`,
);
/** An invoice's word (folded). */
const INVOICE_WORD = /\b(?:faktura\w*|invoice\w*|rechnung\w*|facture\w*|factura\w*|fatura\w*)\b/;
/** In a sentence of a partial payment, the invoice's full amount: "fakturaen er på 27.500,00", "part of invoice 3105 (NOK 30,000.00 …)", "paid 7 675 of 10 000". */
function partlyPaidInvoice(folded: string, at: number): boolean {
  const from = Math.max(0, at - 120);
  const sentence = folded.slice(from, at).split(/[.!?]\s|\n|;/).pop() ?? "";
  const after = folded.slice(at, at + 60).split(/[.!?]\s|\n/)[0];
  return INVOICE_WORD.test(sentence + after) && (PARTLY.test(sentence) || PARTLY.test(after)) && /(?:\b(?:of|er pa|is|ist|est|es|e de|av|von|de|sur|uber|over|on)|\()\s{0,2}(?:nok|kr)?\s{0,2}$/.test(sentence);
}

/** "only", in the seven languages (folded): the side remarks' words. */
const ONLY_WORD = new RegExp(`\\b(?:${ONLY.join("|")})\\b`, "g");

/**
 * Whether the amount at `index` stands on another line of a receipt typed into the request than the
 * line of the item booked, where the request singles that item out by "only" ("I need only the shelf
 * system posted", "bitte nur das Verlängerungskabel", "book only line «Toner + printer paper»"): a
 * word of the item's name within a few words after "only". The line holds text and this one amount,
 * and neither the item's name nor the "only" of the instruction.
 */
/** Tasks that act on one invoice named by its line text. */
const ONE_NAMED_ROW: ReadonlySet<string> = new Set(["reverse_returned_payment", "register_payment", "create_credit_note"]);
/** A row of a table: "| … |", or a pasted table's row read as cells set apart by "·" (not a list's item). */
const LISTED_ROW = /^[ \t]*\|[^\n]*\|[ \t]*$|\s·\s/;

/**
 * Whether the figure at `index` stands on a listed row that does not name the invoice the reading acts on,
 * while another listed row does ("- Kalibrering O2-sensorer · … 12 050,00" over "- Reservedeler · … 4 000,00").
 */
function otherListedRow(folded: string, index: number, description: unknown): boolean {
  if (typeof description !== "string" || description.length < 3 || description.length > 120) return false;
  const named = fold(description);
  const from = folded.lastIndexOf("\n", index) + 1;
  const to = folded.indexOf("\n", index);
  const line = folded.slice(from, to < 0 ? undefined : to);
  if (line.length > 300 || !LISTED_ROW.test(line) || line.includes(named)) return false;
  // The named row: a listed line (within the text's first 20,000 characters) that holds the description.
  let at = folded.indexOf(named);
  for (let n = 0; at >= 0 && at < 20_000 && n < 20; at = folded.indexOf(named, at + named.length), n++) {
    const s = folded.lastIndexOf("\n", at) + 1;
    const e = folded.indexOf("\n", at);
    if (LISTED_ROW.test(folded.slice(s, e < 0 ? undefined : Math.min(e, s + 300)))) return true;
  }
  return false;
}

function otherReceiptLine(request: string, folded: string, index: number, item: unknown): boolean {
  if (typeof item !== "string" || item.length > 120) return false;
  const words = fold(item).match(/\p{L}{4,}/gu)?.slice(0, 6) ?? [];
  if (!words.length) return false;
  let singled = false;
  ONLY_WORD.lastIndex = 0;
  for (let m = ONLY_WORD.exec(folded), n = 0; m && n < 10 && !singled; m = ONLY_WORD.exec(folded), n++) {
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 50);
    singled = words.some((w) => after.includes(w));
  }
  if (!singled) return false;
  const line = lineAround(folded, index, 120);
  if (line.length > 200 || !/\p{L}{3}/u.test(line) || findAmounts(line).length !== 1) return false;
  ONLY_WORD.lastIndex = 0;
  return !ONLY_WORD.test(line) && !words.some((w) => line.includes(w));
}

const REMAINDER = /\b(?:remaining|remainder|rest|resten|restbelop\w*|restbelop|restbetrag\w*|restsum\w*|restlich\w*|outstanding|utestaende|utestaande|ausstehend\w*|offene?n?|solde|restant\w*|reste|resto|restante|pendiente|pendente|balance)\b/;

/** Words right after a figure that say it is what is left open: "(NOK 22 000 bleiben offen)", "4 500 remain unpaid", "3 000 står igjen" (folded). */
const LEFT_OPEN_AFTER = /^[^.\n;()]{0,20}?\b(?:bleib\w*|remain\w*|stays?|star|sta|staar|quedan?|ficam?|resta\w*|reste\w*)\s{1,2}(?:\p{L}+\s{1,2})?(?:offen|open|outstanding|unpaid|igjen|ute|utestaende|apen|apent|pendientes?|pendentes?|em aberto|en abierto|abiertos?|impayes?|ouverts?|dus?)\b/u;

/** A balance's words: on a statement they name its opening and closing balances, not what is left on an invoice. */
const BALANCE = /\b(?:balance|solde)\b/g;

/**
 * Whether the figure is said to be what is left open: a word of what is left before it in its sentence
 * (within 60 characters), or words right after it. On a statement a balance is the account's, so only the other words count.
 */
function saysLeftOpen(folded: string, at: number, length: number, statement: boolean): boolean {
  const sentence = folded.slice(Math.max(0, at - 60), at).split(/[.!?]\s|\n/).pop() ?? "";
  const before = statement ? sentence.replace(BALANCE, " ") : sentence;
  return REMAINDER.test(before) || LEFT_OPEN_AFTER.test(folded.slice(at + length, at + length + 60));
}

/** Tasks whose data are dated lines (a statement's transactions, a ledger's postings): such a line's amount is never a mere listing. */
const DATED_LINES_ARE_DATA: ReadonlySet<unknown> = new Set(["bank_reconciliation", "correct_ledger_errors", "cost_increase_projects"]);

/** How many dates in digits stand on the line of a position (at most 400 characters each way), where the line says when a document falls due. */
function datesOnLine(text: string, at: number): number {
  const line = lineAround(text, at, 400);
  // A listed invoice shows when it falls due ("Forfall", "due", "fällig", "échéance", "vencimiento"); a statement's line does not.
  if (!/(?:forfall|due\b|due date|fallig|echeance|vencimiento|vencimento|scadenza)/.test(fold(line))) return 0;
  return (line.match(/(?<![\d.])\d{1,2}[./]\d{1,2}[./]\d{2,4}(?![\d])|\d{4}-\d{2}-\d{2}/g) ?? []).length;
}

/** What a schema failure means, in the user's words. */
const USER_TERMS: Record<string, string> = {
  description: "no description of what is invoiced",
  customer: "no customer named",
  "customer.name": "no customer name",
  supplier: "no supplier named",
  "supplier.name": "no supplier name",
  lines: "no invoice lines (what is sold, with a price)",
  amountExcludingVat: "no amount excluding VAT",
  amountIncludingVat: "no amount including VAT",
  amount: "no amount",
  employee: "no employee named",
  email: "no e-mail address",
  firstName: "no first name",
  lastName: "no last name",
  name: "no name",
  project: "no project named",
  projectName: "no project name",
  hours: "no number of hours",
  hourlyRate: "no hourly rate",
  fixedPrice: "no fixed price",
  percentage: "no percentage",
  departments: "no department names",
  baseSalary: "no base salary",
  account: "no account number",
};

/** The words for a user, with the field's path after them (an LLM asked to fix the reading needs it). */
export function inUserTerms(path: string, message: string): string {
  const words = USER_TERMS[path] ?? USER_TERMS[path.replace(/\.\d+(?=\.|$)/g, "")];
  if (words) return `${words} (${path})`;
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (line) return `invoice line ${Number(line[1]) + 1}: ${USER_TERMS[line[2]] ?? `${line[2]} ${message.toLowerCase()}`} (${path})`;
  return `${path}: ${message}`;
}

export function checkGate(input: GateInput): GateResult {
  const reasons: string[] = [];
  const missing: string[] = [];
  if (!input.accounting) {
    return { ok: false, reasons: ["the request does not ask for an accounting task the agent knows"], missing, unused: [] };
  }
  for (const issue of input.issues) {
    const path = issue.path.map(String).join(".") || "(task)";
    missing.push(path);
    reasons.push(inUserTerms(path, issue.message));
  }
  if (input.task) for (const path of missingExpected(input.task as { type: TaskType })) missing.push(path);
  // A year-end closing that asks for depreciation and has no asset read would book the tax alone.
  const assets = (input.task as { type?: string; assets?: unknown[] } | undefined)?.assets;
  if ((input.task as { type?: string } | undefined)?.type === "year_end_closing" && assets?.length === 0 && findConcepts(input.message.request).hits.has("depreciation")) {
    reasons.push("the depreciation is asked for, but no asset (its cost, life and account) could be read (assets)");
  }
  // "4 erreurs à corriger" with one read: most were missed, and the one read is as likely a misreading as one of
  // them. Half or more read are written (each a correction of its own); fewer hold the request back.
  const errors = (input.task as { type?: string; errors?: unknown[] } | undefined)?.errors;
  const counted = (input.task as { type?: string } | undefined)?.type === "correct_ledger_errors" ? statedErrorCount(input.message.request) : undefined;
  if (errors && counted !== undefined && errors.length * 2 < counted) {
    reasons.push(`the request names ${counted} errors, but ${errors.length} could be read (errors)`);
  }
  // An item dearer than its whole receipt was misread (a size or a count joined to its price: "str. 39 1 875,00").
  const receipt = input.task as { type?: string; amountIncludingVat?: number; receiptTotal?: number } | undefined;
  if (receipt?.type === "receipt_expense_to_department" && receipt.receiptTotal !== undefined && (receipt.amountIncludingVat ?? 0) > receipt.receiptTotal + 0.005) {
    reasons.push(`the item's amount (${receipt.amountIncludingVat}) is more than the receipt's total (${receipt.receiptTotal}) (amountIncludingVat)`);
  }

  // A line named by a sentence ("The manager at Vangsvatnet Hotell, Mr Sandvik, telephoned …") was cut from prose: no item
  // is named in so many words.
  const lines = (input.task as { lines?: { description?: string; productNumber?: string }[] } | undefined)?.lines ?? [];
  // So is one that holds a form's labels ("Amount: 9,500.00 NOK excl. VAT VAT: 25 % 3. Specification, lines: Site survey").
  // A line that names its product by number needs no description (the product's own name goes on the invoice); a form's
  // labels in it are junk all the same.
  const rambling = lines.find((l) => (!l.productNumber && (l.description ?? "").split(/\s+/).length > MAX_LINE_WORDS) || (l.description?.match(/\p{L}:\s/gu) ?? []).length >= 2);
  if (rambling) reasons.push(`a line's description runs to more than ${MAX_LINE_WORDS} words or holds a form's labels: no item read ("${rambling.description!.slice(0, 60)}…") (lines)`);

  // A name that runs to a sentence ("Coucou Synnøve ! On lance la location … Bises, Élodie") was a quoted message, no name.
  const named = input.task as { name?: unknown; projectName?: unknown; item?: unknown } | undefined;
  for (const [path, name] of [...partyNames(input.task), ["projectName", named?.projectName], ["item", named?.item]] as [string, unknown][]) {
    if (typeof name === "string" && name.split(/\s+/).length > MAX_LINE_WORDS) reasons.push(`the name read runs to more than ${MAX_LINE_WORDS} words: no name read (${path})`);
  }

  // "GmbH", "AS": a party named by its legal form alone was misread (its name in small letters, unseen).
  for (const [path, name] of partyNames(input.task)) {
    if (LEGAL_FORM_ONLY.test(fold(name))) reasons.push(`the name read is only a company form ("${name}"): write the company's full name (${path})`);
  }

  // The gate judges what is left: a value set aside as context does not hold the request back.
  // (Whole: nothing held against it, and nothing such requests usually state is missing.)
  const roles = passingName(valueRoles(input.message, input.task ?? input.candidate), input, reasons.length === 0 && missing.length === 0);
  const unused = roles.filter((r) => r.role === "unplaced").map((r) => r.raw);
  const context = [...new Set(roles.flatMap((r) => (r.role === "context" ? [r.why] : [])))].slice(0, 40);
  if (unused.length) reasons.push(`not understood: ${unused.join(", ")}`);
  const advice = reasons.length ? adviceFor(input.type, input.issues.map((i) => i.path.map(String).join(".")), roles.filter((r) => r.role === "unplaced"), input.message.values) : [];
  return { ok: reasons.length === 0, reasons, missing, unused, ...(context.length ? { context } : {}), ...(advice.length ? { advice } : {}) };
}

/** Types whose quoted values are the reading's own list (departments, a dimension's values, invoice lines): one missed is no aside. */
const QUOTED_LISTS: ReadonlySet<TaskType> = new Set<TaskType>(["create_departments", "create_dimension_voucher", "create_invoice_with_lines", "order_to_invoice_with_payment"]);
/** The lead over the next type by which a reading's type is read surely. */
const SURE_LEAD = 2;

/**
 * One quoted phrase with no place, in a reading that is otherwise whole and of a type read surely, is a name told in passing
 * ("the «Marée Haute» catalogue", "as «Kari» says"): context, not a reason to hold the request back. Not for a type whose
 * quoted values are its own list, and never for a reading from outside the rules (no lead known).
 */
function passingName(roles: ValueRole[], input: GateInput, whole: boolean): ValueRole[] {
  const unplaced = roles.filter((r) => r.role === "unplaced");
  if (!whole || unplaced.length !== 1 || unplaced[0].kind !== "quoted" || (input.sureBy ?? 0) < SURE_LEAD || QUOTED_LISTS.has(input.type)) return roles;
  return roles.map((r) => (r === unplaced[0] ? { kind: r.kind, raw: r.raw, index: r.index, role: "context", reason: "passing-name", why: `${r.raw}: ${REASON_TEXT["passing-name"]}` } : r));
}

/**
 * Validate a reading (the rules' candidate or an LLM's answer) against its type's schema and
 * put it through the gate: the one judgement every reading passes before anything is written.
 */
export function judge(reading: { type: TaskType } & Record<string, unknown>, message: Message, accounting: boolean, sureBy?: number): { task?: Task; gate: GateResult } {
  const parsed = TASK_SCHEMAS[reading.type].safeParse(reading);
  const task = parsed.success ? (parsed.data as Task) : undefined;
  const gate = checkGate({ type: reading.type, candidate: reading, task, issues: parsed.success ? [] : parsed.error.issues, message, accounting, sureBy });
  return { task, gate };
}

/**
 * Whether a quote is a heading or a label of the attached files: it opens a line of their text (after a
 * number or a heading's mark) and ends it or stands before a colon. A company's name (a legal form at its
 * end) heads a letter as a value, no heading.
 */
function inDocumentText(documentText: string, quote: string): boolean {
  const q = fold(quote).replace(/\s+/g, " ").trim();
  if (q.length < 4 || LEGAL_FORM_END.test(q)) return false;
  let seen = 0;
  for (let at = documentText.indexOf(q); at >= 0 && seen < 50; at = documentText.indexOf(q, at + 1), seen++) {
    const lineStart = documentText.lastIndexOf("\n", at - 1) + 1;
    if (!/^[ \t#*\d.)-]{0,8}$/.test(documentText.slice(lineStart, at))) continue;
    if (/^[ \t]{0,4}(?::|\n|$)/.test(documentText.slice(at + q.length, at + q.length + 6))) return true;
  }
  return false;
}
/** The most words an invoice line's description may have: an item is named in a few words, a longer one is a sentence. */
const MAX_LINE_WORDS = 14;
const LEGAL_FORM_ONLY = new RegExp(`^\\s*(?:${LEGAL_FORMS})\\.?\\s*$`);

/** The names of a task's parties: its own, its customer's, its supplier's. */
function partyNames(task: unknown): [string, string][] {
  const t = task as { name?: unknown; customer?: { name?: unknown }; supplier?: { name?: unknown } } | undefined;
  const out: [string, string][] = [];
  if (typeof t?.name === "string") out.push(["name", t.name]);
  if (typeof t?.customer?.name === "string") out.push(["customer.name", t.customer.name]);
  if (typeof t?.supplier?.name === "string") out.push(["supplier.name", t.supplier.name]);
  return out;
}
const LEGAL_FORM_END = new RegExp(`\\b(?:${LEGAL_FORMS})\\.?$`);
