import { parseNumber } from "../extract/amounts";

/**
 * Figures a writer leaves as the small calculation that makes them: "Grunnløn: 570 000 / 12 NOK", "2 400 − 480
 * NOK (3 kuverter kreditert)", "7 500 NOK + 20 % rush surcharge", "2 d × 7.5 h/d × 1 200 NOK/h", "half of 18 400".
 * Each is written as its result ("47 500 NOK"), the way a bookkeeper would enter it. Only calculations that read
 * as nothing else: a division by a small whole number, a difference with a minus sign or word, a surcharge or
 * discount in per cent that is no VAT, a product of three factors or more, the words for a half, and a product of two
 * after an amount's label ("amount 4 × 1 850 NOK") or before "netto". Any other product of two ("3 × 450", "4 d ×
 * 800 NOK") stays: it is a quantity and a price, and the readers take both. A day's span of clock times with its
 * break told ("08:15–14:45 utan pause") is its hours, where no hours are stated as a figure.
 * Pure; each pattern is bounded within a line (linear).
 */

/** A figure: "18 400", "7 500", "34 800", "7.5", "7,5", "1 209,50". */
const FIGURE = String.raw`\d{1,3}(?:[ \u00a0]\d{3}){1,3}(?:[.,]\d{1,2})?|\d{1,7}(?:[.,]\d{1,2})?`;
/** A currency after or before a figure. */
const CURRENCY = String.raw`(?:NOK|kr\.?|kroner|EUR|€)`;
/** Units a factor may carry: days, hours, pieces, phases, months, and per-unit forms ("h/d", "NOK/h"). */
const UNIT = String.raw`(?:[\p{L}€]{1,10}(?:/[\p{L}]{1,6})?)`;

/** "570 000 / 12 NOK", "NOK 34 800 / 12", "700 NOK / 10": a figure of at least 100 over a whole number from 2 to 120. */
const DIVISION = new RegExp(String.raw`(?<![\d.,/])(${CURRENCY}[ \t]?)?(${FIGURE})([ \t]?${CURRENCY})?[ \t]{1,2}/[ \t]{1,2}(\d{1,3})(?!\d|[.,]\d|\/|[ \t]?%|[ \t]?(?!${CURRENCY})\p{L})([ \t]?${CURRENCY})?`, "giu");
/** "2 400 − 480 NOK", "12 400 minus 3 100 NOK", "12 000 less the 2 000 deposit": a minus sign or word between two figures. */
const DIFFERENCE = new RegExp(String.raw`(?<![\d.,])(${CURRENCY}[ \t]?)?(${FIGURE})([ \t]?${CURRENCY})?[ \t]{1,2}(?:−|minus|less(?: the)?|abzüglich|moins|menos|fratrukket|trekk(?:e)? fra)[ \t]{1,2}(${FIGURE})(?![\d.,]|[ \t]?%)([ \t]?${CURRENCY})?`, "giu");
/** Words of a surcharge or a discount (folded stems): a per-cent change with no such word may be VAT ("8 000 + 25 %"). */
const CHANGE_WORD = String.raw`(?:surcharge|markup|mark-up|premium|discount|rebate|tillegg|tillegget|pa(?:s|ss)lag|rabatt|avslag|zuschlag|aufschlag|nachlass|majoration|supplement|remise|rabais|recargo|descuento|sobreprecio|acrescimo|acréscimo|desconto|sobretaxa)`;
/** "7 500 NOK + 20 % rush surcharge", "9 000 − 10 % Rabatt": a per-cent change named as a surcharge or discount. */
const PERCENT_CHANGE = new RegExp(String.raw`(?<![\d.,])(${CURRENCY}[ \t]?)?(${FIGURE})([ \t]?${CURRENCY})?[ \t]{1,2}([+−-])[ \t]{0,2}(\d{1,2}(?:[.,]\d{1,2})?)[ \t]?%(?=[ \t]{1,2}(?:[\p{L}-]{1,20}[ \t]){0,2}${CHANGE_WORD})`, "giu");
/** Three factors or more: "2 d × 7.5 h/d × 1 200 NOK/h". */
const PRODUCT = new RegExp(String.raw`(?<![\d.,])(${FIGURE})(?:[ \t]?${UNIT})?(?:[ \t]{1,2}[×x*][ \t]{1,2}(?:${CURRENCY}[ \t]?)?(${FIGURE})(?:[ \t]?${UNIT})?){2,4}`, "gu");
/** Words of an amount before a product of two: "amount 4 × 1 850 NOK", "Sett fastpris: 4 faser × 118 500 NOK", "Eingongsbonus: 3 × 2 500 NOK". */
const AMOUNT_LABEL = String.raw`(?:amount|bel[oø]p|betrag|montant|importe|valor|summe?|total|[\p{L}]{0,12}fastpris|fixed price|festpreis|forfait|precio fijo|pre[cç]o fixo|[\p{L}]{0,12}bonus|prime|bono|b[oó]nus|gebyr|fee|geb[uü]hr|frais|grunnl[oø]nn?|base salary|salaire de base|sueldo|sal[aá]rio|gehalt)`;
/** A product of two after an amount's label on its line, or before "netto" ("3 × 2 480 NOK netto"): the amount, not a quantity and a price. */
const LABELLED_PAIR = new RegExp(String.raw`(?<=${AMOUNT_LABEL}[^\d\n]{0,25})(?<![\d.,])(${FIGURE})(?:[ \t]?${UNIT})?[ \t]{1,2}[×x*][ \t]{1,2}(${CURRENCY}[ \t]?)?(${FIGURE})([ \t]?${CURRENCY})?(?![ \t]?[×x*/]|[\d.,]\d)|(?<![\d.,])(${FIGURE})[ \t]{1,2}[×x*][ \t]{1,2}(${CURRENCY}[ \t]?)?(${FIGURE})([ \t]?${CURRENCY})(?=[ \t]{1,2}(?:netto|net|neto|ht|l[ií]quido)(?![\p{L}]))`, "giu");
/** "half of 18 400", "halvparten av 18 400", "die Hälfte von", "la moitié de", "la mitad de", "metade de". */
const HALF = new RegExp(String.raw`(?<![\p{L}])(?:half of|halvparten av|halvdelen av|halvparten|die hälfte von|la moitié de|la mitad de|(?:a )?metade de)[ \t]{1,2}(${CURRENCY}[ \t]?)?(${FIGURE})`, "giu");

