import { fold } from "../text";
import type { Concept } from "./lexicon";

/**
 * A party named by which way the money goes, by a writer who has no word for it: "one of the
 * people who pay us", "dem vi handler hos", "det er vi som betaler dem", "die uns bezahlen", "chez
 * qui nous achetons", "a quienes vendemos". Those who pay us, or to whom we sell, are customers;
 * those we pay, or buy from, are suppliers. Each pattern is one bounded regular expression over the
 * folded text (same length): linear. The hit stands at the phrase's first word, so a negation
 * before it ("altså ikke en som betaler oss") reaches it. A thing "we sell" is a product, and "one of our people" an
 * employee, in the same way.
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
  // Those who buy from us: "who buy from us", "que nos compran", "qui nous achètent", "som kjøper fra oss".
  /\b(?:who|that)\s(?:buy|buys|order|orders)\s(?:\w+\s)?from\sus\b/g,
  /\bque\snos\s(?:compran|compra|compram)\b/g,
  /\bqui\snous\s(?:achetent|achete|commandent)\b/g,
  /\b(?:die|der|wer)\sbei\suns\s(?:kaufen|kauft|einkaufen|einkauft|bestellen|bestellt)\b/g,
  /\bsom\s(?:kjoper|kjoeper|handler|handlar|bestiller)\s(?:\w+\s)?(?:fra|fraa|av|hos)\soss\b/g,
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
  // Those we buy from, in the other person or the other order: "a quem compramos", "à qui on achète", "who sell to us".
  /\ba\squem\scompramos\b/g,
  /\b(?:a|chez)\squi\s(?:on|nous)\s(?:achete|achetons|commande|commandons)\b/g,
  /\b(?:who|that)\s(?:sell|sells|supply|supplies)\s(?:\w+\s)?(?:to\s)?us\b/g,
  /\bque\snos\s(?:venden|vende|vendem|suministran|fornecem)\b/g,
  /\bqui\snous\s(?:vendent|vend|livrent|fournissent)\b/g,
  /\bdie\suns\s(?:verkaufen|liefern|beliefern)\b/g,
  /\bsom\s(?:selger|sel|leverer|leverar)\s(?:\w+\s)?til\soss\b/g,
];

/** A thing we sell, by a writer without the word product: "something we sell", "algo que vendemos", "une chose qu'on vend". */
const PRODUCT_PHRASES = [
  /\b(?:something|a thing|one of the things|what)\s(?:that\s)?we\s(?:sell|sold)\b/g,
  /\b(?:noe|noko|ein ting|en ting|ei ting|det)\s(?:som\s)?(?:vi|me)\s(?:selger|sel|skal selge|skal selje)\b/g,
  /\b(?:etwas|ding|sache)\W{1,3}(?:das|was|die)\swir\s(?:\w+\s)?verkaufen\b/g,
  /\bwas\swir\s(?:\w+\s)?verkaufen\b/g,
  /\b(?:chose|quelque chose|ce)\squ(?:'|e\s)?\s?(?:on|nous)\s(?:vend|vendons)\b/g,
  /\b(?:algo|cosa|coisa|alguma coisa)\sque\s(?:vendemos|vendamos|vamos vender)\b/g,
];
/** One of our people, by a writer without the word employee: "en av folka våre", "works for us", "um dos nossos". */
const EMPLOYEE_PHRASES = [
  // "one of the people who pay us" is a customer: a clause after the people defines them otherwise.
  /\bone\sof\sour\s(?:people|folks|staff|team|crew)\b(?!\s(?:who|that|which|we)\b)/g,
  /\b(?:works|working|will work)\s(?:for|with|at)\sus\b/g,
  /\b(?:en|ein|ei)\sav\s(?:folka|folkene|gjengen)\s(?:vare|vaare|vaar|vaart|vaare)\b/g,
  /\b(?:jobber|jobbar|arbeider|arbeidar|skal jobbe|skal jobba)\s(?:\w+\s)?hos\soss\b/g,
  /\b(?:einer?|eine)\svon\suns(?:eren\sleuten)?\b/g,
  /\barbeitet\s(?:\w+\s)?bei\suns\b/g,
  // "um dos nossos" standing alone (not "um dos nossos papéis"): a pronoun, one of us.
  /\b(?:l'un|l'une|un|une)\s(?:des|de)\s(?:notres|nos gens)\b(?=\s{0,2}(?:[,.;:!?)—–-]|$|(?:a|au|dans|chez|et|maintenant|aussi|depuis|a partir)\b))/g,
  /\btravaille\s(?:\w+\s)?(?:chez|avec)\snous\b/g,
  /\b(?:uno|una)\sde\s(?:los|las)\s(?:nuestros|nuestras)\b(?=\s{0,2}(?:[,.;:!?)—–-]|$|(?:en|a|y|ahora|tambien|desde|a partir)\b))/g,
  /\btrabaja\s(?:\w+\s)?(?:con|para)\snosotros\b/g,
  /\b(?:um|uma)\s(?:dos|das)\s(?:nossos|nossas)\b(?=\s{0,2}(?:[,.;:!?)—–-]|$|(?:na|no|em|e|agora|tambem|desde|a partir)\b))/g,
  /\btrabalha\s(?:\w+\s)?(?:connosco|conosco|para nos)\b/g,
];

