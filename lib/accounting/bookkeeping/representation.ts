/**
 * Entertainment and representation: meals, drinks and gifts for customers or business
 * partners. In Norway the input VAT on such costs is not deductible, so they are booked gross on
 * the representation account (7350) with no input-VAT line.
 */

/** Account for representation costs in the Norwegian standard chart (NS 4102). */
export const REPRESENTATION_ACCOUNT = 7350;

const WORDS =
  /(?:representasjon|kunderelasjon|kundemiddag|kundelunsj|kundemote|forretningsmiddag|forretningslunsj|forretningsmat|gave til kunde|kundegave|julegave til kunde|entertainment|hospitality|client (?:dinner|lunch|meal|gift|event)|customer (?:dinner|lunch|meal|gift|event)|business (?:dinner|lunch|meal)|gastos de representacion|comida de negocios|cena de negocios|despesas de representacao|almoco de negocios|jantar de negocios|frais de representation|frais de reception|repas d'affaires|dejeuner d'affaires|diner d'affaires|cadeau client|bewirtung|geschaftsessen|kundengeschenk|reprasentation)/;

/** Meals or gifts together with a customer, partner or client ("lunsj med kunden", "dinner with a client"). */
const WITH_CUSTOMER =
  /(?:middag|lunsj|lunch|dinner|meal|mat|kaffe|gave|gift|comida|cena|almoco|jantar|presente|repas|dejeuner|diner|cadeau|essen|geschenk)\W{1,3}(?:\w+\W{1,3}){0,3}?(?:med|with|con|com|avec|mit|for|til|para|pour|fur)\W{1,3}(?:\w+\W{1,3}){0,2}?(?:kunde|kunden|kundar|kunder|customers?|clients?|cliente|clientes|partner|partnere|partners|socios|parceiros|geschaftspartner|leverandor)/;

/** Whether a (folded: lower case, no diacritics) description names entertainment or representation. */
export function isRepresentation(folded: string): boolean {
  const text = folded.slice(0, 4000);
  return WORDS.test(text) || WITH_CUSTOMER.test(text);
}
