/** Words that label a bank account number (folded). */
const BANK_LABEL = /(?:bankkonto|bankkontonummer|kontonummer|bank account(?: number| no\.?)?|account no\.?|bankverbindung|iban|cuenta (?:del banco|bancaria)|conta bancaria|conta do banco|compte bancaire|compte en banque)/;

/**
 * The bank account number written after its label: eleven digits, grouped or not ("3705.41.28763",
 * "3208 11 46720"). Read on the folded text; every repeat bounded.
 */
export function labelledBankAccount(folded: string): string | undefined {
  const m = new RegExp(`${BANK_LABEL.source}\\.?[ \\t]{0,3}(?:\\([^()\\n]{0,30}\\)[ \\t]{0,2})?(?:[:=→-]|::)?[ \\t]{0,3}(\\d[\\d .]{9,16}\\d)`).exec(folded);
  const digits = m?.[1].replace(/[ .]/g, "");
  return digits?.length === 11 ? digits : undefined;
}
