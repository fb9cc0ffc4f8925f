import { headerColumn } from "../message/tables";
import { systemKeyWords } from "./key-values";

/**
 * A request written the way a developer writes to a machine, read as the labelled text the readers
 * read:
 * - an SQL insert ("INSERT INTO kundar (namn, orgnr) VALUES ('Sunnfjord Laks AS', '917384625');")
 *   is a table under its table's name: its columns the header, each tuple a row;
 * - a list of records, one object or tuple a line, with the same three keys or more ("{"nom": "Serveurs",
 *   "cout": 142380, …}", or "("Serverpark", 186420, 5, 1200)" under a comment naming its columns), is
 *   a table too (objects with a price are left to the reader of order lines); a
 *   row's comment is its description (or a note, where a column names the thing);
 * - a command line ("tripletex factura crear --cliente 918274365 --importe 18740 --enviar", its
 *   lines joined at a trailing "\") is its command's words, then one "flag: value" line a flag,
 *   and a flag alone is its word;
 * - a call ("createEmployee({", "create_product(", "pedido.linea({ … })") is its name in words
 *   ("create employee:", "pedido linea:") over its arguments (an object's braces kept for the object's
 *   reader), a closing bracket alone on its line gone; a call without arguments ("….enviar()") is its name.
 * Each shape is looked for on its own lines only; text in other shapes passes unchanged. Pure; each
 * line bounded, so linear in the text.
 */
