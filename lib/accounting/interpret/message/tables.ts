import { fold } from "../text";
import { parseNumber } from "../extract/amounts";

/**
 * Tables are data. Pipe tables ("| 4410 | Rugbrød | 40 | 38,50 |"), tab-separated lines and
 * columns set apart by runs of spaces become rows whose columns are recognised by their header
 * words in the 7 languages (product number, name, quantity, unit price, VAT, department, hours,
 * activity, amount), or — without a header — by what the cells hold. One pass over the lines.
 */
export type Column = "number" | "name" | "quantity" | "price" | "vat" | "department" | "hours" | "activity" | "amount" | "other";

export interface TableRow {
  /** Cells by recognised column (the first cell of each kind). */
  cells: Partial<Record<Column, string>>;
  /** Where the row starts and ends in the text. */
  start: number;
  end: number;
}

export interface Table {
  columns: Column[];
  rows: TableRow[];
  start: number;
  end: number;
  /** The currency the header or cells name, if any ("Pris (NOK)"). */
  currency?: string;
}

/** Header words (folded) of each column; the first that matches a header cell wins ("Pris eks. mva" is a price). */
/** "Mva-sats", "VAT rate", "MwSt-Satz", "taux TVA" (folded): the rate of VAT, though "sats" and "rate" alone name a price. */
export const VAT_RATE_HEADER = /\b(?:(?:mva|vat|iva|tva|mwst|ust|moms)[- ]?(?:sats|satz|rate|taux|tasa|taxa|kode|code|%)|(?:taux|tasa|taxa)\s(?:de\s)?(?:tva|iva))/;

const HEADERS: [Column, RegExp][] = [
  ["vat", VAT_RATE_HEADER],
  ["price", /\b(?:pris|enhetspris|einingspris|price|unit price|rate|sats|precio|precio unitario|preco|preco unitario|prix|prix unitaire|preis|einzelpreis|stuckpreis|a-pris|a pris)\b/],
  ["vat", /\b(?:mva|vat|iva|tva|mwst|ust|moms|mva-sats|vat rate|taxa|tipo de iva)\b/],
  ["hours", /\b(?:timer|timar|hours?|horas|heures|stunden|std|h)\b/],
  ["quantity", /\b(?:antall|ant|qty|quantity|cantidad|cant|quantidade|qtd|quantite|qte|menge|anzahl|stk|count|units?)\b/],
  ["number", /\b(?:prod\.?[ -]?(?:no|nr)|varenr|varenummer|produktnr|produktnummer|artikkelnr|artikkelnummer|art\.?-?nr|artikelnummer|artikelnr|item no|item number|item|product no|product number|product code|sku|code|codigo|código|ref|reference|referencia|referencia|n[º°o]|nr|no|#|number|numero|nummer|cod)\.?\b|^#$/],
  ["amount", /\b(?:belop|belop|sum|total|amount|importe|valor|montant|betrag|total ht|beløp)\b/],
  ["department", /\b(?:avdeling|avdelingar|avdelinger|department|departments|departamento|departamentos|departement|departements|abteilung|abteilungen)\b/],
  ["activity", /\b(?:aktivitet|activity|actividad|atividade|activite|tatigkeit|taetigkeit)\b/],
  ["name", /\b(?:vare|varer|produkt|product|products|description|beskrivelse|beskriving|tekst|text|navn|namn|name|descripcion|producto|produto|descricao|designation|produit|libelle|article|articulo|artigo|bezeichnung|artikel|leistung|service|servicio|servico|tjeneste|ydelse)\b/],
];

/** A totals row's first word (folded): "Sum", "Totalt", "Delsum", "Summe", "Somme", "Suma", "Soma", "I alt". */
export const TOTAL_WORD = "(?:sum|summe|summen|sums|total|totalt|totals|totale|delsum|subtotal|sub-total|zwischensumme|gesamt|gesamtsumme|somme|suma|soma|i alt|til sammen)\\b";

const SEPARATOR_ROW = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const MAX_CELLS = 12;

function cellsOf(line: string): string[] | undefined {
  if ((line.match(/\|/g)?.length ?? 0) >= 2) return line.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").map((c) => c.trim()).slice(0, MAX_CELLS);
  if (line.includes("\t")) return line.split("\t").map((c) => c.trim()).filter((c, i, a) => c || (i > 0 && i < a.length - 1)).slice(0, MAX_CELLS);
  const spaced = line.trim().split(/\s{3,}/);
  return spaced.length >= 3 ? spaced.slice(0, MAX_CELLS) : undefined;
}

export function headerColumn(cell: string): Column | undefined {
  const f = fold(cell).trim();
  if (!f || /^\d/.test(f)) return undefined;
  for (const [column, re] of HEADERS) if (re.test(f)) return column;
  return undefined;
}

/** A column guessed from a cell's content when there is no header. */
function contentColumn(cell: string): Column {
  const f = fold(cell).trim();
  if (/^\d{1,3}(?:[.,]\d{1,2})?\s?%$/.test(f)) return "vat";
  if (/^\d{3,8}$/.test(f)) return "number";
  if (/\d/.test(f) && parseNumber(f.replace(/\s?(?:nok|kr\.?|eur|€|,-)\s?/g, "")) !== undefined) return "price";
  return /\p{L}{2}/u.test(f) ? "name" : "other";
}

function currencyOf(text: string): string | undefined {
  const m = /\b(nok|kr|eur|sek|usd|dkk|gbp)\b|€/.exec(fold(text));
  if (!m) return undefined;
  return m[1] === "kr" || m[1] === "nok" ? "NOK" : m[1] ? m[1].toUpperCase() : "EUR";
}

export function findTables(text: string): Table[] {
  const tables: Table[] = [];
  let block: { cells: string[]; start: number; end: number }[] = [];
  const flush = () => {
    if (block.length >= 2) {
      const table = toTable(block);
      if (table) tables.push(table);
    }
    block = [];
  };
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, Math.min(end, start + 2000));
    if (SEPARATOR_ROW.test(line) && block.length) {
      // a Markdown separator row belongs to the table
    } else {
      const cells = cellsOf(line);
      if (cells && cells.length >= 2) block.push({ cells, start, end });
      else flush();
    }
    if (end >= text.length) break;
    start = end + 1;
  }
  flush();
  return tables;
}

