import { fold } from "../text";
import { headerColumn, TOTAL_WORD, VAT_RATE_HEADER } from "../message/tables";

/** "Ordre 26-014\t\t\t": text before the first tab and only tabs and spaces after it (by index: a pattern backtracks on a long line). */
function isTitleRow(line: string): boolean {
  const tab = line.indexOf("\t");
  return tab > 0 && line.slice(0, tab).trim() !== "" && line.slice(tab).trim() === "";
}

/**
 * Structured data pasted into a request, written as the labelled text the per-task readers read
 * (so a table's header words are read by the same multilingual label words as free text):
 * - "Label:      value" blocks aligned with spaces become "Label: value"; a placeholder value
 *   ("–", "-", "n/a") means nothing was given, so its line goes;
 * - a two-column "field | value" table becomes "field: value" lines;
 * - a table with a header row and one body row (a record) becomes one "Header: cell" line a cell;
 * - a table of several rows that are not invoice lines (expense items, salary lines, assets,
 *   hours per person, departments) becomes one line a row: "- first cell · Header: cell · …";
 * - invoice-line tables (a name column and a price or amount column) stay as they are: the
 *   table reader makes them lines.
 * A currency named in a header ("Betrag (NOK)") is written after the column's bare numbers,
 * and placeholder cells are left out. Text outside tables and label blocks is unchanged.
 * Pure; one pass over the lines, each line bounded, so linear in the text.
 */
export function readStructure(text: string): string {
  if (!/[|\t:]| {3}/.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  let block: string[][] = [];
  let raw: string[] = [];
  let twoSpaced = false;
  const flush = () => {
    if (block.length >= 2) out.push(...renderTable(block));
    else out.push(...raw);
    block = [];
    raw = [];
    twoSpaced = false;
  };
  for (let n = 0; n < lines.length; n++) {
    // A sheet's title row, its first cell alone filled ("Ordre 26-014\t\t\t\t"), is a line of text, no table's header.
    const line = isTitleRow(lines[n]) ? lines[n].trimEnd() : lines[n];
    if (block.length && line.length <= MAX_LINE && SEPARATOR_ROW.test(line)) {
      raw.push(line);
      continue;
    }
    // A row left empty above a pasted sheet's totals row ("\t\t\t\t" over "Sum\t\t18 400,00") neither ends the table nor is a row of it.
    if (block.length && /\t/.test(line) && line.trim() === "" && TOTAL_ROW.test(fold((lines[n + 1] ?? "").slice(0, 40)).trim())) {
      raw.push(line);
      continue;
    }
    let cells = line.length <= MAX_LINE ? cellsOf(line) : undefined;
    // "MS Brattholm" between "Verdi\tKommentar" and "MS Lyngvær\t[ny båt]": a sheet's row with only its first cell filled
    // (its empty cells' tabs trimmed away) is a row of the table it stands in.
    if (!cells && block.length && line.length <= 120 && line.trim() !== "" && !line.includes("\t") && (raw[0] ?? "").includes("\t") && withinTabTable(lines[n + 1], block[0].length))
      cells = [line.trim(), ...Array<string>(block[0].length - 1).fill("")];
    // "\tMarchés" under "Canal de vente\tBoutique": a row with only a later cell filled continues the cell above it.
    if (!cells && block.length && line.length <= MAX_LINE && /^[ ]{0,3}\t/.test(line) && line.trim() !== "" && (raw[0] ?? "").includes("\t")) {
      const parts = line.split("\t").map((c) => c.trim());
      const filled = parts.filter(Boolean);
      if (parts.length <= block[0].length + 1 && filled.length === 1 && continuesCell(filled[0])) cells = parts;
    }
    if (twoSpaced && line.length <= MAX_LINE && !/[|\t]/.test(line)) {
      const two = line.trim().split(/ {2,}/).slice(0, MAX_CELLS);
      if (cells || two.length >= 2) cells = two;
    }
    // "Pos.  Beschreibung      Menge   Netto" over rows of four: a header's columns may stand two spaces apart,
    // and so may a row's ("Qty  Unit price" over "1  2,480.00"): the split that gives header and row one width.
    // So may both, where three spaces leave a header's two words one cell ("ACCOUNT  COST" over "1200     360 000,00  10 år").
    // (A row whose cells all stand two spaces apart is no row at three: "02.11.2026  Pump Vik  Montering  6,5".)
    if (block.length === 1 && line.length <= MAX_LINE && !/[|\t]/.test(raw[0] + line)) {
      const head = raw[0].trim().split(/ {2,}/);
      const row = line.trim().split(/ {2,}/);
      if (cells && cells.length > block[0].length && head.length === cells.length) block[0] = head;
      else if (head.length === row.length && head.length <= MAX_CELLS && ((cells && cells.length > block[0].length) || (head.length >= 3 && isHeader(head) && Math.max(cells?.length ?? 0, block[0].length) < head.length))) {
        block[0] = head;
        cells = row;
        twoSpaced = true;
      }
    }
    if (cells && (block.length === 0 || Math.abs(cells.length - block[0].length) <= 1)) {
      block.push(cells);
      raw.push(line);
      continue;
    }
    flush();
    if (cells) {
      block.push(cells);
      raw.push(line);
      continue;
    }
    const label = line.length <= MAX_LINE ? labelLine(line) : line;
    if (label !== undefined) out.push(label);
  }
  flush();
  return joinOrgNumbers(out).join("\n");
}

/** Whether a line is a tab-separated row of about the table's width. */
function withinTabTable(line: string | undefined, width: number): boolean {
  if (!line || line.length > MAX_LINE || !line.includes("\t")) return false;
  const cells = cellsOf(line);
  return !!cells && Math.abs(cells.length - width) <= 1;
}

const MAX_LINE = 2000;
const MAX_CELLS = 12;
/** "| --- | :--: |", "---|---". Each repeat starts at a pipe, so no two runs of spaces meet: linear on a line of blanks. */
const SEPARATOR_ROW = /^\s*(?:\|\s*)?:?-{2,}:?\s*(?:\|\s*(?::?-{2,}:?\s*)?)*$/;
/** A cell or value that says "nothing here". */
const PLACEHOLDER = /^\s*(?:[-–—]+|n\/a|n\.a\.|\/|\.\.\.|…)?\s*(?:\([^)]{0,60}\))?\s*$/i;

