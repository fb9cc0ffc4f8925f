import { fold } from "../text";
import { findQuoted } from "./values";

/**
 * Kroner a writer never names: an accountant's posting note writes "D 6340 / K 2400 6 500,00" and
 * "Purregebyr 45,00" with no currency anywhere. When a request names no currency at all and writes
 * at least two figures with øre ("6 200,00", "9,600.00"), those figures are kroner and get the
 * currency written after them, so every later stage reads them as money; so is a single such figure
 * of three whole digits or more ("Beleg über 4'215.60", "bokfør 980,00"). A figure before "%", a
 * unit ("12,50 timer", "2,50 km") or after a rate's word ("kurs 11,32") stays a number; a figure
 * under an amount's label or after "à" (the price of one) is money however it is written. One pass.
 */

/** Any currency named in a request (folded), a kroner dash "45,-" too. */
export const ANY_CURRENCY = /(?<![a-z])(?:nok|kr|kroner|kronen|krone|couronnes?|coronas?|coroas?|eur|euros?|usd|sek|dkk|gbp)(?![a-z])|[€$£]|\d,-/;

// Two decimals, thousands grouped the way the decimal mark allows; no digit, mark or letter joined on either side.
const WITH_ORE = /(?<![\w.,'])(?:\d{1,3}(?:[ \u00a0.']\d{3})+|\d+),\d{2}(?![\w]|[.,]\d)|(?<![\w.,'])(?:\d{1,3}(?:[ \u00a0,']\d{3})+|\d+)\.\d{2}(?![\w]|[.,]\d)/g;

const UNIT_AFTER = /^\s?(?:%|prosent|percent|pct|timer|timar|time|t\b|h\b|hours?|std|stunden|horas|heures|stk|pcs|x\b|×|dager|dagar|days?|tage|dias|jours|ar\b|years?|jahre|anos|ans\b|km|mil\b|kg|l\b|m\b)/;
const RATE_BEFORE = /(?:kurs|kursen|rate|taux|tipo|cambio|wechselkurs|cotacao|@)\s{0,3}(?:[:=]\s{0,2})?$/;

