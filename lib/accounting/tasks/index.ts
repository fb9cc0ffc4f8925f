import { z } from "zod";
import { createCustomer, createDepartments, createEmployee, createProduct, createSupplier } from "./master-data";
import {
  createAndSendInvoice,
  createCreditNote,
  createInvoiceWithLines,
  currencyPaymentDifference,
  orderToInvoiceWithPayment,
  overdueInvoiceReminder,
  registerPayment,
  reverseReturnedPayment,
} from "./invoicing";
import {
  costIncreaseProjects,
  createProject,
  invoiceFixedPriceMilestone,
  logHoursAndInvoice,
  projectLifecycle,
} from "./projects";
import { employeeFromContract, onboardFromOfferLetter, registerTravelExpense, runPayroll } from "./people";
import {
  bankReconciliation,
  correctLedgerErrors,
  createDimensionVoucher,
  monthEndClosing,
  receiptExpenseToDepartment,
  registerSupplierInvoice,
  supplierInvoiceFromPdf,
  yearEndClosing,
} from "./ledger";

export * from "./fields";
export { ledgerError, bankTransactionKind, type LedgerError } from "./ledger";
export { travelCostCategory, employmentForm, remunerationType } from "./people";

/** Every task the agent can carry out, discriminated on `type`. */
export const taskSchema = z.discriminatedUnion("type", [
  createEmployee,
  createCustomer,
  createProduct,
  createSupplier,
  createDepartments,
  createAndSendInvoice,
  registerPayment,
  createProject,
  createInvoiceWithLines,
  orderToInvoiceWithPayment,
  registerSupplierInvoice,
  runPayroll,
  registerTravelExpense,
  createCreditNote,
  invoiceFixedPriceMilestone,
  logHoursAndInvoice,
  createDimensionVoucher,
  reverseReturnedPayment,
  employeeFromContract,
  supplierInvoiceFromPdf,
  onboardFromOfferLetter,
  receiptExpenseToDepartment,
  bankReconciliation,
  correctLedgerErrors,
  overdueInvoiceReminder,
  monthEndClosing,
  currencyPaymentDifference,
  costIncreaseProjects,
  projectLifecycle,
  yearEndClosing,
]);

export type Task = z.infer<typeof taskSchema>;
export type TaskType = Task["type"];
/** The task of one type, e.g. `TaskOf<"create_customer">`. */
export type TaskOf<T extends TaskType> = Extract<Task, { type: T }>;

/** Per-type schemas by type name (for validating or prompting one type). */
export const TASK_SCHEMAS = {
  create_employee: createEmployee,
  create_customer: createCustomer,
  create_product: createProduct,
  create_supplier: createSupplier,
  create_departments: createDepartments,
  create_and_send_invoice: createAndSendInvoice,
  register_payment: registerPayment,
  create_project: createProject,
  create_invoice_with_lines: createInvoiceWithLines,
  order_to_invoice_with_payment: orderToInvoiceWithPayment,
  register_supplier_invoice: registerSupplierInvoice,
  run_payroll: runPayroll,
  register_travel_expense: registerTravelExpense,
  create_credit_note: createCreditNote,
  invoice_fixed_price_milestone: invoiceFixedPriceMilestone,
  log_hours_and_invoice: logHoursAndInvoice,
  create_dimension_voucher: createDimensionVoucher,
  reverse_returned_payment: reverseReturnedPayment,
  employee_from_contract: employeeFromContract,
  supplier_invoice_from_pdf: supplierInvoiceFromPdf,
  onboard_from_offer_letter: onboardFromOfferLetter,
  receipt_expense_to_department: receiptExpenseToDepartment,
  bank_reconciliation: bankReconciliation,
  correct_ledger_errors: correctLedgerErrors,
  overdue_invoice_reminder: overdueInvoiceReminder,
  month_end_closing: monthEndClosing,
  currency_payment_difference: currencyPaymentDifference,
  cost_increase_projects: costIncreaseProjects,
  project_lifecycle: projectLifecycle,
  year_end_closing: yearEndClosing,
} as const satisfies { [K in TaskType]: z.ZodType<TaskOf<K>, unknown> };

export type CreateEmployeeTask = TaskOf<"create_employee">;
export type CreateCustomerTask = TaskOf<"create_customer">;
export type CreateProductTask = TaskOf<"create_product">;
export type CreateSupplierTask = TaskOf<"create_supplier">;
export type CreateDepartmentsTask = TaskOf<"create_departments">;
export type CreateAndSendInvoiceTask = TaskOf<"create_and_send_invoice">;
export type RegisterPaymentTask = TaskOf<"register_payment">;
export type CreateProjectTask = TaskOf<"create_project">;
export type CreateInvoiceWithLinesTask = TaskOf<"create_invoice_with_lines">;
export type OrderToInvoiceWithPaymentTask = TaskOf<"order_to_invoice_with_payment">;
export type RegisterSupplierInvoiceTask = TaskOf<"register_supplier_invoice">;
export type RunPayrollTask = TaskOf<"run_payroll">;
export type RegisterTravelExpenseTask = TaskOf<"register_travel_expense">;
export type CreateCreditNoteTask = TaskOf<"create_credit_note">;
export type InvoiceFixedPriceMilestoneTask = TaskOf<"invoice_fixed_price_milestone">;
export type LogHoursAndInvoiceTask = TaskOf<"log_hours_and_invoice">;
export type CreateDimensionVoucherTask = TaskOf<"create_dimension_voucher">;
export type ReverseReturnedPaymentTask = TaskOf<"reverse_returned_payment">;
export type EmployeeFromContractTask = TaskOf<"employee_from_contract">;
export type SupplierInvoiceFromPdfTask = TaskOf<"supplier_invoice_from_pdf">;
export type OnboardFromOfferLetterTask = TaskOf<"onboard_from_offer_letter">;
export type ReceiptExpenseToDepartmentTask = TaskOf<"receipt_expense_to_department">;
export type BankReconciliationTask = TaskOf<"bank_reconciliation">;
export type CorrectLedgerErrorsTask = TaskOf<"correct_ledger_errors">;
export type OverdueInvoiceReminderTask = TaskOf<"overdue_invoice_reminder">;
export type MonthEndClosingTask = TaskOf<"month_end_closing">;
export type CurrencyPaymentDifferenceTask = TaskOf<"currency_payment_difference">;
export type CostIncreaseProjectsTask = TaskOf<"cost_increase_projects">;
export type ProjectLifecycleTask = TaskOf<"project_lifecycle">;
export type YearEndClosingTask = TaskOf<"year_end_closing">;

