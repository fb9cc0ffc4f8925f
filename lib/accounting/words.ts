import type { TaskType } from "./tasks";

/**
 * The Agent page in an accountant's words: task names instead of task ids, field labels
 * instead of dotted paths, and what an API call does instead of its route. Pure; anything
 * unknown falls back to readable words made from the id itself.
 */

const TASK_NAMES: Record<TaskType, string> = {
  create_employee: "New employee",
  create_customer: "New customer",
  create_product: "New product",
  create_supplier: "New supplier",
  create_departments: "New departments",
  create_and_send_invoice: "Invoice sent to a customer",
  register_payment: "Payment received on an invoice",
  create_project: "New project",
  create_invoice_with_lines: "Invoice with several lines",
  order_to_invoice_with_payment: "Order invoiced and paid",
  register_supplier_invoice: "Supplier invoice booked",
  run_payroll: "Payroll run",
  register_travel_expense: "Travel expense",
  create_credit_note: "Credit note",
  invoice_fixed_price_milestone: "Fixed-price milestone invoiced",
  log_hours_and_invoice: "Hours logged and invoiced",
  create_dimension_voucher: "Voucher on an accounting dimension",
  reverse_returned_payment: "Returned payment reversed",
  employee_from_contract: "Employee from a contract",
  supplier_invoice_from_pdf: "Supplier invoice from a PDF",
  onboard_from_offer_letter: "Employee from an offer letter",
  receipt_expense_to_department: "Receipt booked on a department",
  bank_reconciliation: "Bank reconciliation",
  correct_ledger_errors: "Ledger errors corrected",
  overdue_invoice_reminder: "Reminder on an overdue invoice",
  month_end_closing: "Month-end closing",
  currency_payment_difference: "Currency payment difference",
  cost_increase_projects: "Projects for rising costs",
  project_lifecycle: "Project from budget to invoice",
  year_end_closing: "Year-end closing",
};

/** "create_customer" → "New customer"; an unknown id → its words ("some_task" → "Some task"). */
export function taskName(type: string): string {
  return (TASK_NAMES as Record<string, string>)[type] ?? capitalise(idWords(type));
}

const FIELD_WORDS: Record<string, string> = {
  name: "name",
  firstName: "first name",
  lastName: "last name",
  email: "e-mail",
  phone: "phone",
  organizationNumber: "org. no.",
  address: "address",
  addressLine1: "street address",
  postalCode: "postcode",
  city: "city",
  dateOfBirth: "date of birth",
  startDate: "start date",
  isAdministrator: "administrator",
  productNumber: "product no.",
  priceExcludingVat: "price excl. VAT",
  vatRate: "VAT rate (%)",
  vatAmount: "VAT amount",
  names: "department",
  customer: "customer",
  supplier: "supplier",
  employee: "employee",
  projectManager: "project manager",
  description: "description",
  amount: "amount",
  amountExcludingVat: "amount excl. VAT",
  amountIncludingVat: "amount incl. VAT",
  amountForeign: "amount in foreign currency",
  invoiceDate: "invoice date",
  dueDate: "due date",
  orderDate: "order date",
  paymentDate: "payment date",
  date: "date",
  invoiceDescription: "invoice",
  invoiceNumber: "invoice no.",
  lines: "line",
  quantity: "quantity",
  unitPriceExcludingVat: "unit price excl. VAT",
  send: "send the invoice",
  expenseAccount: "expense account",
  baseSalary: "base salary",
  bonus: "bonus",
  title: "trip",
  days: "days",
  perDiemRate: "per diem rate",
  costs: "cost",
  category: "category",
  departureDate: "departure date",
  returnDate: "return date",
  projectName: "project",
  fixedPrice: "fixed price",
  milestonePercent: "milestone (%)",
  hours: "hours",
  activityName: "activity",
  hourlyRate: "hourly rate",
  dimensionName: "dimension",
  values: "value",
  account: "account",
  linkedValue: "linked value",
  nationalIdentityNumber: "national identity no.",
  bankAccountNumber: "bank account no.",
  department: "department",
  occupationCode: "occupation code",
  jobTitle: "job title",
  employmentForm: "employment form",
  remunerationType: "pay type",
  percentage: "position (%)",
  annualSalary: "annual salary",
  employer: "employer",
  hoursPerDay: "hours per day",
  item: "item",
  store: "store",
  paymentMethod: "payment method",
  receiptTotal: "receipt total",
  leftOutLines: "lines left out",
  representation: "entertainment",
  transactions: "transaction",
  counterparty: "counterparty",
  balance: "balance",
  kind: "kind",
  openingBalance: "opening balance",
  closingBalance: "closing balance",
  fromDate: "from",
  toDate: "to",
  errors: "correction",
  wrongAccount: "wrong account",
  correctAccount: "correct account",
  vatAccount: "VAT account",
  postedAmount: "amount posted",
  correctAmount: "correct amount",
  reminderFee: "reminder fee",
  debitAccount: "debit account",
  creditAccount: "credit account",
  invoiceFee: "invoice the fee",
  partialPaymentAmount: "partial payment",
  year: "year",
  month: "month",
  accrual: "accrual",
  fromAccount: "from account",
  depreciation: "depreciation",
  acquisitionCost: "acquisition cost",
  usefulLifeYears: "useful life (years)",
  accumulatedAccount: "accumulated depreciation account",
  salaryAccrual: "salary accrual",
  assets: "asset",
  assetAccount: "asset account",
  depreciationExpenseAccount: "depreciation account",
  accumulatedDepreciationAccount: "accumulated depreciation account",
  prepaidReversal: "prepaid reversal",
  taxProvision: "tax provision",
  ratePercent: "rate (%)",
  liabilityAccount: "liability account",
  separateDepreciationVouchers: "one voucher per asset",
  currency: "currency",
  invoiceRate: "rate when invoiced",
  paymentRate: "rate when paid",
  fromMonth: "from month",
  toMonth: "to month",
  accountCount: "number of accounts",
  createActivities: "create activities",
  budget: "budget",
  timeEntries: "hours entry",
  role: "role",
  supplierCost: "supplier cost",
  createInvoice: "invoice the customer",
};

