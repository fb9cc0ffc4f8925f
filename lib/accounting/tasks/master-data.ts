import { z } from "zod";
import { address, email, isoDate, organizationNumber, vatRate, amount } from "./fields";

/** Task 1: a new employee with date of birth, email and start date. */
export const createEmployee = z.object({
  type: z.literal("create_employee"),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: email.optional(),
  dateOfBirth: isoDate.optional(),
  startDate: isoDate.optional(),
  /** The prompt asks for an account administrator (all privileges). */
  isAdministrator: z.boolean().optional(),
});

/** Task 2: a new customer with organisation number, postal address and email. */
export const createCustomer = z.object({
  type: z.literal("create_customer"),
  name: z.string().min(1),
  organizationNumber: organizationNumber.optional(),
  email: email.optional(),
  phone: z.string().min(1).optional(),
  address: address.optional(),
});

/** Task 3: a new product with number, price excluding VAT and VAT rate. */
export const createProduct = z.object({
  type: z.literal("create_product"),
  name: z.string().min(1),
  productNumber: z.string().min(1).optional(),
  priceExcludingVat: amount.optional(),
  /** What the product costs to buy, excluding VAT ("Innpris", "cost price", "Einkaufspreis"). */
  costExcludingVat: amount.optional(),
  vatRate: vatRate.optional().describe("absent means the standard 25 %"),
});

/** Task 4: a new supplier with organisation number and email. */
export const createSupplier = z.object({
  type: z.literal("create_supplier"),
  name: z.string().min(1),
  organizationNumber: organizationNumber.optional(),
  email: email.optional(),
  phone: z.string().min(1).optional(),
  address: address.optional(),
});

/** Task 5: several new departments by name (usually three). */
export const createDepartments = z.object({
  type: z.literal("create_departments"),
  names: z.array(z.string().min(1)).min(1),
  /** The departments' own numbers where the request gives them ("40 | Sensors & IoT"), one a name, in order. */
  numbers: z.array(z.string().regex(/^\d{1,9}$/)).optional(),
});
