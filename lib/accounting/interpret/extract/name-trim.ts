import { namesAction } from "../concepts";
/**
 * What a party's name does not hold: a document number written before it with its joining word
 * ("FAC-26/311 de Academia Formación S.L.", "INV-2041 from Nordlys AS", "Rechnung 4471 von …").
 * A document number is a word with a digit and a dash or slash, or a number word ("invoice",
 * "factura", "Rechnung") with its number. Bounded: only the name's first words are looked at.
 */
const DOC_NUMBER = /^(?:\S*\d\S*[-/]\S*|\S*[-/]\S*\d\S*|(?:factura|fatura|facture|invoice|faktura|rechnung|bill)\s+\S*\d\S*)\s+(?:de|from|fra|frå|von|du|da|do|del|des)\s+(?=\p{Lu})/iu;

export function trimName(name: string): string {
  const trimmed = name.slice(0, 200).replace(DOC_NUMBER, "");
  return trimmed.length ? trimmed + name.slice(200) : name;
}

/** A request's opening verb or "please" before a name is no part of it ("Ajoutez Vélos du Port", "bitte Hafenbau Müller"). */
export function withoutOpeningVerb(words: readonly string[]): string[] {
  let i = 0;
  while (words.length - i > 1 && (/^(?:bitte|please|por favor|venligst|vennligst)$/i.test(words[i]) || namesAction(words[i]))) i++;
  return words.slice(i);
}

/** The word "name" as a label, in the seven languages. */
const NAME_LABEL = /^(?:name|navn|namn|nome|nombre|nom)$/i;

/** A person's name without a label written before it without its colon ("Nome Rafael Couto" is Rafael Couto). */
export function withoutNameLabel(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 2 && NAME_LABEL.test(words[0]) ? words.slice(1).join(" ") : name;
}