/** A remark or source column or label ("Kommentar", "Bemerkung", "Obs.", "Kilde"): a note to the reader, not a value of the task. */
const REMARK = /^(?:kommentar|merknad|merknader|comment|comments|remark|remarks|note|notes|kilde|kjelde|source|sources|quelle|fuente|fonte|origem|origen|comentario|comentarios|observaciones|observacion|obs|observacoes|observacao|remarque|remarques|commentaire|commentaires|bemerkung|bemerkungen|anmerkung|notiz)\.?$/;
const isRemark = (label: string) => REMARK.test(fold(label).replace(/\s*:$/, "").trim());

/** Header words of a column of amounts: its bare numbers are money. */
const MONEY_HEADER = /\b(?:[a-z]{0,12}(?:pris|lonn|lon|lohn|belop|betrag|kostnad|bonus|gehalt)\b|hourly rate|stundensatz|timesats|prix horaire|tarif horaire|tarifa horaria|taxa horaria|valor hora|belop|amount|importe|valor|montant|betrag|sum|summe|total|debet|debit|debito|debe|soll|kredit|credit|credito|haber|haben|kostnad|cost|coste|custo|cout|kosten|pris|price|preis|prix|precio|preco|lonn|salary|sueldo|salario|gehalt|salaire|innbetalt|paid|pagado|pago|paye|bezahlt|bonus|brutto|gross|bruto|netto|nett|anschaffung\w*|anskaffelse\w*|kostpris|ak(?![a-z])|(?:premio|premie|pramie|praemie|prime|tarifa|tarif|satz|sats|taux|dieta|diett|diaria|per diem|tagegeld|dagsats|diaet|diat)\b)/;

