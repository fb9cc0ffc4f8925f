import "server-only";
import type { Task, TaskOf, TaskType } from "@/lib/accounting/tasks";
import { bankReconciliation } from "./bank-reconciliation";
import { correctLedgerErrors } from "./correct-ledger-errors";
import { costIncreaseProjects } from "./cost-increase-projects";
import { createAndSendInvoice } from "./create-and-send-invoice";
import { createCreditNote } from "./create-credit-note";
import { createCustomer } from "./create-customer";
import { createDepartments } from "./create-departments";
import { createDimensionVoucher } from "./create-dimension-voucher";
import { createEmployee } from "./create-employee";
import { createInvoiceWithLines } from "./create-invoice-with-lines";
import { createProduct } from "./create-product";
import { createProject } from "./create-project";
import { createSupplier } from "./create-supplier";
import { currencyPaymentDifference } from "./currency-payment-difference";
import { employeeFromContract, onboardFromOfferLetter } from "./employee-from-contract";
import { invoiceFixedPriceMilestone } from "./invoice-fixed-price-milestone";
import { logHoursAndInvoice } from "./log-hours-and-invoice";
import { monthEndClosing } from "./month-end-closing";
import { orderToInvoiceWithPayment } from "./order-to-invoice-with-payment";
import { overdueInvoiceReminder } from "./overdue-invoice-reminder";
import { projectLifecycle } from "./project-lifecycle";
import { receiptExpenseToDepartment } from "./receipt-expense-to-department";
import { registerPayment } from "./register-payment";
import { registerTravelExpense } from "./register-travel-expense";
import { reverseReturnedPayment } from "./reverse-returned-payment";
import { runPayroll } from "./run-payroll";
import { registerSupplierInvoice, supplierInvoiceFromPdf } from "./supplier-invoice";
import type { ExecContext } from "./toolkit";
import { yearEndClosing } from "./year-end-closing";

export type { ExecContext } from "./toolkit";

type Executor<K extends TaskType> = (task: TaskOf<K>, ctx: ExecContext) => Promise<void>;

/** One executor per task type, each running the best known call sequence for it. */
export const EXECUTORS: { [K in TaskType]: Executor<K> } = {
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
};

/** Runs the executor of the task's type. */
export function execute(task: Task, ctx: ExecContext): Promise<void> {
  const run = EXECUTORS[task.type] as Executor<typeof task.type>;
  return run(task as never, ctx);
}
