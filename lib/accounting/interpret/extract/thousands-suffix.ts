import { fold } from "../text";
import { ANY_CURRENCY } from "./implied-currency";

/**
 * Thousands written as a chat writes them: "18,5k ex vat", "grunnlønn 41,5k", "240k", "1.35K". The
 * figure is written out in digits ("18 500"); when the request names no currency anywhere, "kr" goes
 * after it (",-" when the writer marks kroner only so), so later stages read it as money as they read "18 500 kr". Only a "k" glued to the figure
 * and followed by no letter counts ("12 km", "5kg", "3k-linjer" are no thousands). One pass, linear.
 */

const THOUSANDS = /(?<![\p{L}\p{N}.,])(\d{1,3})(?:[.,](\d{1,3}))?[kK](?![\p{L}\p{N}])/gu;


export function writeOutThousands(text: string): string {
  if (!/\d[kK]/.test(text)) return text;
  const folded = fold(text);
  // A writer whose only currency is the kroner dash ("1690,-") writes thousands as kroner too: "4k" is "4 000,-".
  const currency = !ANY_CURRENCY.test(folded) ? " kr" : !ANY_CURRENCY.test(folded.replace(/\d,-/g, "")) ? ",-" : "";
  return text.replace(THOUSANDS, (_whole: string, whole: string, part: string | undefined) => {
    // "1,35k" is 1 350, "18,5k" 18 500: the digits after the mark are the first of the hundreds.
    const value = Number(whole) * 1000 + (part ? Math.round(Number(`0.${part}`) * 1000) : 0);
    return `${group(value)}${currency}`;
  });
}

/** 18500 as "18 500", the way the amount readers read a written figure. */
export function group(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
