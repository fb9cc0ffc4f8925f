/**
 * Words that label a bank account number (folded): "bankkonto", "Gehaltskonto", "lønnskonto",
 * "account no.", "cuenta bancaria". A bare account word labels one too, since only eleven digits
 * are taken (a ledger account has four).
 */
const BANK_LABEL = /(?:[a-z]*konto(?:nummer|nr)?|bank account(?: number| no\.?)?|account(?: number| no\.?)?|bankverbindung|iban|cuenta(?: del banco| bancaria)?|conta(?: bancaria| do banco)?|compte(?: bancaire| en banque)?)/;

/** What an account is for, between its label and its number: "for lønn", "for salary", "für Gehalt", "pour le salaire", "para nómina". */
const FOR_WHAT = /(?:for|til|fur|pour|para|of)[ \t](?:(?:le|la|el|o|a|das|den)[ \t])?\p{L}{2,14}/u;

/**
 * The bank account number written after its label: eleven digits, grouped or not ("3705.41.28763",
 * "3208 11 46720"). Read on the folded text; every repeat bounded.
 */
export function labelledBankAccount(folded: string): string | undefined {
  // What the account is for may stand between ("kontonummer for lønn 1088…", "account for salary …").
  const m = new RegExp(`${BANK_LABEL.source}\\.?[ \\t]{0,3}(?:${FOR_WHAT.source}[ \\t]{0,2})?(?:\\([^()\\n]{0,30}\\)[ \\t]{0,2})?(?:[:=→-]|::)?[ \\t]{0,3}(\\d[\\d .]{9,16}\\d)`, "u").exec(folded);
  const digits = m?.[1].replace(/[ .]/g, "");
  return digits?.length === 11 ? digits : undefined;
}
