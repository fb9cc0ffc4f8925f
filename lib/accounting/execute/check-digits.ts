/**
 * The check digit of a Norwegian bank account number (MOD11 over its first ten digits), or null
 * when none can be (a remainder of 1: no number with these ten digits is valid).
 */
export function bankAccountCheckDigit(firstTen: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = firstTen.split("").reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  const r = 11 - (sum % 11);
  if (r === 10) return null;
  return r === 11 ? 0 : r;
}

/** Whether eleven digits are a bank account number Tripletex accepts (its check digit right). */
export function isValidBankAccountNumber(digits: string): boolean {
  return /^\d{11}$/.test(digits) && bankAccountCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