/** A result the writer gives after the calculation ("194 400 / 36 = 5 400", "480 less 30, so 450 NOK"): a check, left as written. */
const RESULT_AFTER = /^[^.;\n]{0,40}?(?:=|(?<![\p{L}])(?:so|that's|that is|i\.e\.|altså|altsa|dvs|blir|also|macht|ergibt|soit|donc|o sea|es decir|ou seja|portanto)(?![\p{L}]))[ \t]{0,3}(?:nok|kr\.?)?[ \t]{0,2}\d/iu;
/** A calculation inside a larger one: after "×", "=", "(" or before ")" ("8 450 × (12,05 − 11,20) = 7 182,50"). */
const INSIDE_BEFORE = /[×x*=(/][ \t]{0,2}$/u;

/** Whether the calculation at [at, at + length) of `text` is to be written as its result. */
function standsAlone(text: string, at: number, length: number): boolean {
  const after = text.slice(at + length, at + length + 60);
  return !RESULT_AFTER.test(after) && !/^[ \t]{0,2}[)×*/=]/.test(after) && !INSIDE_BEFORE.test(text.slice(Math.max(0, at - 4), at));
}

/** A day's span of clock times with what the writer says of its break: "08:15–14:45 utan pause", "10:00–14:30 sin pausa, 30 min pausa". */
const TIME_SPAN = /(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)[ \t]?[–—-][ \t]?([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d:])([^\n]{0,40})/gu;
/** No break: "utan pause", "uten pause", "without a break", "no break", "sin pausa", "ohne Pause", "sans pause", "sem pausa". */
const NO_BREAK = /^[\s,;(]{0,3}(?:utan|uten|without(?: a)?|no|sin|ohne|sans|sem)[ \t]{1,2}(?:pause|break|pausa|pausen?)(?![\p{L}])/iu;
/** A break of some minutes: "30 min pause", "pause 30 min", "with a 30-minute break". */
const BREAK_MINUTES = /^[\s,;(]{0,3}(?:(?:med|with(?: a)?|mit|avec|con|com)[ \t]{1,2})?(?:(\d{1,3})[ \t-]?min\w{0,6}[ \t]{1,2}(?:pause|break|pausa|lunsj|lunch)|(?:pause|break|pausa|lunsj|lunch)[ \t:]{1,2}(\d{1,3})[ \t]?min)/iu;
/** Hours stated as a figure anywhere: then a span is the shift, told, and the figure is the hours. */
const HOURS_FIGURE = /(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?[ \t]?(?:h|t|timer|timar|hours?|hrs?|std\.?|stunden|horas|heures)(?![\p{L}])/iu;

/** The value of a figure as written ("18 400" → 18400, "7,5" → 7.5). */
function valueOf(figure: string): number {
  return parseNumber(figure) ?? Number.NaN;
}

/** A result as a writer of the request would write it: groups of three, a decimal comma when there are øre. */
function written(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const [whole, frac] = rounded.toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return frac === "00" ? grouped : `${grouped},${frac}`;
}

/** The currency written with a figure, before or after it, kept with the result. */
function withCurrency(result: number, before?: string, after?: string): string {
  return `${before ?? ""}${written(result)}${after ?? ""}`;
}

export function writeOutArithmetic(text: string): string {
  if (text.length > 50_000 || !/[×x*/−%:]|minus|less|half|halv|hälfte|moitié|mitad|metade|abzüglich|moins|menos|fratrukket|trekk/i.test(text)) return text;
  let out = text.replace(DIVISION, (whole, cur1: string | undefined, a: string, cur2: string | undefined, n: string, cur3: string | undefined, at: number, all: string) => {
    if (!standsAlone(all, at, whole.length)) return whole;
    const total = valueOf(a);
    const by = Number(n);
    if (total < 100 || by < 2 || by > 120) return whole;
    // Only a division that comes out in øre: "10 000 / 3" is no figure a writer means.
    const result = total / by;
    if (Math.abs(result * 100 - Math.round(result * 100)) > 1e-6) return whole;
    return withCurrency(result, cur1, cur2 ?? cur3);
  });
  out = out.replace(DIFFERENCE, (whole, cur1: string | undefined, a: string, cur2: string | undefined, b: string, cur3: string | undefined, at: number, all: string) => {
    if (!standsAlone(all, at, whole.length)) return whole;
    const result = valueOf(a) - valueOf(b);
    return result > 0 ? withCurrency(result, cur1, cur2 ?? cur3) : whole;
  });
  out = out.replace(PERCENT_CHANGE, (whole, cur1: string | undefined, a: string, cur2: string | undefined, sign: string, p: string, at: number, all: string) => {
    if (!standsAlone(all, at, whole.length)) return whole;
    const rate = valueOf(p) / 100;
    const base = valueOf(a);
    if (base < 100) return whole;
    return withCurrency(sign === "+" ? base * (1 + rate) : base * (1 - rate), cur1, cur2);
  });
  out = out.replace(PRODUCT, (whole: string, _a: string, _b: string, at: number, all: string) => {
    if (!standsAlone(all, at, whole.length)) return whole;
    const factors = [...whole.matchAll(new RegExp(FIGURE, "g"))].map((m) => valueOf(m[0]));
    if (factors.length < 3) return whole;
    const currency = new RegExp(String.raw`${CURRENCY}`, "iu").exec(whole)?.[0];
    const result = factors.reduce((p, f) => p * f, 1);
    return currency ? `${written(result)} ${currency}` : written(result);
  });
  out = out.replace(LABELLED_PAIR, (whole: string, a1?: string, c1?: string, b1?: string, d1?: string, a2?: string, c2?: string, b2?: string, d2?: string, at?: number, all?: string) => {
    if (!standsAlone(all!, at!, whole.length)) return whole;
    const a = a1 ?? a2!;
    const b = b1 ?? b2!;
    return withCurrency(valueOf(a) * valueOf(b), c1 ?? c2, d1 ?? d2);
  });
  // "08:15–14:45 utan pause": the hours of a day's span, where no hours are stated as a figure.
  if (!HOURS_FIGURE.test(out)) {
    out = out.replace(TIME_SPAN, (whole: string, h1: string, m1: string, h2: string, m2: string, rest: string) => {
      const minutes = Number(h2) * 60 + Number(m2) - (Number(h1) * 60 + Number(m1));
      const pause = BREAK_MINUTES.exec(rest);
      if (minutes <= 0 || (!NO_BREAK.test(rest) && !pause)) return whole;
      const worked = minutes - (pause ? Number(pause[1] ?? pause[2]) : 0);
      return worked > 0 ? `${written(worked / 60)} h${rest}` : whole;
    });
  }
  out = out.replace(HALF, (whole: string, cur: string | undefined, a: string, at: number, all: string) => (standsAlone(all, at, whole.length) ? withCurrency(valueOf(a) / 2, cur) : whole));
  return out;
}