/** The cells of a table line: pipes, tabs, or (two or more) columns set apart by three or more spaces. */
function cellsOf(line: string): string[] | undefined {
  // "1.\tWarehouse", "-\tItem": a list mark set off by a tab opens a list item, not a row.
  if (/^\s{0,8}(?:\d{1,2}[.)]|[a-z][.)]|[-*•–])\t[^\t]*$/u.test(line)) return undefined;
  if ((line.match(/\|/g)?.length ?? 0) >= 2) return line.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").map((c) => c.trim()).slice(0, MAX_CELLS);
  if (line.includes("\t")) {
    const cells = line.split("\t").map((c) => c.trim());
    return cells.filter((c) => c).length >= 2 ? cells.slice(0, MAX_CELLS) : undefined;
  }
  // "NOK   420.00": a currency set before its right-aligned figure is one cell with it.
  const spaced = line.trim().replace(/(?<![\p{L}])(NOK|EUR|USD|SEK|DKK|GBP|CHF|kr\.?)[ ]{3,}(?=\d)/gu, "$1 ").split(/ {3,}/);
  // "Label:      value" and "Label      : value" (the colons aligned) are label lines, not two cells.
  if (spaced.length < 2 || /:$/.test(spaced[0]) || /^:/.test(spaced[1]) || /^[-*•]/.test(spaced[0])) return undefined;
  return spaced.slice(0, MAX_CELLS);
}

/** "First name:      Oliver" → "First name: Oliver"; a label whose value is a placeholder is dropped. */
function labelLine(line: string): string | undefined {
  // A form's question may carry its number ("8. Zahlungsziel: n/a", "Q5 Cost price: n/a").
  const m = /^(\s{0,8}(?:[-*•]\s{1,3}|[qQ]?\d{1,2}[.)]?\s{1,3})?[\p{L}][^:\n]{0,60}?\s{0,2}:)[ \t]+(.*)$/u.exec(line);
  if (!m) return line;
  if (/^\s*(?:[-–—]+|n\/a)\s*(?:\([^)]{0,60}\))?\s*$/i.test(m[2])) return undefined;
  // An aligned block's remark line is a note, not a value ("Bemerkung:    Rechnungen bitte an …").
  if (/\S\s{0,2}:\s{2,}\S/.test(line) && isRemark(m[1].replace(/^\s*(?:[-*•]\s{1,3})?/, ""))) return undefined;
  // "Valeurs :   Nord ; Sud": a list of short values is written with commas, as a sentence lists them.
  const items = m[2].trim().split(/\s+;\s+/);
  const value = items.length > 1 && !m[2].includes(",") && items.every((v) => v.split(/\s+/).length <= 4) ? items.join(", ") : m[2].trim();
  // "Name        : Meera": the spaces that align the colons go, so the label reads as written.
  return `${m[1].replace(/[ \t]{2,}:$/, ":")} ${value}`;
}

function isHeader(cells: string[]): boolean {
  // A rate in a column's name ("Mva 25 %") is no figure of a row.
  return cells.every((c) => !/\d{2}|@/.test(c.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, ""))) && cells.filter((c) => /\p{L}{2}/u.test(c)).length >= Math.max(1, cells.length - 1);
}

/** A cell that continues the one above it holds words ("Marchés", "7010 Trondheim"), no formula ("=C3*1,15") and no placeholder ("—"). */
const MAX_CONTINUED = 8;
const continuesCell = (cell: string) => /\p{L}{2}/u.test(cell) && !/^\s*=/.test(cell) && !PLACEHOLDER.test(cell);

/**
 * A sheet's cell continued on the rows under it, their first cell empty ("Canal de vente | Boutique" over " | Marchés"):
 * one cell of a list ("Boutique, Marchés"). Columns numbered alike ("Verdi 1", "Verdi 2") are one column of a list
 * ("Verdi: Voss, Norheimsund"). Invoice lines stay as they are (the table reader knows their wrapped descriptions).
 */
