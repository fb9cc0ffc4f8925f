import { z } from "zod";
import { amount, isoDate, partyRef, personRef, positiveAmount } from "./fields";

/** Task 8: a new project for an existing customer, managed by an existing employee. */
export const createProject = z.object({
  type: z.literal("create_project"),
  name: z.string().min(1),
  customer: partyRef,
  projectManager: personRef.optional(),
  startDate: isoDate.optional(),
});

/** Task 15: set a fixed price on an existing project and invoice a percentage of it as a milestone. */
export const invoiceFixedPriceMilestone = z.object({
  type: z.literal("invoice_fixed_price_milestone"),
  projectName: z.string().min(1),
  customer: partyRef,
  projectManager: personRef.optional(),
  fixedPrice: positiveAmount,
  milestonePercent: z.number().positive().max(100),
  invoiceDate: isoDate.optional(),
});

/** Task 16: log hours on a project activity, then invoice the customer for them. */
export const logHoursAndInvoice = z.object({
  type: z.literal("log_hours_and_invoice"),
  employee: personRef,
  hours: positiveAmount,
  activityName: z.string().min(1),
  projectName: z.string().min(1),
  customer: partyRef,
  hourlyRate: positiveAmount,
  date: isoDate.optional(),
  /** The hours day by day, when the request lists them ("24.08: 8 h, 25.08: 8 h, 26.08: 6 h"); they add up to `hours`. */
  entries: z.array(z.object({ date: isoDate, hours: z.number().positive().max(24) })).optional(),
});

/**
 * Task 28: compare expense accounts between two months, take the accounts with the largest
 * increase, and create an internal project (named after the account) with an activity for each.
 */
export const costIncreaseProjects = z.object({
  type: z.literal("cost_increase_projects"),
  /** First day of the earlier month, e.g. 2026-01-01. */
  fromMonth: isoDate,
  /** First day of the later month, e.g. 2026-02-01. */
  toMonth: isoDate,
  accountCount: z.number().int().positive().default(3),
  createActivities: z.boolean().default(true),
});

/** Task 29: budget, hours for several employees, a supplier cost, then a customer invoice. */
export const projectLifecycle = z.object({
  type: z.literal("project_lifecycle"),
  projectName: z.string().min(1),
  customer: partyRef,
  budget: positiveAmount.optional(),
  timeEntries: z
    .array(
      z.object({
        employee: personRef,
        role: z.enum(["project_manager", "consultant", "other"]).default("other"),
        hours: positiveAmount,
        /** This person's price per hour on the invoice, when the request prices roles apart ("1 450 (project manager) and 1 150 (consultant)"). */
        hourlyRate: positiveAmount.optional(),
        /** The hours day by day, when the request dates them ("7,5 t tirsdag 8/9 + 7,5 t onsdag 9/9"): they add up to `hours`. */
        days: z.array(z.object({ date: isoDate, hours: positiveAmount })).max(31).optional(),
      }),
    )
    .default([]),
  /** The activity the hours go on, when the request names one ("aktivitet «Rådgivning»"). */
  activityName: z.string().min(1).optional(),
  supplierCost: z
    .object({
      supplier: partyRef,
      /** Net of VAT when `vatRate` is given. */
      amount: amount,
      /** The input VAT the request puts on the supplier's cost ("+ 25 % MVA"): booked with it, the payable is gross. */
      vatRate: z.number().min(0).max(100).optional(),
      /** The cost account the request names ("kostnaden på konto 4300"). */
      account: z.number().int().min(1000).max(9999).optional(),
    })
    .optional()
    .describe("a supplier cost booked on the project"),
  createInvoice: z.boolean().default(true),
  /** The customer invoice's price per hour, when the request gives one ("the 44 hours at 1 250 kr"): the invoice is then the hours times it. */
  hourlyRate: positiveAmount.optional(),
});
