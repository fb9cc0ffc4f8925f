import { z } from "zod";

/**
 * Field schemas shared by the task types. Every value a task carries is already normalised:
 * dates are ISO `YYYY-MM-DD`, amounts are plain numbers in the stated currency (NOK unless a task
 * says otherwise), VAT rates are percentages (25, 15, 12, 0), accounts are 4-digit numbers.
 */

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date YYYY-MM-DD")
  .describe("ISO date YYYY-MM-DD");

export const organizationNumber = z
  .string()
  .regex(/^\d{9}$/, "must be 9 digits")
  .describe("Norwegian organisation number, 9 digits");

export const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address");

/** A money amount; may be fractional (øre). */
export const amount = z.number().finite();

export const positiveAmount = z.number().finite().positive();

/** VAT rate in percent: 25, 15, 12 or 0 in Norway. */
export const vatRate = z.number().min(0).max(100).describe("VAT rate in percent, e.g. 25, 15, 12, 0");

/** A ledger account number of the Norwegian standard chart (NS 4102). */
export const accountNumber = z.number().int().min(1000).max(99999).describe("ledger account number, e.g. 1920");

export const address = z.object({
  addressLine1: z.string().min(1),
  // Norwegian postcodes have four digits; a customer abroad may have five ("54411 Hermeskeil").
  postalCode: z.string().regex(/^\d{4,5}$/).optional(),
  city: z.string().min(1).optional(),
});
export type Address = z.infer<typeof address>;

/** A customer or supplier named by the prompt; the organisation number is the reliable key. */
export const partyRef = z.object({
  name: z.string().min(1),
  organizationNumber: organizationNumber.optional(),
  email: email.optional().describe("the company's own e-mail address, when the request gives one"),
});
export type PartyRef = z.infer<typeof partyRef>;

/** An existing employee named by the prompt; the email is the reliable key. */
export const personRef = z.object({
  name: z.string().min(1).describe("full name as written"),
  firstName: z.string().min(1).optional(),
  lastName: z.string().min(1).optional(),
  email: email.optional(),
});
export type PersonRef = z.infer<typeof personRef>;

/** One line of an order or invoice. Prices are excluding VAT. */
export const invoiceLine = z.object({
  description: z.string().min(1).describe("product name or line text"),
  productNumber: z.string().min(1).optional().describe("product number when the prompt gives one"),
  quantity: z.number().positive().default(1),
  unitPriceExcludingVat: amount,
  vatRate: vatRate.optional().describe("VAT percent of the line; absent means the standard 25 %"),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;