function mergeContinuedCells(block: string[][]): string[][] {
  const [head, ...body] = block;
  if (isLineTable(head)) return block;
  // A head of labels ("Morada:\tHavnegata 41," over "\t7010 Trondheim") is continued like any row.
  const headed = isHeader(head) && !/:\s*$/.test(head[0] ?? "");
  const rows: string[][] = headed ? [] : [[...head]];
  // A cell takes a few continued lines at most: a long run of them stays rows, and the joined cells stay short.
  let continued = 0;
  for (const r of body) {
    const prev = rows[rows.length - 1];
    const filled = r.filter((c) => c.trim());
    if (prev && !r[0]?.trim() && filled.length === 1 && continuesCell(filled[0]) && continued < MAX_CONTINUED) {
      const i = r.findIndex((c) => c.trim());
      const above = prev[i]?.trim() ?? "";
      prev[i] = above ? `${above}${/,$/.test(above) ? " " : ", "}${r[i].trim()}` : r[i].trim();
      continued++;
    } else {
      rows.push([...r]);
      continued = 0;
    }
  }
  if (!headed) return rows;
  // "Verdi 1 | Verdi 2": the same word numbered from 1, side by side.
  const stem = (h: string) => /^(.*\p{L})\s{0,2}\d{1,2}$/u.exec(h.trim())?.[1];
  const first = head.findIndex((h, i) => stem(h) !== undefined && stem(head[i + 1] ?? "") === stem(h));
  if (first < 0) return [head, ...rows];
  let last = first;
  while (last + 1 < head.length && stem(head[last + 1]) === stem(head[first])) last++;
  const merge = (r: string[]) => [...r.slice(0, first), r.slice(first, last + 1).filter((c) => c?.trim()).join(", "), ...r.slice(last + 1)];
  return [[...head.slice(0, first), stem(head[first])!, ...head.slice(last + 1)], ...rows.map(merge)];
}

/**
 * A record pasted as two columns, field and value, with no header ("Vorname | Jonas" over "Nachname | Wendler",
 * "Geburtsdatum | 22.11.1990", "E-Mail | jonas@…"): its first row holds a value where a header would name a column, the
 * first column's labels hold no figures and differ, and two rows or more hold data (a date, an address, a number).
 */
function isRecord(block: string[][]): boolean {
  if (block.length < 3 || block.some((r) => r.length !== 2)) return false;
  const [label, value] = block[0];
  const named = fold(value).trim();
  if (headerColumn(value) || VALUE_HEADER.test(named) || MONEY_HEADER.test(named) || UNIT_HEADER.test(named) || RECORD_DATA.test(value)) return false;
  const labels = block.map((r) => fold(r[0]).trim());
  if (labels.some((l) => !l || /\d{2}/.test(l)) || new Set(labels).size < labels.length || !/\p{L}{2}/u.test(label)) return false;
  return block.slice(1).filter((r) => RECORD_DATA.test(r[1])).length >= 2;
}
/** A value that is data: a date, an e-mail address, a number of three digits or more. */
const RECORD_DATA = /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|@|\d{3}/;

/** "Betrag (NOK)" → label "Betrag", currency "NOK". */
function headerParts(cell: string): { label: string; currency?: string } {
  const cur = /\(?\b(NOK|EUR|SEK|DKK|USD|GBP|kr)\b\)?/i.exec(cell);
  const label = cell.replace(/\s*\((?:NOK|EUR|SEK|DKK|USD|GBP|kr)\)\s*/i, " ").replace(/\s{2,}/g, " ").trim();
  return { label: label || cell, currency: cur ? (cur[1].toLowerCase() === "kr" ? "NOK" : cur[1].toUpperCase()) : undefined };
}

/** A header that is, or ends in, a unit of time: "Stunden", "Timer", "Years", "Levetid (år)", "Nutzungsdauer Jahre". */
const UNIT_HEADER = /(?:^|[\s(])(timer|timar|hours?|stunden|horas|heures|ar|years?|jahre|anos|ans|dager|dagar|days?|tage|dias|jours|maneder|manader|months?|monate|meses|mois)\)?$/;

/** A posting's side as a column's header. */
const ACCOUNT_SIDE = /^(?:debet|debit|debito|debe|soll|kredit|credit|credito|haber|haben|dr|cr)\.?$/;

/** A cell with a header's currency written after its bare number ("4.380,00" under "Betrag (NOK)"). */
function withCurrency(cell: string, currency: string | undefined): string {
  // A formula's result ("= 2 400,00") is a figure of the column all the same.
  if (!currency || !/^(?:=\s?)?\d[\d .,\u00a0]*$/.test(cell.trim()) || !/[.,]\d{2}$|\d{3}/.test(cell.trim())) return cell;
  return `${cell.trim()} ${currency}`;
}

