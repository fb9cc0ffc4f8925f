/**
 * Words that label a bank account number (folded): "bankkonto", "Gehaltskonto", "lønnskonto",
 * "account no.", "cuenta bancaria". A bare account word labels one too, since only eleven digits
 * are taken (a ledger account has four).
 */
const BANK_LABEL = /(?:[a-z]*konto(?:nummer|nr)?|bank account(?: number| no\.?)?|account(?: number| no\.?)?|bankverbindung|iban|cuenta(?: del banco| bancaria)?|conta(?: bancaria| do banco)?|compte(?: bancaire| en banque)?)/;

/**
 * The bank account number written after its label: eleven digits, grouped or not ("3705.41.28763",
 * "3208 11 46720"). Read on the folded text; every repeat bounded.
 */
export function labelledBankAccount(folded: string): string | undefined {
  const m = new RegExp(`${BANK_LABEL.source}\\.?[ \\t]{0,3}(?:\\([^()\\n]{0,30}\\)[ \\t]{0,2})?(?:[:=→-]|::)?[ \\t]{0,3}(\\d[\\d .]{9,16}\\d)`).exec(folded);
  const digits = m?.[1].replace(/[ .]/g, "");
  return digits?.length === 11 ? digits : undefined;
}
