import { isAccountingNoun } from "../concepts";

/**
 * A nickname quoted inside a person's name: "Tobias «Tobben» Engebretsen", "Carmen "Carmi" Ortega".
 * One capitalised word in quotes between a first name and a surname is what colleagues call the
 * person, not a name the task needs: it is dropped and the name reads whole ("Tobias Engebretsen").
 * A first word that is an accounting noun ("Prosjekt «Sommer» Oslo") names a thing, not a person,
 * and stays. One pass; linear.
 */
const NICKNAME = /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]{1,20})([ \t]{1,2})[«"“„‘']\p{Lu}[\p{L}'’-]{0,15}[»"”“’'][ \t]{1,2}(?=\p{Lu}\p{Ll})/gu;
/** The same in a bracket after the name: "Freya Holm ('Frey', freya.holm@…)", "Ida Lund («Iddy»)". */
const NICKNAME_IN_BRACKET = /(?<=\p{Lu}\p{Ll}{1,20}[ \t]{1,2})\([ \t]?[«"“„‘']\p{Lu}[\p{L}'’-]{0,15}[»"”“’'][ \t]?(?:,[ \t]?|\))/gu;

export function dropNicknames(text: string): string {
  if (!/[«"“„‘']/.test(text)) return text;
  return text
    .replace(NICKNAME, (whole, first: string, gap: string) => (isAccountingNoun(first) ? whole : `${first}${gap}`))
    .replace(NICKNAME_IN_BRACKET, (whole) => (whole.endsWith(")") ? "" : "("));
}