/** Whether the table is one of invoice lines: the table reader makes its rows lines. */
function isLineTable(header: string[]): boolean {
  const cols = header.map((h) => headerColumn(h));
  // A ledger's postings ("Dato | Tekst | Konto | Skal vere | Beløp"): dated rows on accounts, no invoice's lines.
  const ledger = header.some((h) => LEDGER_DATE.test(fold(h).trim())) && header.some((h) => LEDGER_ACCOUNT.test(fold(h).trim()));
  return !ledger && cols.includes("name") && (cols.includes("price") || cols.includes("amount"));
}
const LEDGER_DATE = /^(?:dato|date|datum|fecha|data|bilagsdato|buchungsdatum|posting date)$/;
const LEDGER_ACCOUNT = /^(?:konto|kontonr|account|acct|cuenta|compte|conta|sachkonto|konto fort|konto fort)\b/;

/** A "field | value" table's value column, with further columns beside it ("Felt | Verdi | Kilde"). */
const VALUE_HEADER = /^(?:value|values|verdi|verdiar|valor|valores|wert|werte|valeur|valeurs|angabe|angaben|innhold|data)$/;

/** A column of the rows' own numbers: "Dept. no.", "Avd.nr", "Varenummer", "Product number", "Kode". */
const NUMBER_HEADER = /(?:\b(?:no|nr|n[º°o]|num|number|nummer|numero|code|kode|codigo|id)\.?|nummer|nr\.?)$/;

