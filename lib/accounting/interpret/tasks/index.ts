import type { TaskType } from "@/lib/accounting/tasks";
import type { ExtractContext } from "./context";
import * as invoicing from "./invoicing";
import * as ledger from "./ledger";
import * as masterData from "./master-data";
import * as people from "./people";
import * as projects from "./projects";

/** One extractor per task type: prompt (+ parsed attachments) → candidate task object. */
export const EXTRACTORS: Record<TaskType, (ctx: ExtractContext) => Record<string, unknown>> = {
  create_employee: masterData.createEmployee,
  create_customer: masterData.createCustomer,
  create_product: masterData.createProduct,
  create_supplier: masterData.createSupplier,
  create_departments: masterData.createDepartments,
  create_and_send_invoice: invoicing.createAndSendInvoice,
  register_payment: invoicing.registerPayment,
  create_project: projects.createProject,
  create_invoice_with_lines: invoicing.createInvoiceWithLines,
  order_to_invoice_with_payment: invoicing.orderToInvoiceWithPayment,
  register_supplier_invoice: ledger.registerSupplierInvoice,
  run_payroll: people.runPayroll,
  register_travel_expense: people.registerTravelExpense,
  create_credit_note: invoicing.createCreditNote,
  invoice_fixed_price_milestone: projects.invoiceFixedPriceMilestone,
  log_hours_and_invoice: projects.logHoursAndInvoice,
  create_dimension_voucher: ledger.createDimensionVoucher,
  reverse_returned_payment: invoicing.reverseReturnedPayment,
  employee_from_contract: people.employeeFromContract,
  supplier_invoice_from_pdf: ledger.supplierInvoiceFromPdf,
  onboard_from_offer_letter: people.onboardFromOfferLetter,
  receipt_expense_to_department: ledger.receiptExpenseToDepartment,
  bank_reconciliation: ledger.bankReconciliation,
  correct_ledger_errors: ledger.correctLedgerErrors,
  overdue_invoice_reminder: invoicing.overdueInvoiceReminder,
  month_end_closing: ledger.monthEndClosing,
  currency_payment_difference: invoicing.currencyPaymentDifference,
  cost_increase_projects: projects.costIncreaseProjects,
  project_lifecycle: projects.projectLifecycle,
  year_end_closing: ledger.yearEndClosing,
};

export { makeContext, type ExtractContext } from "./context";