/**
 * An invoice said to have come from someone: a bill to pay, whatever the writer calls it ("Fakturaen er frå Luster
 * Energiverk", "the bill came today from …", "die Rechnung kam von …", "la facture reçue de …"). Never "the invoice is
 * of 500" (French and Spanish "de" after a bare "est" or "es" names an amount).
 */
const INCOMING_INVOICE_PHRASES = [
  /\b\w{0,20}(?:faktura|fakturaen|rekning|rekninga|rekningen|regning|regningen)\s(?:\w+\s){0,4}?(?:er|var|kom|kjem|kommer|har kommet|har komme)\s(?:\w+\s){0,2}?(?:fra|fraa)\b/g,
  /\b(?:invoice|bill)\s(?:\w+\s){0,4}?(?:came|comes|arrived|is|was|has come)\s(?:\w+\s){0,2}?from\b/g,
  /\b(?:invoice|bill)\s(?:that\s)?(?:we|i)\s(?:got|get|received|have received|have got)\s(?:\w+\s){0,2}?from\b/g,
  /\b\w{0,20}rechnung\s(?:\w+\s){0,4}?(?:ist|kam|kommt|war|ist gekommen)\s(?:\w+\s){0,2}?(?:von|vom)\b/g,
  /\bfacture\s(?:\w+\s){0,4}?(?:arrivee|recue|venue|vient|est arrivee|est venue)\s(?:\w+\s){0,2}?(?:de|du|d)\b/g,
  /\bfactura\s(?:\w+\s){0,4}?(?:llego|ha llegado|recibida|que recibimos|viene)\s(?:\w+\s){0,2}?(?:de|del)\b/g,
  /\bfatura\s(?:\w+\s){0,4}?(?:chegou|recebida|que recebemos|vem|veio)\s(?:\w+\s){0,2}?(?:de|da|do)\b/g,
];

/** Where the text names a customer or supplier by the way the money goes (indices into the text). */
export function payingDirectionHits(text: string): [Concept, number][] {
  const folded = fold(text);
  if (!/faktura|rekning|regning|invoice|bill|rechnung|facture|factura|fatura/.test(folded) && !/\b(?:pay|owe|betal|skyld|bezahl|zahl|pai|pag|sell|sel|verkauf|vend|buy|kjop|handl|kauf|achet|compr|suppl|lever|liefer|livr|fourn|one|en|ein|ei|einer|eine|l'un|un|uno|una|um|uma|work|jobb|arbei|travail|trabaj|trabalh)/.test(folded)) return [];
  const out: [Concept, number][] = [];
  for (const re of PRODUCT_PHRASES) for (const m of folded.matchAll(re)) out.push(["product", m.index!]);
  for (const re of EMPLOYEE_PHRASES) for (const m of folded.matchAll(re)) out.push(["employee", m.index!]);
  for (const re of CUSTOMER_PHRASES) for (const m of folded.matchAll(re)) out.push(["customer", m.index!]);
  for (const re of SUPPLIER_PHRASES) for (const m of folded.matchAll(re)) out.push(["supplier", m.index!]);
  if (/faktura|rekning|regning|invoice|bill|rechnung|facture|factura|fatura/.test(folded)) {
    for (const re of INCOMING_INVOICE_PHRASES) for (const m of folded.matchAll(re)) out.push(["supplierInvoice", m.index!]);
  }
  return out;
}