/** A first column that only numbers the rows ("#", "Nr.", "Pos.", "Step"). */
const INDEX_HEADER = /^(?:#|nr|no|n[º°o]|pos|position|step|steg|paso|passo|etape|schritt|item|linje|line|lin)\.?$/;

/** A spreadsheet's totals row, by its first filled cell. */
const TOTAL_ROW = new RegExp(`^${TOTAL_WORD}`);
/** A formula shown instead of its value ("=D2*1,25", "=SUMME(B2:B4)"), or a spreadsheet's error ("#REF!", "#VERDI!", "#N/A"). */
const FORMULA_OR_ERROR = /^\s*(?:=\s?[\p{L}$(]|#[\p{L}/0!?]{1,12}[!?]?\s*$)/u;
const firstFilled = (row: string[]) => fold(row.find((c) => c.trim() !== "") ?? "").trim();

/**
 * "Projet / activité" over "Installation treuil Kerlaouen – Montage": a header naming two things of different kinds
 * over cells that join two parts with one dash or slash is two columns ("Projet: Installation treuil Kerlaouen ·
 * activité: Montage"). Two names of one thing ("Navn / Name") or of unknown kinds stay one column.
 */
function splitPairedColumns(block: string[][]): string[][] {
  const head = block[0];
  const at = head.findIndex((h) => {
    // (An earlier stage may have written the slash as a comma: "Projet, activité".)
    const m = /^([^/,]{2,24}?)\s?[/,]\s?([^/,]{2,24})$/.exec(h.trim());
    if (!m || !/^\p{L}/u.test(m[1]) || !/^\p{L}/u.test(m[2])) return false;
    const a = headerColumn(m[1]);
    const b = headerColumn(m[2]);
    return a !== b && (a !== undefined || b !== undefined);
  });
  if (at < 0) return block;
  const parts = (cell: string) => {
    const pieces = cell.split(/\s[–—-]\s|\s\/\s/);
    return pieces.length === 2 ? pieces.map((p) => p.trim()) : [cell.trim(), ""];
  };
  const [a, b] = head[at].split(/[/,]/).map((x) => x.trim());
  return block.map((row, n) => {
    const pair = n === 0 ? [a, b] : parts(row[at] ?? "");
    return [...row.slice(0, at), ...pair, ...row.slice(at + 1)];
  });
}

function renderTable(block: string[][]): string[] {
  // A header row copied again under its rows ("Service | Code" between two departments) is no row.
  if (isHeader(block[0])) block = [block[0], ...block.slice(1).filter((r) => r.join("\t") !== block[0].join("\t"))];
  block = mergeContinuedCells(block);
  let head = block[0];
  let body = block.slice(1);
  // "Cliente:\tMar Salgado Lda" over "Nº de organização:\t864584225": a first column of labels, each closed by its colon, is no header.
  const labelled = head.length === 2 && block.every((r) => r.length === 2 && /:\s*$/.test(r[0]) && !/\d{2}/.test(r[0]));
  if (labelled || !isHeader(head) || isRecord(block)) {
    // "field | value" without a header: two columns whose first is a label.
    if (head.length === 2 && block.every((r) => r.length === 2 && !/\d{2}/.test(r[0]))) return block.filter((r) => !PLACEHOLDER.test(r[1])).map((r) => `${r[0].replace(/:$/, "")}: ${r[1]}`);
    return block.map((r) => r.join(" | "));
  }
  block = splitPairedColumns(block);
  head = block[0];
  body = block.slice(1);
  // Under a header, a totals row adds up the rows above it ("Sum … 9" under three departments' rows): no row of its own.
  // Under invoice lines it stays (the table reader knows a sum), unless it only repeats a single line. A formula or an
  // error in a cell is no value.
  const totals = body.filter((r) => TOTAL_ROW.test(firstFilled(r)));
  // A "field | value" table's "Total" is a field of its own.
  const fieldsAndValues = head.length === 2 || VALUE_HEADER.test(fold(head[1] ?? "").trim());
  if (totals.length > 0 && body.length > totals.length && !fieldsAndValues && (!isLineTable(head) || body.length - totals.length === 1)) body = body.filter((r) => !totals.includes(r));
  body = body.map((r) => r.map((c) => (FORMULA_OR_ERROR.test(c) ? "" : c)));
  block = [head, ...body];
  // Several invoice lines stay a table; a single row is a record ("Varenr.: 6620", "Navn: …"), read by its labels.
  if (isLineTable(head) && block.length > 2) return block.map((r) => `| ${r.join(" | ")} |`);
  // A column of amounts without a currency of its own takes the one the table names, else kroner.
  const named = head.map(headerParts).find((p) => p.currency)?.currency ?? "NOK";
  const parts = head.map((h) => {
    const p = headerParts(h);
    const col = headerColumn(h);
    // A VAT rate's column and a column of numbers ("Kreditorennr.", "Kundenr", "Org.-Nr.") hold no money, whatever word
    // their name opens with.
    return p.currency || (col !== "amount" && col !== "price" && !MONEY_HEADER.test(fold(h))) || VAT_RATE_HEADER.test(fold(h)) || NUMBER_HEADER.test(fold(h).trim()) ? p : { ...p, currency: named };
  });
  // Under "Debet" and "Kredit" a bare four-digit number is the account posted to ("6300", "1700"), not an amount.
  const value = (row: string[], i: number) =>
    ACCOUNT_SIDE.test(fold(head[i] ?? "").trim()) && /^\s*\d{4}\s*$/.test(row[i] ?? "") ? (row[i] ?? "") : withCurrency(row[i] ?? "", parts[i]?.currency);
  // A remark column is a note to the reader, unless its cell holds a figure or an address the task may need ("aurait dû être
  // passé en 7140", "oliver.bennett@example.org").
  const kept = (row: string[], i: number) => !PLACEHOLDER.test(row[i] ?? "") && (!isRemark(head[i] ?? "") || /\d{3}|@/.test(row[i] ?? ""));
  const fieldTable = head.length === 2 || VALUE_HEADER.test(fold(head[1] ?? "").trim());
  if (body.length >= 1 && fieldTable && /^(?:field|felt|campo|champ|feld|item|post|parameter)/.test(fold(head[0]).trim())) {
    // The value column holds every field's value: a bare number is money only where its field names an amount ("Preço", not "Nº do produto").
    // Further columns ("Kilde", "Comment") follow as their own labels, when they say anything.
    const moneyField = (label: string) => MONEY_HEADER.test(fold(label)) || ["amount", "price"].includes(headerColumn(label) ?? "");
    return body
      .filter((r) => !PLACEHOLDER.test(r[1] ?? ""))
      .map((r) => {
        const more = head.slice(2).flatMap((h, k) => (kept(r, 2 + k) ? [` · ${h}: ${r[2 + k]}`] : []));
        return `${r[0].replace(/:$/, "")}: ${withCurrency(r[1] ?? "", moneyField(r[0]) ? named : undefined)}${more.join("")}`;
      });
  }
  if (body.length === 1) {
    // A record's label says what its figure is: a formula's result ("Bonus: = 5 230,00") is that field's value.
    return parts.flatMap((p, i) => (kept(body[0], i) ? [`${p.label}: ${value(body[0], i).replace(/^=\s?/, "")}`] : []));
  }
  // "Dept. no." over "40", "41" beside "Name": each row's number is written after its name ("- Field Service (Dept. no. 40)"),
  // as a sentence gives a department's or a product's number.
  if (head.length >= 2 && NUMBER_HEADER.test(fold(head[0]).trim()) && !INDEX_HEADER.test(fold(head[0]).trim()) && body.every((r) => /^\s*\d{1,8}\s*$/.test(r[0] ?? "") && !PLACEHOLDER.test(r[1] ?? ""))) {
    return body.map((r) => {
      const rest = parts.slice(2).flatMap((p, k) => (kept(r, 2 + k) ? [` · ${p.label}: ${value(r, 2 + k)}`] : []));
      return `- ${r[1]} (${head[0].replace(/:\s*$/, "")} ${r[0].trim()})${rest.join("")}`;
    });
  }
  // "Verdi" over "MS Brattholm", "MS Lyngvær" (a remark beside one): a column alone filled is a list under its header.
  if (body.length >= 2 && body.every((r) => r[0]?.trim() && r.every((c, i) => i === 0 || !kept(r, i))))
    return [`${head[0].replace(/:\s*$/, "")}: ${body.map((r) => r[0].trim()).join(", ")}`];
  // "Position" over "Abreise", "Flugticket" names each row's item: only a column of small numbers counts the rows.
  const skipFirst = INDEX_HEADER.test(fold(head[0]).trim()) && body.every((r) => /^\s*(?:\d{1,3}[.)]?)?\s*$/.test(r[0] ?? ""));
  return body.map((r, n) => {
    const lead = skipFirst ? `${r[0] || n + 1})` : "-";
    // Rows keyed by their first cell ("- Flug · Betrag: …"); numbered rows keep every label ("1) Konto: 6860 · …").
    const first = skipFirst || PLACEHOLDER.test(r[0] ?? "") ? "" : ` ${value(r, 0)}`;
    // Under a unit ("Stunden", "Timer", "Years", "Levetid (år)") a bare number is that many of it: a row keeps the
    // unit with its figure ("- 2026-08-24: 8 Stunden", "… · Years: 8 years"), as a sentence writes it.
    const unit = (i: number) => {
      const u = UNIT_HEADER.exec(fold(head[i] ?? "").trim());
      return u && /^\s*\d{1,3}(?:[.,]\d{1,2})?\s*$/.test(r[i] ?? "") ? ` ${u[1]}` : "";
    };
    const cells = parts.slice(1).flatMap((p, k) => (kept(r, 1 + k) ? [{ label: p.label, value: value(r, 1 + k) + unit(1 + k), column: 1 + k }] : []));
    // A row with one value is that value's label line ("- Flug: 4.380,00 NOK"); a code or number keeps its label after
    // the row's name ("- Production (Code P1)"), as a sentence gives a department's or a product's number.
    if (first && cells.length === 1) return headerColumn(head[cells[0].column] ?? "") === "number" ? `${lead}${first} (${cells[0].label} ${cells[0].value})` : `${lead}${first}: ${cells[0].value}`;
    const rest = cells.map((c) => `${c.label}: ${c.value}`);
    return `${lead}${first}${rest.length ? `${first ? " ·" : ""} ${rest.join(" · ")}` : ""}`;
  });
}

const ORG_LINE = /^\s{0,8}(?:[-*•]\s{1,3})?(?:org\.?\s?-?\s?(?:nr|no|nummer|number)\.?|n[º°o]\.?\s?(?:d[e']\s?)?org\.?|organisasjonsnummer|organisation number|organization number)\s{0,2}:\s{0,4}(\d{3}\s?\d{3}\s?\d{3})\s*$/;

/**
 * "Kunde: Nordlys AS" over "Org.nr.: 923364080": the number on its own label line belongs to
 * the company of the line above, written after it as free text names it ("Nordlys AS (org.nr. …)").
 */
function joinOrgNumbers(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const m = ORG_LINE.exec(fold(line));
    const prev = out.length ? out[out.length - 1] : "";
    if (m && /:\s*\S/.test(prev) && !/\d{9}|\d{3}\s\d{3}\s\d{3}/.test(prev)) {
      out[out.length - 1] = `${prev.trimEnd()} (org.nr. ${m[1]})`;
      continue;
    }
    out.push(line);
  }
  return out;
}
