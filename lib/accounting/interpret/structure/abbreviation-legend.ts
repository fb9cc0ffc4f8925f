import { escapeRegExp } from "../text";

/**
 * A note that explains its own shorthand in a legend ("Abbr.: KL = kunde (customer), ON = org.nr,
 * TX = Tripletex"; "Fork.: LEV = leverandør, IF = inngående faktura") is read with the shorthand
 * written out: "Ny LEV" → "Ny leverandør", "ON → 914943078" → "org.nr → 914943078". The legend line
 * goes, for it explains words rather than asking anything. A legend is a line opened by a legend's
 * label in one of the languages, or a line of two or more "ABBR = words" entries. The words before a
 * gloss in brackets are the expansion ("kunde (customer)" → "kunde"); "eMVA/iMVA = ekskl./inkl. mva"
 * gives each its own. Abbreviations are matched as written (case and all), as whole words, never
 * inside an e-mail or web address. Pure; a pass over the lines, then one over the text.
 */
export function applyAbbreviationLegend(text: string): string {
  if (!text.includes("=")) return text;
  const lines = text.split("\n");
  const legend = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > MAX_LINE || !line.includes("=")) continue;
    const labelled = LEGEND_LABEL.exec(line);
    const body = labelled ? line.slice(labelled[0].length) : line;
    const entries = readEntries(body, !!labelled);
    if (entries.length === 0 || (!labelled && (entries.length < 2 || !allEntries(body)))) continue;
    for (const [abbr, full] of entries) if (legend.size < MAX_ENTRIES && !legend.has(abbr)) legend.set(abbr, full);
    lines[i] = "";
  }
  if (legend.size === 0) return text;
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\d])(?:${[...legend.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![\p{L}\d])`,
    "gu",
  );
  return lines
    .map((line) =>
      line.replace(pattern, (abbr, at: number) => {
        // "post@kl.no", "www.on.no": an address keeps its letters (its word looked at within a bounded window).
        const before = line.slice(Math.max(0, at - ADDRESS_WINDOW), at);
        const after = line.slice(at, at + ADDRESS_WINDOW);
        const run = before.slice(before.search(/\S*$/)) + after.slice(0, after.search(/\s|$/));
        return /@|:\/\/|www\./i.test(run) ? abbr : legend.get(abbr)!;
      }),
    )
    .join("\n");
}

const MAX_LINE = 600;
const MAX_ENTRIES = 30;
const ADDRESS_WINDOW = 120;

/** A legend's label opening its line: "Abbr.:", "Fork.:", "Abk.:", "Abrev.:", "Abrév.:", "Légende :", "Leyenda:", "Forklaring:". */
const LEGEND_LABEL =
  /^[ \t]{0,8}(?:[-*•][ \t]{0,2})?(?:abbr\.?|abbreviations?|abbrev\.?|key|legend|glossary|fork\.?|forkortingar|forkortinger|forkortelser|abk\.?|abkürzungen|abkurzungen|legende|glossar|abrev\.?|abreviaturas|abreviações|abreviacoes|abreviaciones|abrév\.?|abréviations|abreviations|légende|glossaire|siglas|leyenda|legenda|forklaring|forklaringar|forklaringer|zeichenerklärung|zeichenerklarung)[ \t]{0,2}[:=][ \t]*/iu;

/**
 * One entry: a short word or code (up to eight letters and shorter than what it stands for, a capital in it or a closing
 * dot, or a pair joined by a slash; a code may join its parts by "-", "+", "<" or ">" and end in one: "SUPP-INV",
 * "VAT-H", "D+14", "CUST+", "PAY<", "INV="), "=", the words it stands for (no account's or amount's figures: "BK =
 * bankkonto 1920" names an account, and that stays unread; a rate or a count may stand: "VAT-H = IVA 25 %", "D+14 =
 * heute plus 14 Tage"), then a gloss in brackets if any.
 */
const ENTRY =
  /(?:^|[,;][ \t]*|[ \t]{2,})((?:\p{L}[\p{L}\d]{0,7}(?:[-+<>][\p{L}\d]{1,8}){0,2}(?:[+<>]|=(?=[ \t]{0,2}=))?\.?)(?:\/\p{L}{1,8}\.?){0,2})[ \t]{0,2}=[ \t]{0,2}([\p{L}\d][\p{L}\d.'% \t/:-]{0,80}?)[ \t]*(?:\([^()\n]{0,80}\)[ \t]*)?(?=[,;]|\.?[ \t]*$)/gu;

/** `labelled`: under a legend's label a word in small letters may be an abbreviation ("mnd = måned"); on a bare line of entries only a code in capitals or a word cut short with a dot is ("KL = kunde", "avd. = avdeling"), for "entradas = facturas clientes" explains what a word means here. */
function readEntries(body: string, labelled: boolean): [string, string][] {
  const out: [string, string][] = [];
  for (const m of body.matchAll(ENTRY)) {
    const abbrs = m[1].split("/");
    // The line's full stop is no part of the last entry's words ("D0 = hoy." → "hoy").
    const full = m[2].trim().replace(/(?<=\p{L}{3})\.$/u, "");
    if (!full || /\d{3}/.test(full) || !/\p{L}/u.test(full)) continue;
    // "eMVA/iMVA = ekskl./inkl. mva": one expansion each, the shared tail ("mva") given to those written without it.
    const fulls = abbrs.length > 1 ? sharedTail(full.split("/"), abbrs.length) : [full];
    if (!fulls) continue;
    abbrs.forEach((abbr, k) => {
      // A single small letter ("t = timer") is too common a word to write out everywhere.
      if (abbr.replace(/\.$/, "").length < 2 || !((labelled ? /\p{Lu}/u : /\p{Lu}.*\p{Lu}/u).test(abbr) || abbr.endsWith(".") || (labelled && abbr.length >= 3))) return;
      if (abbr.replace(/\.$/, "").length >= fulls[k].length) return;
      if (abbr.toLowerCase() === fulls[k].toLowerCase()) return;
      out.push([abbr, fulls[k]]);
    });
  }
  return out;
}

/** Whether a line is nothing but entries (a sentence with two "x = y" in it explains, it is no legend). */
function allEntries(body: string): boolean {
  let covered = 0;
  for (const m of body.matchAll(ENTRY)) covered += m[0].length;
  return covered >= body.trim().length * 0.9;
}

function sharedTail(parts: string[], count: number): string[] | undefined {
  if (parts.length !== count) return undefined;
  const last = parts[parts.length - 1].trim();
  const space = last.indexOf(" ");
  const tail = space > 0 ? last.slice(space) : "";
  return parts.map((p, k) => (k < parts.length - 1 && !p.trim().includes(" ") ? p.trim() + tail : p.trim()));
}
