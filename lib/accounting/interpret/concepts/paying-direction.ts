import { fold } from "../text";
import type { Concept } from "./lexicon";

/**
 * A party named by which way the money goes, by a writer who has no word for it: "one of the
 * people who pay us", "dem vi handler hos", "det er vi som betaler dem", "die uns bezahlen", "chez
 * qui nous achetons", "a quienes vendemos". Those who pay us, or to whom we sell, are customers;
 * those we pay, or buy from, are suppliers. Each pattern is one bounded regular expression over the
 * folded text (same length): linear. The hit stands at the phrase's first word, so a negation
 * before it ("altså ikke en som betaler oss") reaches it.
 */
const CUSTOMER_PHRASES = [
  /\b(?:who|that)\s(?:pay|pays)\s(?:us|our bills)\b/g,
  /\bwe\s(?:sell|rent|invoice|bill)\s(?:\w+\s)?to\b/g,
  /\bsom\s(?:betaler|betalar)\s(?:oss|til oss)\b/g,
  /\b(?:vi|me)\s(?:selger|sel|leiger ut|leier ut)\s(?:\w+\s)?til\b/g,
  /\bdie\suns\s(?:bezahlen|zahlen|bezahlt|zahlt)\b/g,
  /\b(?:an\s)?die\swir\s(?:verkaufen|vermieten)\b/g,
  /\bqui\snous\s(?:paient|paie|reglent)\b/g,
  /\ba\squi\snous\s(?:vendons|louons|facturons)\b/g,
  /\bque\snos\s(?:pagan|paga|pagam)\b/g,
  /\ba\squienes\s(?:vendemos|alquilamos|facturamos)\b/g,
  /\ba\squem\s(?:vendemos|alugamos|faturamos)\b/g,
];
const SUPPLIER_PHRASES = [
  /\b(?:we|i)\s(?:buy|order|purchase)\s(?:\w+\s)?from\b/g,
  /\b(?:we|i)\s(?:pay|owe)\s(?:them|him|her)\b/g,
  /\b(?:we|i)\sowe\s(?:\w+\s)?to\b/g,
  /\b(?:vi|me|eg|jeg)\s(?:kjoper|kjoeper|handler|handlar|bestiller|bestiller)\s(?:\w+\s)?(?:fra|fraa|av|hos)\b/g,
  /\b(?:vi|me)\s(?:som\s)?(?:betaler|betalar|skylder|skuldar)\s(?:dem|dei|han|ho|henne)\b/g,
  /\bdem\s(?:vi|me)\s(?:handler|handlar|kjoper)\s(?:hos|fra|fraa|av)\b/g,
  /\bbei\sdenen\swir\s(?:kaufen|einkaufen|bestellen)\b/g,
  /\bwir\s(?:kaufen|beziehen|bestellen)\s(?:\w+\s)?bei\b/g,
  /\b(?:die|denen)\swir\s(?:bezahlen|zahlen)\b/g,
  /\bchez\squi\snous\s(?:achetons|commandons)\b/g,
  /\bnous\s(?:achetons|commandons)\s(?:\w+\s)?chez\b/g,
  /\bque\snous\spayons\b/g,
  /\ba\squienes\s(?:compramos|pagamos)\b/g,
  /\b(?:compramos|pedimos)\s(?:\w+\s)?a\b/g,
  /\bde\squem\scompramos\b/g,
  /\ba\squem\spagamos\b/g,
];

/** Where the text names a customer or supplier by the way the money goes (indices into the text). */
export function payingDirectionHits(text: string): [Concept, number][] {
  const folded = fold(text);
  if (!/\b(?:pay|owe|betal|skyld|bezahl|zahl|pai|pag|sell|sel|verkauf|vend|buy|kjop|handl|kauf|achet|compr)/.test(folded)) return [];
  const out: [Concept, number][] = [];
  for (const re of CUSTOMER_PHRASES) for (const m of folded.matchAll(re)) out.push(["customer", m.index!]);
  for (const re of SUPPLIER_PHRASES) for (const m of folded.matchAll(re)) out.push(["supplier", m.index!]);
  return out;
}