/**
 * A field's dotted path as a label: "customer.organizationNumber" → "Customer › org. no.",
 * "lines.1.unitPriceExcludingVat" → "Line 1 › unit price excl. VAT". `firstIndex` says how the
 * path counts list items: 1 for the page's own listing, 0 for the interpreter's paths.
 */
export function fieldLabel(path: string, firstIndex: 0 | 1 = 1): string {
  const parts: string[] = [];
  for (const segment of path.split(".").slice(0, 12)) {
    if (/^\d{1,6}$/.test(segment) && parts.length > 0) {
      parts[parts.length - 1] += ` ${Number(segment) - firstIndex + 1}`;
      continue;
    }
    parts.push(FIELD_WORDS[segment] ?? idWords(segment));
  }
  return capitalise(parts.join(" › "));
}

/** What the accounting API's collections are, in words. Longest key first wins. */
const RESOURCE_WORDS: Record<string, string> = {
  customer: "customer",
  supplier: "supplier",
  employee: "employee",
  "employee/employment": "employment",
  "employee/employment/occupationCode": "occupation codes",
  "employee/standardTime": "standard working hours",
  "employee/entitlement": "access rights",
  product: "product",
  invoice: "invoice",
  "invoice/paymentType": "payment types",
  order: "order",
  project: "project",
  "project/projectActivity": "project activity",
  activity: "activity",
  department: "department",
  division: "business unit",
  "timesheet/entry": "hours entry",
  "travelExpense": "travel expense",
  "travelExpense/rate": "per diem rates",
  "travelExpense/paymentType": "travel payment types",
  "travelExpense/costCategory": "travel cost categories",
  "salary/type": "salary types",
  "salary/transaction": "payroll",
  "ledger/voucher": "voucher",
  "ledger/voucherType": "voucher types",
  "ledger/posting": "postings",
  "ledger/account": "ledger account",
  "ledger/vatType": "VAT codes",
  "ledger/accountingPeriod": "accounting periods",
  "ledger/accountingDimensionName": "accounting dimension",
  "ledger/accountingDimensionValue": "dimension value",
  "bank/reconciliation": "bank reconciliation",
  municipality: "municipalities",
  currency: "currencies",
  company: "company",
};

const ACTION_WORDS: Record<string, string> = {
  ":payment": "Register payment on invoice",
  ":createCreditNote": "Credit note for invoice",
  ":reverse": "Reverse voucher",
  ":invoice": "Invoice the order",
  ":send": "Send invoice",
  ":grantEntitlementsByTemplate": "Grant access rights",
};

const VERB: Record<string, [one: string, many: string]> = {
  GET: ["Read", "Look up"],
  POST: ["Create", "Create"],
  PUT: ["Update", "Update"],
  PATCH: ["Update", "Update"],
  DELETE: ["Delete", "Delete"],
};

/** What one call does: "POST /customer" → "Create customer", "PUT /invoice/7/:payment?…" → "Register payment on invoice". */
export function callWords(method: string, path: string): string {
  const segments = path.split("?")[0].split("/").filter(Boolean).slice(0, 8);
  const action = segments.find((s) => s.startsWith(":"));
  if (action) return ACTION_WORDS[action] ?? capitalise(idWords(action.slice(1)));
  const hasId = /^\d+$/.test(segments[segments.length - 1] ?? "");
  const isList = segments[segments.length - 1] === "list";
  const named = segments.filter((s) => !/^\d+$/.test(s) && s !== "list" && s !== "search");
  const key = named.join("/");
  let noun = RESOURCE_WORDS[key];
  for (let n = named.length - 1; !noun && n > 0; n--) noun = RESOURCE_WORDS[named.slice(0, n).join("/")];
  noun ??= idWords(named[named.length - 1] ?? "record");
  const [one, many] = VERB[method] ?? [method, method];
  if (method === "GET") return `${hasId ? one : many} ${noun}`;
  return `${one} ${noun}${isList ? " (several)" : ""}`;
}

/** "create_customer", "postalAddress" → "create customer", "postal address". */
function idWords(id: string): string {
  return id
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
