import { z } from "zod";
import { email, isoDate, personRef, positiveAmount } from "./fields";

/** Task 12: payroll for this month for an existing employee: base salary plus a one-time bonus. */
export const runPayroll = z.object({
  type: z.literal("run_payroll"),
  employee: personRef,
  baseSalary: positiveAmount,
  bonus: positiveAmount.optional(),
  /** Any day in the payroll month; absent means the current month. */
  date: isoDate.optional(),
});

export const travelCostCategory = z.enum(["flight", "taxi", "train", "bus", "hotel", "parking", "meal", "other"]);

/** Task 13: a travel expense report with per diem days and out-of-pocket costs. */
export const registerTravelExpense = z.object({
  type: z.literal("register_travel_expense"),
  employee: personRef,
  title: z.string().min(1).describe("purpose / title of the trip"),
  days: z.number().int().positive().optional(),
  perDiemRate: positiveAmount.optional().describe("daily per diem rate in NOK"),
  costs: z
    .array(
      z.object({
        category: travelCostCategory,
        description: z.string().min(1).describe("the cost as named in the prompt, e.g. flybillett"),
        amount: positiveAmount.describe("amount including VAT"),
      }),
    )
    .default([]),
  departureDate: isoDate.optional(),
  returnDate: isoDate.optional(),
});

export const employmentForm = z.enum(["PERMANENT", "TEMPORARY"]);
export const remunerationType = z.enum(["MONTHLY_WAGE", "HOURLY_WAGE"]);

/** Task 19: a new employee with every detail from an employment contract (PDF). */
export const employeeFromContract = z.object({
  type: z.literal("employee_from_contract"),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  dateOfBirth: isoDate.optional(),
  nationalIdentityNumber: z.string().regex(/^\d{11}$/).optional(),
  email: email.optional(),
  bankAccountNumber: z.string().regex(/^\d{11}$/).optional(),
  department: z.string().min(1).optional(),
  /** 4-digit STYRK-08 occupation code as written in the contract. */
  occupationCode: z.string().regex(/^\d{4,7}$/).optional(),
  jobTitle: z.string().min(1).optional(),
  employmentForm: employmentForm.optional(),
  remunerationType: remunerationType.optional(),
  percentage: z.number().positive().max(100).optional(),
  annualSalary: positiveAmount.optional(),
  startDate: isoDate.optional(),
  employer: z.string().min(1).optional(),
});

/** Task 21: onboarding from an offer letter (PDF): employee, department, employment, working hours. */
export const onboardFromOfferLetter = z.object({
  type: z.literal("onboard_from_offer_letter"),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  dateOfBirth: isoDate.optional(),
  email: email.optional(),
  department: z.string().min(1).optional(),
  /** 4-digit STYRK-08 occupation code, where the letter writes one beside the title. */
  occupationCode: z.string().regex(/^\d{4,7}$/).optional(),
  jobTitle: z.string().min(1).optional(),
  employmentForm: employmentForm.optional(),
  percentage: z.number().positive().max(100).optional(),
  annualSalary: positiveAmount.optional(),
  hoursPerDay: z.number().positive().max(24).optional(),
  startDate: isoDate.optional(),
});
