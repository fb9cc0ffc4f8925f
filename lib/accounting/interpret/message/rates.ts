import { fold } from "../text";
import type { Values } from "../extract/read";

/**
 * Quantities times rates: "3 hours of consulting at 1200 NOK per hour", "40 stk à 38,50 kr",
 * "2 x 1 250,-". Each gives a quantity, a unit price and, when the words between name it, what
 * is sold. Found by looking back a bounded stretch from each priced number (linear).
 */
export interface Rate {
  quantity: number;
  unitPrice: number;
  /** Where the unit price stands in the text. */
  priceIndex: number;
  quantityIndex: number;
  /** What is sold, when named between the quantity and the price ("consulting"). */
  what?: string;
}

const UNIT = "(?:hours?|hrs?|h|timer|timar|t|horas?|heures?|stunden|std|stk\\.?|stykk|pcs|pieces|units?|unidades?|unites?|stuck|dager|dagar|days?|dias?|jours?|tage)";
/** A quantity with its unit, what is sold, then "at"/"à"/"x" right before the price (folded). */
const QTY_AT = new RegExp(
  `(?<![\\d.,])(\\d{1,5}(?:[.,]\\d{1,2})?)\\s?(?:${UNIT}\\b\\.?|[x×])\\s{0,2}([^\\n\\d:;]{0,50}?)\\s{0,2}(?:at|a|à|@|til|pa|zu|je|por|pour|x|×|for|each)?\\s{0,2}(?:kr\\.?|nok|eur|€)?\\s{0,2}$`,
);
const LEAD = /^(?:of|av|med|with|de|d'|du|des|do|da|an|von|fur|i|in|en|em|on|for|til)\s+/;

/** A record's quantity line: "Qté: 2", "Antall: 3", "Qty: 12" (at most 40 characters to the price's line). */
const QUANTITY_LINE = /(?:^|\n)[ \t]{0,3}(?:[-*•][ \t]{1,2})?(?:antall|ant|qty|quantity|cantidad|cant|quantidade|qtd|quantite|qte|menge|anzahl|stk)\.?[ \t]{0,2}:[ \t]{0,2}(\d{1,4})[ \t]*\n(?:[^\n]{0,120}\n){0,1}[^\n]{0,40}$/;
/** A unit price's label right before its figure: "Prix unitaire HT: 9 850,00", "Enhetspris: 450". */
const UNIT_PRICE_LABEL = /(?:^|\n)[ \t]{0,3}(?:[-*•][ \t]{1,2})?(?:enhetspris|einingspris|unit price|prix unitaire|precio unit\w*|preco unit\w*|einzelpreis|stuckpreis|a-pris)[^\n:]{0,24}:[ \t]{0,3}(?:kr\.?|nok|eur)?[ \t]{0,2}$/;

/**
 * A record's count and unit price on their label lines, one over the other or a line apart
 * ("Qté: 2" over "Prix unitaire HT: 9 850,00 NOK"): a rate, the amount is their product.
 */
function recordRate(folded: string, price: { index: number; value: number }): Rate | undefined {
  const head = folded.slice(Math.max(0, price.index - 240), price.index);
  const label = UNIT_PRICE_LABEL.exec(head);
  if (!label) return undefined;
  const q = QUANTITY_LINE.exec(head.slice(0, label.index + 1));
  const quantity = q ? Number(q[1]) : 0;
  if (!q || !(quantity > 0)) return undefined;
  return { quantity, unitPrice: price.value, priceIndex: price.index, quantityIndex: price.index - head.length + q.index + q[0].indexOf(q[1]) };
}

export function findRates(text: string, values: Values): Rate[] {
  const folded = fold(text);
  const out: Rate[] = [];
  for (const price of values.money) {
    const head = folded.slice(Math.max(0, price.index - 80), price.index);
    const m = QTY_AT.exec(head);
    if (!m) {
      const counted = recordRate(folded, price);
      if (counted) out.push(counted);
      continue;
    }
    const quantity = Number(m[1].replace(",", "."));
    // "at", "à", "x" or a unit must join them: "3 hours consulting 1200" without one is no rate.
    if (!(quantity > 0) || !/(?:\bat|\sa|à|@|\btil|\bpa|\bzu|\bje|\bpor|\bpour|[x×]|\beach|\bfor)\s{0,2}(?:kr\.?|nok|eur|€)?\s{0,2}$/.test(head)) continue;
    const start = price.index - head.length + m.index;
    const whatRaw = text.slice(start + m[0].indexOf(m[2], m[1].length), start + m[0].indexOf(m[2], m[1].length) + m[2].length);
    const what = whatRaw
      .replace(/\s{0,2}(?:at|a|à|@|til|på|pa|zu|je|por|pour|for|each)\s*$/i, "")
      .trim()
      .replace(/^(?:of|av|med|with|de|d'|du|des|do|da|an|von|für|fur|i|in|en|em|on|for|til)\s+/i, "")
      .replace(/[,\s]+$/, "");
    out.push({
      quantity,
      unitPrice: price.value,
      priceIndex: price.index,
      quantityIndex: start,
      ...(what && /\p{L}{3}/u.test(what) && !LEAD.test(fold(what)) ? { what } : {}),
    });
  }
  return out;
}
