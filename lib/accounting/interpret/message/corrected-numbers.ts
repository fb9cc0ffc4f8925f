import { findOrgNumbers } from "../extract/values";

/**
 * An organisation number given wrong and then right in one breath: "the number given was 864584252;
 * the right one is 864584225", "org.nr. 912 345 678 – riktig er 912 345 687". The earlier of two
 * near twins (the same nine digits but for two or three places) is withdrawn where words of the right
 * one stand just before the later. [from, to) spans of the withdrawn numbers; linear in the numbers
 * (at most MAX_NUMBERS, each compared with the next few).
 */

/** Words saying the value after them is the right one (folded), ending right before it. */
const RIGHT_BEFORE =
  /\b(?:correct[oa]?|correct one|right one|right number|korrekt[ea]?|riktig[ea]?|rett[ea]?|richtig[ea]?|bonne?|bon|certo|certa|corrigid[oa]|corrige|korrigert|berichtigt|correcto|correta)\b[^\n\d]{0,24}$/;
const MAX_NUMBERS = 40;
/** How far apart the wrong and the right number may stand. */
const MAX_GAP = 200;

/** How many places two numbers of one length differ in. */
function differences(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

export function correctedNumbers(folded: string): [number, number][] {
  const numbers = findOrgNumbers(folded).slice(0, MAX_NUMBERS);
  const out: [number, number][] = [];
  for (let k = 1; k < numbers.length; k++) {
    const right = numbers[k];
    if (!RIGHT_BEFORE.test(folded.slice(Math.max(0, right.index - 40), right.index))) continue;
    for (let j = k - 1; j >= 0 && right.index - numbers[j].end <= MAX_GAP; j--) {
      const d = differences(numbers[j].value, right.value);
      if (d > 0 && d <= 3) {
        out.push([numbers[j].index, numbers[j].end]);
        break;
      }
    }
  }
  return out;
}
