import { fold } from "../text";

/**
 * Number parsing for amounts written the Norwegian, continental or English way:
 * "1 250,50", "12,500.00", "12.500,00", "37450", "11.77", "1250,-", "12'500.–".
 */
export function parseNumber(raw: string): number | undefined {
  let s = raw.trim().replace(/[\s\u00a0\u202f\u2009']/g, "").replace(/,-$/, "").replace(/^[-−]/, "-");
  if (!/^-?[\d.,]+$/.test(s) || !/\d/.test(s)) return undefined;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both separators: the later one is the decimal mark.
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    s = s.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? "," : ".";
    const parts = s.split(sep);
    const tail = parts[parts.length - 1];
    // One separator followed by exactly three digits groups thousands ("12,500", "12.500");
    // anything else is a decimal mark ("11.77", "1250,5").
    const grouping = parts.length > 2 || (tail.length === 3 && parts[0].replace("-", "").length <= 3 && parts[0] !== "0");
    s = grouping ? parts.join("") : parts.slice(0, -1).join("") + "." + tail;
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

export interface FoundAmount {
  value: number;
  currency?: string;
  index: number;
  length: number;
  /** The folded source text of the match. */
  raw: string;
}

// The krone also in the words of the other languages ("Kronen", "couronnes", "coronas", "coroas").
const CURRENCY = "(?:nok|kr\\.?|kroner|kronen|kronor|krone|couronnes?|coronas?|coroas?|eur|euro|euros|€|usd|\\$|sek|dkk|gbp|£)";
// "4,32,000" and "1,42,000.00": the Indian grouping (lakh), two digits a group above the thousands.
const NUMBER = "-?\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,2})?(?![\\d,])|-?\\d{1,3}(?:[ \\u00a0\\u202f.,']\\d{3})+(?:[.,]\\d{1,2})?|-?\\d+(?:[.,]\\d+)?";
/** A currency written onto the number ("12'400.00NOK", "45kNOK", "980EUR"): the number ends there all the same. */
const GLUED = `(?=(?:${CURRENCY})(?![a-z]))`;
const AMOUNT_RE = new RegExp(
  // A currency ends its line when a list's next number opens the next one ("Betrag in EUR⏎4. Kurs"); one written after its figure may be carried over ("980,00⏎NOK"), not one that labels the next line ("juillet 2026⏎EUR: 12 350,00").
  `(?:(?<![a-z])(${CURRENCY})[^\\S\\n]?)?(?<![\\w.,-])(${NUMBER})(k(?![\\w]|[.,]\\d)|k${GLUED}|k\\d{1,3}(?![\\w]|[.,]\\d))?(?:(?![\\w])|${GLUED})(?:,-|[.,][-–—](?![-–—]|\\s?\\d))?(?:(?:[^\\S\\n]?|\\n(?=${CURRENCY}(?![a-z])(?![ \\t]{0,2}:)))(${CURRENCY})(?![a-z]))?`,
  "gi",
);

function currencyCode(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const t = token.toLowerCase().replace(/\.$/, "");
  if (t === "nok" || t === "kr" || /^(?:kron|couronne|corona|coroa)/.test(t)) return "NOK";
  if (t === "eur" || t.startsWith("euro") || t === "€") return "EUR";
  if (t === "usd" || t === "$") return "USD";
  if (t === "gbp" || t === "£") return "GBP";
  return t.toUpperCase();
}

/** After "‹account› NOK": an amount with øre or of three digits or more ("687.50", "2 750", "3'437.50", "385000.00"). */
const ACCOUNT_THEN_AMOUNT = /^\s{0,2}(?:\d{1,3}(?:[ '.,]\d{3})*[.,]\d{2}(?!\d)|\d{4,}[.,]\d{2}(?!\d)|\d{1,3}(?:[ '.,]\d{3})+(?!\d|[.,]\d)|\d{3,}(?!\d|[.,]\d)|\d{1,3}k\d{0,3}(?![\w]))/;

/** Every number in the text with the currency written next to it, if any. */
export function findNumbers(text: string): FoundAmount[] {
  const folded = fold(text);
  const out: FoundAmount[] = [];
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(folded); m; m = AMOUNT_RE.exec(folded)) {
    const written = parseNumber(m[2]);
    if (written === undefined) continue;
    // "2710 NOK 687.50", "6800 kr 2 750", "ORG 937 640 385 NOK 22.400,-": a currency between two numbers
    // is the later one's (the first is an account, a code or an organisation number); the number
    // stands alone and the currency is read again.
    // So is one after a thing's small number ("varebil 1 kr 3 480": van no. 1, then the amount).
    if (m[4] && !m[1] && !m[3] && /^(?:\d{1,2}|\d{4}|\d{3}[ \u00a0]?\d{3}[ \u00a0]?\d{3})$/.test(m[2]) && ACCOUNT_THEN_AMOUNT.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 16))) {
      const currencyAt = m.index + m[0].length - m[4].length;
      out.push({ value: written, currency: undefined, index: m.index, length: m[2].length, raw: m[2] });
      AMOUNT_RE.lastIndex = currencyAt;
      continue;
    }
    // "18.5k NOK", "240k": thousands.
    // "12K5", "6K9": the thousands' mark written where the decimal mark would stand (12.5k, 6.9k).
    const kDigits = m[3] && m[3].length > 1 && /^\d+$/.test(m[2]) ? m[3].slice(1) : undefined;
    const thousands = kDigits !== undefined ? Number(`${m[2]}.${kDigits}`) : written;
    const value = m[3] ? Math.round(thousands * 1000 * 100) / 100 : written;
    // "1 250,-" is how kroner are written without the word, "890.–" how a round sum is written in
    // Switzerland: money, in the books' kroner.
    const currency = currencyCode(m[4] ?? m[1]) ?? (/\d[.,][-–—]/.test(m[0]) ? "NOK" : undefined);
    out.push({ value, currency, index: m.index, length: m[0].length, raw: m[0] });
  }
  return out;
}

/** Numbers that carry a currency: the money amounts of a prompt. */
export function findAmounts(text: string): FoundAmount[] {
  return findNumbers(text).filter((a) => a.currency !== undefined);
}

/** Parse one amount string such as "1 250,50 kr" or "NOK 12,500.00". */
export function parseAmount(raw: string): number | undefined {
  const found = findNumbers(raw);
  return found.length ? found[0].value : undefined;
}
