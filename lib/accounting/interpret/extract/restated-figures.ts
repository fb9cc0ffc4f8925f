import type { Language } from "../language";
import { CONNECTORS, CURRENCY_WORDS, HALF, HALF_ARTICLES, PERCENT_BEFORE, key } from "../spoken/lexicon";
import { morphemes } from "../spoken/numbers";

/**
 * A figure written out in words and again in digits in brackets, as formal letters and contracts
 * write it: "to tusen fire hundre og femti (2 450) kroner", "twenty-five per cent (25 %)",
 * "elleve kroner og førtito øre (11,42) per euro", "den fjortande (14.) november", "dia dez (10) de
 * fevereiro". The digits are the figure; the words before them go, and a currency or percent said
 * only in the words is kept after the digits ("(147 230.90)" after "… kroner and ninety øre" is
 * "147 230.90 kroner"). Only a run of the language's number words (with its "and", halves,
 * currencies, hundredths and percent words) directly before the bracket is taken: "(1500)" after
 * "la cuenta de clientes" stays as it is. Pure; one pass over the brackets, each looking back a
 * bounded stretch of its line.
 */
export function collapseRestatedFigures(text: string, lang: Language): string {
  if (!text.includes("(")) return text;
  let out = "";
  let last = 0;
  for (const m of text.matchAll(BRACKET)) {
    const at = m.index!;
    // The line's start, looked for no further back than the stretch read (a text of many brackets stays linear).
    const from = Math.max(last, at - LOOK_BACK);
    const lineStart = from + text.slice(from, at).lastIndexOf("\n") + 1;
    const run = wordRun(text.slice(lineStart, at), lang);
    if (!run) continue;
    const [, before, digits, mark = "", behind] = m;
    const inside = before ?? behind;
    const after = text.slice(at + m[0].length, at + m[0].length + 20);
    let figure = digits;
    if (mark.trim() === ".") figure += ".";
    else if (mark.includes("%") || (run.percent && !PERCENT_AFTER.test(after))) figure += " %";
    else if (inside) figure += ` ${inside.trim()}`;
    else if (run.currency && !CURRENCY_AFTER.test(after)) figure += ` ${run.currency}`;
    out += text.slice(last, lineStart + run.start) + figure;
    last = at + m[0].length;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * "(2 450)", "(11,42)", "(147 230.90)", "(25 %)", "(14.)", "(kr 2 450,-)", "(9 875 NOK)": digits alone in a bracket,
 * grouped or not, with at most a currency's short form.
 */
const BRACKET = /\([ \t]?(?:((?:kr\.?|NOK|EUR)[ \t]?))?(\d{1,3}(?:[ \u00a0.,]\d{3})+(?:[.,]\d{1,2})?|\d{1,9}(?:[.,]\d{1,2})?)(?:,-|,–)?([ \t]?%|\.)?([ \t](?:kr|NOK|EUR|kroner))?[ \t]?\)/g;
/** How far back on its line a bracket looks for the words it restates. */
const LOOK_BACK = 240;
const MINOR_UNITS: ReadonlySet<string> = new Set(["ore", "oere", "cents", "cent", "centimes", "centime", "centimos", "centimo", "centavos", "centavo", "rappen", "pence"]);
const PERCENT_WORDS: ReadonlySet<string> = new Set(["prosent", "percent", "prozent", "pourcent", "porcentaje", "cent", "ciento", "cento"]);
const PERCENT_AFTER = /^[ \t]?(?:%|prosent|percent|per cent|prozent|pour cent|por ciento|por cento)/i;
const CURRENCY_AFTER = /^[ \t]?(?:kroner|krone|kronen|kronor|couronnes?|coronas?|coroas?|euros?|dollars?|nok|kr|eur|usd|sek|dkk)\b/i;

/**
 * The run of number words that ends a stretch of text (where it starts in the stretch, and the
 * currency or percent said in it), or undefined when the stretch does not end in a number word's run.
 */
function wordRun(stretch: string, lang: Language): { start: number; currency?: string; percent: boolean } | undefined {
  // Words of the stretch, last first; the run ends at the bracket (only spaces between).
  if (!/\p{L}[ \t]*$/u.test(stretch)) return undefined;
  const words = [...stretch.matchAll(/[^\s]+/g)];
  let start = -1;
  let currency: { word: string; at: number } | undefined;
  let percent = false;
  let numbers = 0;
  for (let i = words.length - 1; i >= 0; i--) {
    const raw = words[i][0];
    // A mark inside the run ends it ("kroner, fire …"): only a word's own hyphens belong.
    if (i < words.length - 1 && /[^\p{L}\d-]$/u.test(raw)) break;
    // An opening mark before a word ("«twenty-five", "„zwölf") starts the run: the word is its first.
    const lead = /^[^\p{L}\d]*/u.exec(raw)![0].length;
    const word = raw.slice(lead).replace(/[^\p{L}\d-]+$/u, "");
    const k = key(word);
    if (morphemes(word, lang)) {
      numbers++;
      start = words[i].index! + lead;
    } else if (CURRENCY_WORDS.has(k)) currency ??= { word: word.toLowerCase(), at: words[i].index! };
    else if (PERCENT_WORDS.has(k) || (PERCENT_BEFORE.has(k) && percent)) percent = true;
    else if (!(CONNECTORS[lang].has(k) || MINOR_UNITS.has(k) || HALF.has(k) || HALF_ARTICLES.has(k) || PERCENT_BEFORE.has(k))) break;
    if (lead > 0) break;
  }
  // A currency said before the first number word stays where it stands ("kroner to tusen (2 000)").
  return numbers > 0 ? { start, currency: currency && currency.at > start ? currency.word : undefined, percent } : undefined;
}