export interface TaskTypeInfo {
  /** Official task number 1–30. */
  number: number;
  name: TaskType;
  /** Scoring tier: 1, 2 or 3. */
  tier: 1 | 2 | 3;
  description: string;
}

/** The 30 task types in official order. */
export const TASK_TYPES: readonly TaskTypeInfo[] = [
  { number: 1, tier: 1, name: "create_employee", description: "Create an employee (name, date of birth, email, start date)" },
  { number: 2, tier: 1, name: "create_customer", description: "Create a customer (organisation number, address, email)" },
  { number: 3, tier: 1, name: "create_product", description: "Create a product (number, price excl. VAT, VAT rate)" },
  { number: 4, tier: 1, name: "create_supplier", description: "Register a supplier (organisation number, email)" },
  { number: 5, tier: 1, name: "create_departments", description: "Create several departments by name" },
  { number: 6, tier: 1, name: "create_and_send_invoice", description: "Create and send a one-line invoice (amount excl. VAT)" },
  { number: 7, tier: 1, name: "register_payment", description: "Register full payment on an existing outstanding invoice" },
  { number: 8, tier: 1, name: "create_project", description: "Create a project for a customer with a project manager" },
  { number: 9, tier: 2, name: "create_invoice_with_lines", description: "Invoice with several product lines at mixed VAT rates" },
  { number: 10, tier: 2, name: "order_to_invoice_with_payment", description: "Order with products, converted to an invoice, paid in full" },
  { number: 11, tier: 2, name: "register_supplier_invoice", description: "Register a supplier invoice (amount incl. VAT, expense account, input VAT)" },
  { number: 12, tier: 2, name: "run_payroll", description: "Run this month's payroll: base salary plus one-time bonus" },
  { number: 13, tier: 2, name: "register_travel_expense", description: "Travel expense with per diem days and flight/taxi costs" },
  { number: 14, tier: 2, name: "create_credit_note", description: "Full credit note for an invoice the customer complained about" },
  { number: 15, tier: 2, name: "invoice_fixed_price_milestone", description: "Set a project's fixed price and invoice a milestone percentage" },
  { number: 16, tier: 2, name: "log_hours_and_invoice", description: "Log hours on a project activity and invoice them" },
  { number: 17, tier: 2, name: "create_dimension_voucher", description: "Custom accounting dimension with values, voucher linked to a value" },
  { number: 18, tier: 2, name: "reverse_returned_payment", description: "Reverse an invoice payment returned by the bank" },
  { number: 19, tier: 3, name: "employee_from_contract", description: "Create an employee from an employment contract PDF" },
  { number: 20, tier: 3, name: "supplier_invoice_from_pdf", description: "Register a supplier invoice from a PDF, creating the supplier if needed" },
  { number: 21, tier: 3, name: "onboard_from_offer_letter", description: "Onboard an employee from an offer letter PDF (employment, hours)" },
  { number: 22, tier: 3, name: "receipt_expense_to_department", description: "Book one receipt item on a department with the right account and VAT" },
  { number: 23, tier: 3, name: "bank_reconciliation", description: "Reconcile a bank statement CSV against open invoices" },
  { number: 24, tier: 3, name: "correct_ledger_errors", description: "Find and correct four ledger errors with correction vouchers" },
  { number: 25, tier: 3, name: "overdue_invoice_reminder", description: "Reminder fee on an overdue invoice, fee invoice, partial payment" },
  { number: 26, tier: 3, name: "month_end_closing", description: "Month-end closing: accrual, depreciation, salary accrual" },
  { number: 27, tier: 3, name: "currency_payment_difference", description: "Foreign-currency invoice payment with exchange difference" },
  { number: 28, tier: 3, name: "cost_increase_projects", description: "Internal projects for the expense accounts that grew most" },
  { number: 29, tier: 3, name: "project_lifecycle", description: "Project lifecycle: budget, hours, supplier cost, customer invoice" },
  { number: 30, tier: 3, name: "year_end_closing", description: "Year-end closing: depreciations, prepaid reversal, tax provision" },
];

export function taskTypeByNumber(n: number): TaskTypeInfo | undefined {
  return TASK_TYPES.find((t) => t.number === n);
}

export function taskNumberOf(type: TaskType): number {
  const info = TASK_TYPES.find((t) => t.name === type);
  if (!info) throw new Error(`unknown task type ${type}`);
  return info.number;
}