function toTable(block: { cells: string[]; start: number; end: number }[]): Table | undefined {
  const head = block[0].cells.map(headerColumn);
  const hasHeader = head.filter(Boolean).length >= Math.min(2, block[0].cells.length);
  const body = hasHeader ? block.slice(1) : block;
  const width = Math.max(...body.map((r) => r.cells.length));
  const columns: Column[] = [];
  for (let c = 0; c < width; c++) {
    const h = hasHeader ? head[c] : undefined;
    if (h) columns.push(h);
    else {
      // the kind most cells of the column hold
      const kinds = body.map((r) => (r.cells[c] ? contentColumn(r.cells[c]) : "other"));
      const best = (["number", "price", "vat", "name"] as Column[]).find((k) => kinds.filter((x) => x === k).length * 2 > kinds.length);
      columns.push(best ?? "other");
    }
  }
  // Two columns of figures and no header for them: a column of small whole numbers beside a column
  // of prices is the quantity ("7702 | Varmepumpeservice | 1 | 6 200,00").
  const priced = columns.flatMap((k, c) => (k === "price" ? [c] : []));
  if (priced.length >= 2) {
    const counts = priced.filter((c) => body.every((r) => !r.cells[c] || /^\s*\d{1,3}\s*$/.test(r.cells[c])));
    if (counts.length && counts.length < priced.length) columns[counts[0]] = "quantity";
  }
  // "# | product | no | …" over "1 | Oxygen sensor | 2104 | …": a column that only counts the rows is no product number.
  const numbered = columns.flatMap((k, c) => (k === "number" ? [c] : []));
  if (numbered.length >= 2 && body.every((r, i) => (r.cells[numbered[0]] ?? "").trim().replace(/[.)]$/, "") === String(i + 1))) columns[numbered[0]] = "other";
  const rows = body
    .map((r) => {
      const cells: Partial<Record<Column, string>> = {};
      r.cells.forEach((cell, i) => {
        const col = columns[i];
        if (cell && col && col !== "other" && cells[col] === undefined) cells[col] = cell;
      });
      return { cells, start: r.start, end: r.end };
    })
    .filter((r) => Object.keys(r.cells).length >= 2);
  if (!rows.length) return undefined;
  const currency = currencyOf(block[0].cells.join(" ")) ?? currencyOf(body.map((r) => r.cells.join(" ")).join(" "));
  return { columns, rows, start: block[0].start, end: block[block.length - 1].end, ...(currency ? { currency } : {}) };
}

/** A cell's number ("18,600.00", "1.860 NOK", "38,50", "1 250,-"). */
export function cellNumber(cell: string | undefined): number | undefined {
  if (!cell) return undefined;
  const bare = fold(cell).replace(/(?:nok|kr\.?|eur|€|%|,-|stk\.?|h|t)\s*$/g, "").replace(/^(?:nok|kr\.?|eur|€)\s*/, "").trim();
  return parseNumber(bare);
}
