import { fold } from "../text";

/**
 * A record says a figure's unit in its label, not beside the figure: "budsjett: 298 000", "Festpreis:
 * 240000", and "timar:" over "- Solveig Rørvik (prosjektleiar): 28". The unit is written after the
 * figure, as free text gives it ("298 000 kr", "28 timar"), so the readers know what the figure is.
 * Only a whole value on a label's line; a figure that has its unit already is left. Pure; one pass.
 */
export function writeLabelledUnits(text: string): string {
  if (!text.includes(":")) return text;
  const lines = text.split("\n");
  let hoursUnder: { indent: number; word: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > MAX_LINE) {
      hoursUnder = undefined;
      continue;
    }
    const heading = HOURS_HEADING.exec(line);
    if (heading) {
      hoursUnder = { indent: heading[1].length, word: heading[2] };
      continue;
    }
    if (hoursUnder) {
      const item = HOURS_ITEM.exec(line);
      if (item && item[1].length >= hoursUnder.indent) {
        lines[i] = `${line.slice(0, item.index + item[0].length)} ${hoursUnder.word}${line.slice(item.index + item[0].length)}`;
        continue;
      }
      if (line.trim()) hoursUnder = undefined;
    }
    const money = MONEY_VALUE.exec(line);
    if (money && MONEY_LABEL.test(fold(money[2]))) lines[i] = `${line.slice(0, money.index + money[0].length)} kr${line.slice(money.index + money[0].length)}`;
  }
  return lines.join("\n");
}

const MAX_LINE = 300;
/** "timar:", "Hours:", "Stunden:" alone on a line: the items under it count hours. */
const HOURS_HEADING = /^([ \t]*)(?:[-*•][ \t]+)?(timar|timer|hours|hrs|stunden|horas|heures)[ \t]*:[ \t]*(?:#[^\n]*)?$/i;
/** "- Solveig Rørvik (prosjektleiar, …): 28": an item whose value is a bare figure. */
const HOURS_ITEM = /^([ \t]*)[-*•][ \t]+[^\n:]{2,120}:[ \t]*\d{1,3}(?:[.,]\d{1,2})?(?=[ \t]*(?:$|#|–|—|\())/;
/** "budsjett: 298 000", "fixed price: 240000": a label's whole value a bare figure of three digits or more. */
const MONEY_VALUE = /^([ \t]*(?:[-*•][ \t]+)?)([\p{L}][\p{L} ._-]{1,30}?)[ \t]*:[ \t]*(?:\d{1,3}(?:[ .\u00a0]\d{3})+|\d{3,9})(?:,\d{2})?(?=[ \t]*(?:$|#|–|—|\())/u;
/** Labels of a sum of money (folded, a word or the end of a compound); a label naming an account holds an account ("Account for the cost: 6800"). */
const MONEY_LABEL = /^(?!.*\b(?:account|konto|kto|compte|cuenta|conta)).*(?:^|\s|_)(?:budsjett|budget|budgett|presupuesto|orcamento|belop|amount|betrag|montant|importe|valor|fastpris|festpreis|fixed price|fixedprice|prix forfaitaire|precio fijo|preco fixo)$/;
