import type { TaskType } from "@/lib/accounting/tasks";

/**
 * Values a task type's prompts always state, though the schema leaves them optional (an
 * executor can run without them, but worse). A missing one lowers the confidence, so a
 * configured LLM gets a look, and is reported as a warning.
 */
const EXPECTED: Partial<Record<TaskType, string[]>> = {
  create_employee: ["email"],
  create_customer: ["organizationNumber"],
  create_product: ["priceExcludingVat"],
  create_supplier: ["organizationNumber"],
  create_and_send_invoice: ["customer.organizationNumber"],
  register_payment: ["customer.organizationNumber", "amountExcludingVat"],
  create_project: ["customer.organizationNumber", "projectManager.email"],
  create_invoice_with_lines: ["customer.organizationNumber"],
  order_to_invoice_with_payment: ["customer.organizationNumber"],
  register_supplier_invoice: ["supplier.organizationNumber", "expenseAccount"],
  run_payroll: ["employee.email"],
  register_travel_expense: ["employee.email"],
  create_credit_note: ["customer.organizationNumber", "amountExcludingVat"],
  invoice_fixed_price_milestone: ["customer.organizationNumber"],
  log_hours_and_invoice: ["employee.email", "customer.organizationNumber"],
  reverse_returned_payment: ["customer.organizationNumber", "amountExcludingVat"],
  employee_from_contract: ["dateOfBirth", "startDate", "department"],
  supplier_invoice_from_pdf: ["supplier.organizationNumber", "invoiceNumber", "expenseAccount"],
  onboard_from_offer_letter: ["startDate", "department"],
  receipt_expense_to_department: ["amountIncludingVat", "department"],
  overdue_invoice_reminder: ["partialPaymentAmount"],
  month_end_closing: ["accrual", "depreciation", "salaryAccrual"],
  currency_payment_difference: ["customer.organizationNumber"],
  project_lifecycle: ["budget", "supplierCost"],
  year_end_closing: ["prepaidReversal", "taxProvision"],
};

function at(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}

/** The expected values the task lacks, as dotted paths. */
export function missingExpected(task: { type: TaskType }): string[] {
  const missing = (EXPECTED[task.type] ?? []).filter((p) => at(task, p) === undefined);
  if (task.type === "project_lifecycle" && Array.isArray(at(task, "timeEntries")) && (at(task, "timeEntries") as unknown[]).length === 0)
    missing.push("timeEntries");
  if (task.type === "year_end_closing" && (at(task, "assets") as unknown[] | undefined)?.length === 0) missing.push("assets");
  if (task.type === "register_travel_expense" && (at(task, "costs") as unknown[] | undefined)?.length === 0) missing.push("costs");
  return missing;
}