/** An amount's label right before a figure: "Beløp 4 990,00", "Montant : 12 750", "Betrag 890". */
// One word each: the label's last word before the figure ("prix HT: 23900", "sueldo base: 46300").
const AMOUNT_LABEL =
  /(?:^|[\s|·(])(?:belop|belopet|amount|montant|betrag|importe|montante|valor|pris|price|preis|prix|precio|preco|sum|summe|total|totalt|ht|base|lonn|grunnlonn|fastlonn|salary|gehalt|grundgehalt|sueldo|salario|salaire|vencimento|bonus|bono|prime|premie|gebyr|fee|timepris|timesats|rate|tarifa|stundensatz|horaire|fastpris|festpreis|forfaitaire|fijo|fixo)\s{0,3}:?\s{0,3}$/;
/** A field's label that names an amount and its VAT basis, with its colon: "beløp ekskl mva: 9600", "amount ex vat: 6720". */
const AMOUNT_BASIS_FIELD =
  /(?:^|[\s|·(])(?:belop|belopet|amount|montant|betrag|importe|montante|valor|pris|price|preis|prix|precio|preco|sum|summe|total)\s(?:eks|ekskl|excl|ex|exkl|inkl|incl|ohne|sin|sem|hors|netto|brutto)\.?(?:\s(?:mva|moms|vat|mwst|ust|iva|tva))?\s{0,2}:\s{0,3}$/;
/** An asset's cost before a figure of thousands on its line: "cost 240 000", "kostpris: 96 000" (not "… para custo\n 2) …", nor an account's four digits). */
const COST_LABEL = /(?:^|[\s|·(])(?:cost|kostpris|anskaffelseskost|anskaffelse|anskaffing|coste|custo|cout|anschaffung|anschaffungskosten|anschaffungswert|acquisition|adquisicion|aquisicao)[ \t]{0,3}:?[ \t]{0,3}$/;
/**
 * The same label said in a sentence: "grunnlønna hennar er 38 500", "the salary is 41 000", "el precio
 * es 119" — the label (definite form too), a possessive, then a copula.
 */
const AMOUNT_LABEL_SAID =
  /(?:^|[\s|·(])(?:belop|amount|montant|betrag|importe|montante|valor|pris|price|preis|prix|precio|preco|lonn|grunnlonn|fastlonn|manedslonn|arslonn|salary|gehalt|grundgehalt|sueldo|salario|salaire|vencimento|bonus|bono|prime|premie|gebyr|fee|timepris|timesats|stundensatz|fastpris|festpreis)(?:a|en|et|n|e)?(?:\s(?:hennar|hennes|hans|his|her|their|sin|sitt|deira|deres|sein|seine|ihr|ihre|su|seu|sua|son|sa))?\s(?:er|is|ist|es|e|est|blir|will be|sera|seria|wird)\s{1,2}$/;
/** A pay or price word, a word at most, then "of" before a figure: "bónus único de 3 500", "a bonus of 4 000", "ein Bonus von 2 500". */
const AMOUNT_LABEL_OF =
  /(?:^|[\s|·(])(?:bonus|bono|prime|premie|lonn|salary|gehalt|sueldo|salario|salaire|vencimento|price|preis|prix|precio|preco|belop|amount|montant|betrag|importe|montante|valor)(?:en|et|a|e|s)?(?:\s\p{L}{2,12})?\s(?:of|de|da|do|du|von|pa|av)\s{1,2}$/u;
/** A price of one day, night or hour after a figure: "per diem 800 a day", "1 150 per night", "950 om dagen", "80 pro Tag". */
const PER_UNIT_AFTER = /^\s{0,2}(?:(?:a|per|pr\.?|pro|par|por|al|ao|om|i|each)\s{1,2}(?:day|dag|døgn|dogn|tag|jour|dia|día|night|natt|nacht|nuit|noche|noite|hour|time|timen|stunde|heure|hora)(?:en|a|e)?|\/\s?(?:day|dag|tag|jour|dia|night|natt|h|t|time|hour|stunde))\b/u;
/** A fee "of" a figure: "mahngebühr von 55", "purregebyr på 65", "a fee of 45" (a figure of four digits after "på" is an account). */
const FEE_OF = /(?:^|\s)\p{L}{0,12}(?:gebyr|gebuhr|fee|frais|cargo|recargo|taxa|tarifa)(?:en|et|a|e|s)?\s(?:pa|von|of|de|da|du)\s{1,2}$/u;
/** "3 stk tauverk à 2 340", "1 kolli á 690": the price of one, after "à" as a trader writes it (the original text: folded, "à" is the article "a"). */
const EACH_BEFORE = /(?:^|\s)[àá]\s{0,2}$/;
const FIGURE = /(?<![\w.,'])(?:\d{1,3}(?:[ \u00a0.,']\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\w]|[.,]\d)/g;

/** A day and a month with a dot between ("28.01"): a date, whatever word stands before it. */
const DAY_MONTH = /^(?:[12]\d|3[01]|0?[1-9])\.(?:0[1-9]|1[0-2])$/;

/** Cap on the figures looked at: a request holds a few dozen. */
const MAX_FIGURES = 200;

/** "vat rate: 25", "mva-sats 15": a rate of VAT, not an amount. */
const VAT_RATE_BEFORE = /(?:vat|mva|moms|iva|tva|mwst|ust|tax)[ _-]?(?:rate|sats|satz|taux|tasa|taxa|code|pct|percent)\s{0,3}[:=]?\s{0,3}$/;
const CURRENCY_AFTER = /^\s{0,2}(?:,-|\.-|nok|kr|kroner|kronen|krone|couronnes?|coronas?|coroas?)(?![a-z])/;
const CURRENCY_BEFORE = /(?<![a-z])(?:nok|kr|kroner)\.?\s{0,2}$/;
/** "6400 eks mva", "18 500 ex vat", "2 490 inkl. mva": a figure said with or without VAT is an amount. */
const VAT_BASIS_AFTER = /^\s{0,2}(?:(?:eks|ekskl|excl|ex|exkl|inkl|incl|ohne|sin|sem|hors)\.?\s{0,2}(?:mva|moms|vat|mwst|ust|iva|tva|taxes?)\b|ht\b|ttc\b)/;

/** A line that ends in a figure, a bracket after it at most: "bürostuhl 2490", "- kaffe 129", "café 189 (tva 15%)". */
const LINE_FIGURE = /^[ \t]{0,4}(?:[-*•][ \t]{1,3})?\p{L}[^\n\d]{0,60}?[ \t](\d{1,3}(?:[ \u00a0.']\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)([ \t]*(?:\([^)\n]{0,30}\))?[ \t]*)$/gmu;
/** A total's line: "summe 2868 alles inkl 25% mwst", "total 1 969", "i alt 3 150". */
const TOTAL_LINE = /^[ \t]{0,4}(?:summe|sum|total|totalt|totale|i alt|til sammen|gesamt|montant total|importe total|valor total)\b\D{0,12}(\d{1,3}(?:[ \u00a0.']\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?![\d.,]\d|\d)/gm;

const figureValue = (raw: string) => Number(raw.replace(/[ \u00a0.']/g, "").replace(",", "."));

/** The ends of line figures that add up to a total line's figure (two lines or more), with the total's own. */
function summedLines(folded: string): Set<number> {
  const out = new Set<number>();
  if (!/(?:summe|sum|total|i alt|til sammen|gesamt)/.test(folded)) return out;
  const lines = [...folded.matchAll(LINE_FIGURE)].slice(0, MAX_FIGURES).map((m) => ({ value: figureValue(m[1]), start: m.index!, end: m.index! + m[0].length - m[2].length, lineEnd: m.index! + m[0].length }));
  for (const t of [...folded.matchAll(TOTAL_LINE)].slice(0, 20)) {
    const total = figureValue(t[1]);
    // The run of figure lines right above the total line.
    const items: typeof lines = [];
    let next = t.index!;
    for (let i = lines.length - 1; i >= 0; i--) {
      if (lines[i].end >= next) continue;
      if (!/^[ \t]*\n[ \t]*$/.test(folded.slice(lines[i].lineEnd, next))) break;
      items.unshift(lines[i]);
      next = lines[i].start;
    }
    if (items.length >= 2 && Math.abs(items.reduce((a, l) => a + l.value, 0) - total) < 0.005) {
      for (const l of items) out.add(l.end);
      out.add(t.index! + t[0].length);
    }
  }
  return out;
}

/** A product's number and its name right before a figure, within one item: "+ 7720 Técnico de sonido (día) ". */
// The name is a word ("Montaje", not a code in capitals such as "HT" or "MVA").
// Only a name's letters, a bracketed word at its end: "5013 Bergen · org.nr 918 273 645" names no item.
const NUMBERED_ITEM_BEFORE = /(?:^|[\s:;,+(])\d{3,8}[ \t]{1,2}\p{Lu}\p{Ll}[\p{L} \t&'-]{0,50}(?:[ \t]\(\p{L}{1,20}\))?[ \t]$/u;

/** A pay word right after a figure, one word at most between: "46500 base", "8000 one-off bonus", "5 000 i bonus" (folded). */
const PAY_WORD_AFTER = /^[ \t]{1,2}(?:[\p{L}-]{1,10}[ \t]{1,2})?(?:base|basis|grunnlonn|grunnlon|fastlonn|fastlon|lonn|lon|salary|gehalt|grundgehalt|sueldo|salario|salaire|bonus|bono|prime|premie|engangsbonus)\b/u;

/** An account's word right before a figure: "på konto 6590", "HT sur 6590", "kto 4300" (folded). */
const ACCOUNT_WORD_BEFORE = /(?:^|[^\p{L}])(?:konto|kontoen|kto|account|acct|compte|cuenta|conta|sur|auf|pa|til|to|na|en|an)\.?[ \t]{1,2}(?:nr\.?[ \t]{0,2})?$/u;

/** An item's name and its number in brackets right before a figure: "bomba de calor (7310) ". */
const ITEM_NUMBER_IN_BRACKETS_BEFORE = /\p{L}[\p{L} \t&'-]{1,50}[ \t]\(\d{3,8}\)[ \t]{1,2}$/u;

/** An organisation number's label right before a figure: "org 876081512", "org.nr. 9…", "orgnr: …". */
const ORG_LABEL_BEFORE = /(?:^|[^a-z])org(?:\.?\s?(?:nr|no|nummer)\.?)?\s{0,2}:?\s{0,2}$/;

/** A currency other than kroner: then a bare figure may be in it, and none is read as kroner. */
const OTHER_CURRENCY = /(?<![a-z])(?:eur|euros?|usd|sek|dkk|gbp|chf)(?![a-z])|[€$£]/;

export function impliedKroner(text: string): string {
  const folded = fold(text);
  if (OTHER_CURRENCY.test(folded)) return text;
  // Kroner named somewhere ("teilzahlung von 5 000 kr"): a figure under an amount's label is kroner too
  // ("mahngebühr von 55"); only a request that names none reads its figures with øre as kroner.
  const named = ANY_CURRENCY.test(folded);
  const figures: { end: number }[] = [];
  // A writer whose figures end in a comma and øre ("9 150,00"), with no figure grouped the English way ("9,150.00").
  const commaOre = /\d,\d{2}(?!\d)/.test(folded) && !/\d,\d{3}\.\d{2}(?!\d)/.test(folded);
  // A figure of three whole digits or more, or grouped ("4'215.60", "1 250,00"): no date ("12.03"),
  // version or section number; alone it is money all the same.
  let large = 0;
  WITH_ORE.lastIndex = 0;
  for (let m = named ? null : WITH_ORE.exec(folded); m && figures.length < MAX_FIGURES; m = WITH_ORE.exec(folded)) {
    const end = m.index + m[0].length;
    // "am 17.04. komplett überwiesen": a day and a month with the date's closing dot is a date.
    // So is one from a writer whose øre follow a comma ("9 150,00 … (13.01 and 14.01)", "14.09–17.09.2026").
    const dated = /^(?:[12]\d|3[01]|0?[1-9])\.(?:0[1-9]|1[0-2])$/.test(m[0]) && (folded[end] === "." || commaOre);
    // "ocr_confidence: 0.97": a figure under one is a share or a score, not kroner.
    if (/^0[.,]/.test(m[0])) continue;
    // "Local 1.04", "(1.01 à 1.06)": a single digit, a dot and two more number a room or a section, not kroner.
    if (/^\d\.\d{2}$/.test(m[0])) continue;
    if (dated || UNIT_AFTER.test(folded.slice(end, end + 12)) || RATE_BEFORE.test(folded.slice(Math.max(0, m.index - 16), m.index))) continue;
    figures.push({ end });
    if (/^\d{3}|^\d{1,3}[ \u00a0.,']\d{3}[.,]/.test(m[0])) large++;
  }
  // Lines of a retyped receipt ("bürostuhl 2490", "batterien 129") whose figures add up to its total ("summe 2868"): money.
  const summed = summedLines(folded);
  // A figure under an amount's label is money however it is written ("Beløp 4 990,00", "Montant 890").
  // One inside a quoted name is the name's ("« Rugby à 7 »"): no price of one.
  const quotes = findQuoted(text).slice(0, 60);
  const inQuotes = (at: number) => quotes.some((q) => at > q.index && at < q.end);
  let labelled = 0;
  FIGURE.lastIndex = 0;
  for (let m = FIGURE.exec(folded); m && labelled < MAX_FIGURES; m = FIGURE.exec(folded)) {
    const end = m.index + m[0].length;
    // "Ice machine service @4450": "@" before a figure of three digits or more is the price of one (a rate's "@ 11,32" is smaller).
    const atPrice = /@\s{0,2}$/.test(text.slice(Math.max(0, m.index - 3), m.index)) && /^\d{3}|^\d{1,3}[ \u00a0.,']\d{3}/.test(m[0]);
    // "note de frais du 28.01": a day and a month after "of" date the fee's document, no fee.
    const feeOf = !/^\d{4}$/.test(m[0]) && !DAY_MONTH.test(m[0]) && FEE_OF.test(folded.slice(Math.max(0, m.index - 30), m.index));
    // "38 900,00 eks. mva": a figure said with or without VAT is an amount; with kroner named elsewhere, one written to the øre.
    const vatBasisAfter = (!named || /[.,]\d{2}$/.test(m[0])) && VAT_BASIS_AFTER.test(folded.slice(end, end + 14)) && /^\d{3}|^\d{1,3}[ \u00a0.,']\d{3}/.test(m[0]);
    // A figure inside a longer token ("1'890.00NOK", "01-JAN-2026", "09/04/2026") is no figure of its own.
    if (/[-/'\d]$/.test(text.slice(Math.max(0, m.index - 1), m.index)) || /^[-/'\p{L}]/u.test(text.slice(end, end + 1)) && !/^[àá]/.test(text.slice(end, end + 1))) continue;
    if (inQuotes(m.index)) continue;
    // With kroner named, only a fee "of" a figure and a receipt's summed lines are read so.
    // "per diem 800 a day" with "3 150 kr" written elsewhere: a figure priced by the day, night or hour is kroner too
    // (with none named anywhere, the readers take bare figures as they are).
    const perUnit = named && PER_UNIT_AFTER.test(folded.slice(end, end + 16)) && /^\d{2,}|^\d{1,3}[ \u00a0.,']\d{3}/.test(m[0]);
    // "7710 Montaje escenario 18.250 + 7720 Técnico de sonido (día) 6.900": with no currency anywhere, a figure of
    // hundreds after a product's number and name prices that item.
    // Four plain digits are an account's ("… HT sur 6590"), not a price.
    // Nine digits after "org" are the company's number ("67300 Voltline Supplies Ltd org 876081512"), no item's price.
    // Four digits right after an item's name are its price ("5407 Bordverpflegung 4800"), unless an account's word stands before them.
    const accountBefore = ACCOUNT_WORD_BEFORE.test(folded.slice(Math.max(0, m.index - 16), m.index));
    const itemPrice = !named && !/^\d{9}$/.test(m[0]) && !(/^\d{4}$/.test(m[0]) && accountBefore) && !ORG_LABEL_BEFORE.test(folded.slice(Math.max(0, m.index - 12), m.index)) && /^\d{3}|^\d{1,3}[ \u00a0.,']\d{3}/.test(m[0]) && NUMBERED_ITEM_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index));
    // "Installationsarbeit (5812) 14400 25%mva, Baustellenverpflegung (3327) 2600": a figure right after an item's name and
    // its number in brackets prices that item, four digits too.
    const bracketedItemPrice = !named && /^\d{3,}$/.test(m[0]) && ITEM_NUMBER_IN_BRACKETS_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index));
    // "46500 base + 8000 one-off bonus": with no currency anywhere, a figure of hundreds right before a pay word is kroner.
    const payAfter = !named && /^\d{3}|^\d{1,3}[ \u00a0.,']\d{3}/.test(m[0]) && PAY_WORD_AFTER.test(folded.slice(end, end + 30));
    const ownRules = feeOf || vatBasisAfter || perUnit || itemPrice || bracketedItemPrice || payAfter || summed.has(end);
    // "(1 à 3)", "lignes 2 à 4", "(1.01 à 1.06)": a range of small counts or sections, no price of one.
    const range = /\b\d{1,2}(?:\.\d{1,2})?\s{0,2}[àá]\s{0,2}$/.test(text.slice(Math.max(0, m.index - 10), m.index)) && /^\d{1,2}(?:\.\d{1,2})?$/.test(m[0]);
    const labelledHere = ownRules || (!named && (AMOUNT_LABEL.test(folded.slice(Math.max(0, m.index - 16), m.index)) || AMOUNT_BASIS_FIELD.test(folded.slice(Math.max(0, m.index - 30), m.index)) || (COST_LABEL.test(folded.slice(Math.max(0, m.index - 24), m.index)) && /^\d{1,3}(?:[ \u00a0.,']\d{3})+|^\d{5,}/.test(m[0])) || AMOUNT_LABEL_SAID.test(folded.slice(Math.max(0, m.index - 40), m.index)) || AMOUNT_LABEL_OF.test(folded.slice(Math.max(0, m.index - 40), m.index)) || (EACH_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index)) && !range) || atPrice));
    if (!labelledHere || UNIT_AFTER.test(folded.slice(end, end + 12)) || VAT_RATE_BEFORE.test(folded.slice(Math.max(0, m.index - 16), m.index))) continue;
    // With kroner named, a figure that carries its currency already is left as written.
    if (named && (CURRENCY_AFTER.test(folded.slice(end, end + 12)) || CURRENCY_BEFORE.test(folded.slice(Math.max(0, m.index - 12), m.index)))) continue;
    labelled++;
    if (!figures.some((f) => f.end === end)) figures.push({ end });
  }
  if (figures.length < 2 && labelled === 0 && large === 0) return text;
  figures.sort((a, b) => a.end - b.end);
  let out = "";
  let last = 0;
  for (const f of figures) {
    out += text.slice(last, f.end) + " kr";
    last = f.end;
  }
  return out + text.slice(last);
}