export function readCode(text: string): string {
  if (!/[({]|--\p{L}/u.test(text)) return text;
  return callNames(recordLists(commandLines(sqlInserts(text))));
}

const MAX_LINE = 600;

/**
 * Words of an identifier: "precioSinIva" → "precio sin iva", "log_time" → "log time", "pedido.linea" → "pedido linea",
 * each part as the key reader writes a software field's name in words ("cust_org_no" → "customer org no").
 */
function identifierWords(id: string): string {
  return id
    .split(/[.-]+/)
    .filter(Boolean)
    .map((part) => systemKeyWords(part) ?? part.replace(/_+/g, " ").trim().toLowerCase())
    .join(" ");
}

/** The parts of a piece of code set apart by separators outside quotes (one pass), each with whether it was quoted. */
function splitOutsideQuotes(s: string, isSeparator: (ch: string) => boolean): { text: string; quoted: boolean }[] {
  const parts: { text: string; quoted: boolean }[] = [];
  let cur = "";
  let quote = "";
  let quoted = false;
  for (const ch of s) {
    if (quote) {
      if (ch === quote) quote = "";
      else cur += ch;
    } else if (ch === "'" || ch === '"' || ch === "`") {
      quote = ch;
      quoted = true;
    } else if (isSeparator(ch)) {
      parts.push({ text: cur, quoted });
      cur = "";
      quoted = false;
    } else cur += ch;
  }
  parts.push({ text: cur, quoted });
  return parts;
}

/** "a, 'b, c', 3": the items of a list written in code; a null is a placeholder. */
function codeItems(inner: string): string[] {
  return splitOutsideQuotes(inner, (ch) => ch === ",").map(({ text }) => {
    const item = text.trim();
    return /^null$/i.test(item) ? "–" : item.replace(/\|/g, "/");
  });
}

function table(header: string[], rows: string[][]): string {
  return [header, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

// "INSERT INTO kundar (namn, orgnr, …)" then "VALUES ('…', '…'), ('…', '…');" on the same line or the next.
const SQL_INSERT = /\binsert[ \t]+into[ \t]+[`"]?([\p{L}_][\p{L}\p{N}_.]{0,40})[`"]?[ \t]*\(([^()\n]{1,400})\)[ \t]*\n?[ \t]*values[ \t]*((?:\([^()\n]{1,600}\)[ \t]*,?[ \t]*\n?[ \t]*){1,20});?/giu;

function sqlInserts(text: string): string {
  if (!/\binsert[ \t]+into\b/i.test(text)) return text;
  return text.replace(SQL_INSERT, (whole: string, name: string, cols: string, tuples: string) => {
    const header = codeItems(cols).map((c) => identifierWords(c.replace(/[`"]/g, "")));
    const rows = [...tuples.matchAll(/\(([^()\n]{1,600})\)/g)].map((t) => codeItems(t[1]));
    if (header.length < 2 || rows.some((r) => r.length !== header.length)) return whole;
    return `${identifierWords(name)}:\n${table(header, rows)}\n`;
  });
}

/** A row of a record list: an object or a tuple alone on its line, perhaps a comma and a comment after it. */
const OBJECT_ROW = /^[ \t]*\{([^{}\n]{1,500})\}[ \t]*,?[ \t]*(?:(?:\/\/|#)[ \t]*(\S[^\n]{0,120}))?$/;
const TUPLE_ROW = /^[ \t]*\(([^()\n]{1,500})\)[ \t]*,?[ \t]*(?:(?:\/\/|#)[ \t]*(\S[^\n]{0,120}))?$/;
/** One pair of an object row: its key (quoted or not), then its value up to the next pair. */
const ROW_PAIR = /"?([\p{L}_][\p{L}\p{N}_]{0,40})"?[ \t]*:[ \t]*("[^"\n]{0,200}"|'[^'\n]{0,200}'|[^,"'\n]{1,200})/gu;
/** A comment naming a tuple's columns: "# (namn, kostpris, levetid_år, konto)". */
const COLUMNS_COMMENT = /^[ \t]*(?:#|\/\/)[ \t]*\(?([\p{L}_][\p{L}\p{N}_ ]{0,40}(?:,[ \t]*[\p{L}_][\p{L}\p{N}_ ]{0,40}){1,11})\)?[ \t]*$/u;
/** The line that opens the list ("immobilisations = [", "const errores = ["), and the one that closes it. */
const LIST_OPEN = /^[ \t]*(?:(?:const|let|var)[ \t]+)?([\p{L}_][\p{L}\p{N}_]{0,40})[ \t]*[:=][ \t]*\[[ \t]*$/u;
const LIST_CLOSE = /^[ \t]*\][ \t]*[,;]?[ \t]*$/;

interface Row {
  keys?: string[];
  cells: string[];
  comment?: string;
}

function rowOf(line: string): Row | undefined {
  if (line.length > MAX_LINE) return undefined;
  const o = OBJECT_ROW.exec(line);
  if (o) {
    const pairs = [...o[1].matchAll(ROW_PAIR)];
    if (pairs.length < 2) return undefined;
    return { keys: pairs.map((p) => p[1]), cells: pairs.map((p) => p[2].trim().replace(/^["']|["']$/g, "").replace(/\|/g, "/")), comment: o[2] };
  }
  const t = TUPLE_ROW.exec(line);
  if (t) {
    const cells = codeItems(t[1]);
    return cells.length >= 2 ? { cells, comment: t[2] } : undefined;
  }
  return undefined;
}

/** Lists of records with the same keys (or tuples under a comment naming their columns), as tables. */
function recordLists(text: string): string {
  if (!/^[ \t]*[{(]/m.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = rowOf(lines[i]);
    if (!first) {
      out.push(lines[i]);
      continue;
    }
    const rows = [first];
    let k = i + 1;
    for (; k < lines.length && rows.length < 50; k++) {
      const r = rowOf(lines[k]);
      if (!r) break;
      rows.push(r);
    }
    let header = first.keys;
    // Tuples take their columns from the comment above them.
    let headerLine = -1;
    if (!header && out.length) {
      const c = COLUMNS_COMMENT.exec(out[out.length - 1]);
      if (c) {
        header = c[1].split(",").map((s) => s.trim());
        headerLine = out.length - 1;
      }
    }
    const sameKeys = header && rows.every((r) => (r.keys ? r.keys.join("\u0000") === first.keys?.join("\u0000") : r.cells.length === header!.length));
    // Records of two fields stay pairs ("{ tipo: "vuelo", importe: 3487 }"): a table of two columns is read as labels and
    // values. Objects with a price are order lines, written as such by the key-value reader.
    const columns = (header ?? []).map((k) => headerColumn(identifierWords(k)));
    const items = !!first.keys && columns.includes("price");
    if (rows.length < 2 || !header || header.length < 3 || !sameKeys || items) {
      out.push(...lines.slice(i, k));
      i = k - 1;
      continue;
    }
    if (headerLine >= 0) out.splice(headerLine, 1);
    // The list's own name ("immobilisations = [") heads the table; its brackets go.
    const open = out.length ? LIST_OPEN.exec(out[out.length - 1]) : null;
    if (open) out[out.length - 1] = `${identifierWords(open[1])}:`;
    const cols = header.map(identifierWords);
    const commented = rows.some((r) => r.comment);
    if (commented) cols.push(cols.some((c) => headerColumn(c) === "name") ? "note" : "description");
    out.push(table(cols, rows.map((r) => (commented ? [...r.cells, r.comment ?? "–"] : r.cells))));
    if (k < lines.length && LIST_CLOSE.test(lines[k])) k++;
    i = k - 1;
  }
  return out.join("\n");
}

/** A flag of a command line: "--cliente 918274365", "--concepto "…"", "--importe=18740", "--enviar". */
const FLAG = /^--([\p{L}][\p{L}\p{N}_-]{0,40})(?:=(.*))?$/u;
/** A command line: words, then two flags or more (or one flag and a line continued with "\"). */
const COMMAND_START = /^[ \t]*(?:[$>][ \t]+)?[\p{L}][\p{L}\p{N}_.-]{0,40}(?:[ \t]+[\p{L}][\p{L}\p{N}_.-]{0,40}){0,5}[ \t]+(?:--\p{L}|\\[ \t]*$)/u;

/** A command line's tokens, quotes kept together (an empty quoted value is a token). */
function tokens(line: string): string[] {
  return splitOutsideQuotes(line, (ch) => ch === " " || ch === "\t")
    .filter((p) => p.text || p.quoted)
    .map((p) => p.text);
}

function commandLines(text: string): string {
  if (!/(?:^|[ \t])--\p{L}/mu.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A command's first line: its flags on it, or on the next line after a "\".
    const starts = lines[i].length <= MAX_LINE && COMMAND_START.test(lines[i]) && (!/\\[ \t]*$/.test(lines[i]) || /^[ \t]*--\p{L}/u.test(lines[i + 1] ?? "") || /[ \t]--\p{L}/u.test(lines[i]));
    if (!starts) {
      out.push(lines[i]);
      continue;
    }
    // The command's lines joined where each ends in "\".
    let line = lines[i];
    let k = i;
    while (/[ \t]\\[ \t]*$/.test(line) && k + 1 < lines.length && line.length < 2000) line = `${line.replace(/[ \t]*\\[ \t]*$/, "")} ${lines[++k].trim()}`;
    const toks = tokens(line.trim().replace(/^[$>][ \t]+/, ""));
    const first = toks.findIndex((t) => t.startsWith("--"));
    if ((toks.filter((t) => FLAG.test(t)).length < 2 && k === i) || first < 1) {
      out.push(lines[i]);
      continue;
    }
    const rendered = [`${toks.slice(0, first).map(identifierWords).join(" ")}:`];
    for (let t = first; t < toks.length; t++) {
      const f = FLAG.exec(toks[t]);
      if (!f) {
        rendered.push(`  ${toks[t]}`);
        continue;
      }
      const key = identifierWords(f[1]);
      if (f[2] !== undefined) rendered.push(`  ${key}: ${f[2].replace(/^["']|["']$/g, "")}`);
      else if (t + 1 < toks.length && !toks[t + 1].startsWith("--")) rendered.push(`  ${key}: ${toks[++t]}`);
      else rendered.push(`  ${key}`);
    }
    out.push(...rendered);
    i = k;
  }
  return out.join("\n");
}

/** An identifier that is a call's name: two words or more ("createEmployee", "log_time") or a method ("pedido.linea"). */
const CALLEE = "(?:[\\p{L}_][\\p{L}\\p{N}_]{0,30}\\.)?(?:\\p{Ll}{2,20}(?:\\p{Lu}\\p{Ll}{0,20}){1,6}|\\p{L}{2,20}(?:_[\\p{L}\\p{N}]{1,20}){1,6}|(?<=\\.)\\p{L}{2,30})";
/** A call opened at a line's end: "createEmployee({", "create_product(", "dim = create_dimension(". */
const CALL_OPEN = new RegExp(`^([ \\t]*)(?:(?:const|let|var)[ \\t]+)?(?:[\\p{L}_][\\p{L}\\p{N}_]{0,30}[ \\t]*=[ \\t]*)?(${CALLEE})\\((\\{?)[ \\t]*$`, "u");
/** A call on one line: "registrarPago({ cliente: … });", "facturer_projet("…", montant=…)". */
const CALL_INLINE = new RegExp(`\\.?(${CALLEE})\\((\\{?)(\\)(?=[ \\t]*[;.]?[ \\t]*(?:$|\\/\\/|#)))?`, "gmu");

/** Calls' names in words; a call's closing bracket alone on its line goes. */
function callNames(text: string): string {
  if (!text.includes("(")) return text;
  let open = 0;
  return text
    .split("\n")
    .map((line) => {
      if (line.length > MAX_LINE) return line;
      const o = CALL_OPEN.exec(line);
      if (o) {
        open++;
        // An object's brace on a line of its own, as the object's reader opens it.
        return `${o[1]}${identifierWords(o[2])}:${o[3] ? `\n${o[1]}{` : ""}`;
      }
      if (open > 0 && /^[ \t]*\}?\)[ \t]*[;,]?[ \t]*(?:(?:\/\/|#)[^\n]*)?$/.test(line)) {
        open--;
        return line.includes("}") ? "}" : "";
      }
      return line.replace(CALL_INLINE, (_m: string, callee: string, brace: string, empty: string | undefined) => (empty ? ` ${identifierWords(callee)}` : `${identifierWords(callee)}: ${brace}`));
    })
    .join("\n");
}
