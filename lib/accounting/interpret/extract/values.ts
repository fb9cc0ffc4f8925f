import { fold } from "../text";

/** Email addresses in order of appearance. */
export function findEmails(text: string): { value: string; index: number }[] {
  const re = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
  return [...text.matchAll(re)].map((m) => ({ value: m[0].replace(/\.$/, ""), index: m.index! }));
}

/** Norwegian organisation numbers: 9 digits, optionally grouped "123 456 789". */
export function findOrgNumbers(text: string): { value: string; index: number }[] {
  const re = /(?<![\d.,])(\d{3})[ \u00a0]?(\d{3})[ \u00a0]?(\d{3})(?![\d.,]\d)/g;
  return [...text.matchAll(re)].map((m) => ({ value: m[1] + m[2] + m[3], index: m.index! }));
}

/** The organisation number that follows an "org" label, else the first 9-digit number. */
export function orgNumberNear(text: string, from = 0): string | undefined {
  const all = findOrgNumbers(text).filter((o) => o.index >= from);
  return all[0]?.value;
}

export interface Quoted {
  value: string;
  index: number;
  /** Index just after the closing quote. */
  end: number;
}

/** Strings in double quotes (straight, curly, guillemets) or single quotes around several characters. */
export function findQuoted(text: string): Quoted[] {
  const re = /"([^"\n]{1,200})"|“([^”\n]{1,200})”|„([^“”\n]{1,200})[“”]|«\s?([^»\n]{1,200}?)\s?»|(?<![\p{L}\d])'([^'\n]{2,200})'(?![\p{L}\d])|‘([^’\n]{1,200})’/gu;
  return [...text.matchAll(re)].map((m) => ({
    value: (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]).trim(),
    index: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** Percentages: "25 %", "25%", "33,5 %". */
export function findPercents(text: string): { value: number; index: number }[] {
  const re = /(\d{1,3}(?:[.,]\d+)?)\s?(?:%|prosent|percent|por ciento|por cento|pour cent|prozent)/gi;
  return [...fold(text).matchAll(re)].map((m) => ({ value: Number(m[1].replace(",", ".")), index: m.index! }));
}

const ACCOUNT_WORD = "(?:konto|kontoen|account|cuenta|conta|compte|kto\\.?)";

/** 4-digit ledger account numbers written after an account word ("konto 6540", "compte 1700"). */
export function findAccounts(text: string): { value: number; index: number }[] {
  const re = new RegExp(`${ACCOUNT_WORD}\\s*(?:nr\\.?|no\\.?|n[º°o]\\.?|number)?\\s*(\\d{4})(?!\\d)`, "gi");
  return [...fold(text).matchAll(re)].map((m) => ({ value: Number(m[1]), index: m.index! + m[0].length - 4 }));
}

/** Every standalone 4-digit number that looks like an account (1000–8999) in parentheses or after an account word. */
export function findAccountLike(text: string): { value: number; index: number }[] {
  const re = /(?<![\d.,])([1-8]\d{3})(?![\d.,]\d|\s?(?:nok|kr|eur))/gi;
  return [...fold(text).matchAll(re)].map((m) => ({ value: Number(m[1]), index: m.index! }));
}

/** INV-2026-1234 style invoice numbers. */
export function findInvoiceNumbers(text: string): string[] {
  return [...text.matchAll(/\b[A-Z]{2,5}-\d{2,4}-\d{1,8}\b|\b[A-Z]{2,5}-?\d{3,10}\b/g)].map((m) => m[0]);
}
