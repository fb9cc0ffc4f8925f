import { findAmounts, findNumbers, type FoundAmount } from "./amounts";
import { findDates, type FoundDate } from "./dates";
import { findAccounts, findEmails, findOrgNumbers, findPercents, findQuoted, type Quoted } from "./values";
import { fold } from "../text";

/**
 * Stage 1 of the interpreter: every typed value of a request, found whatever the sentence
 * around it — e-mails, organisation numbers, dates, money, plain numbers, percentages,
 * account numbers, quoted names, hours. Each carries its index in the text, so later stages
 * can assign it to a field by the words around it.
 */
export interface Values {
  emails: { value: string; index: number }[];
  orgNumbers: { value: string; index: number }[];
  dates: FoundDate[];
  /** Numbers written with a currency. */
  money: FoundAmount[];
  numbers: FoundAmount[];
  percents: { value: number; index: number }[];
  /** Account numbers written after an account word. */
  accounts: { value: number; index: number }[];
  quoted: Quoted[];
  /** Quantities of hours ("7,5 timer", "22 hours", "26 h"). */
  hours: { value: number; index: number }[];
}

const HOURS = /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:timer|timar|timen|t|h|hours?|hrs?|horas?|heures?|stunden|std)(?![\p{L}\d])/gu;

export function findHours(text: string): { value: number; index: number }[] {
  return [...fold(text).matchAll(HOURS)].map((m) => ({ value: Number(m[1].replace(",", ".")), index: m.index! }));
}

export function readValues(text: string, today?: string): Values {
  return {
    emails: findEmails(text),
    orgNumbers: findOrgNumbers(text),
    dates: findDates(text, today),
    money: findAmounts(text),
    numbers: findNumbers(text),
    percents: findPercents(text),
    accounts: findAccounts(text),
    quoted: findQuoted(text),
    hours: findHours(text),
  };
}
