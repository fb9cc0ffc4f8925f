import type { Entity, TypeMap } from "../core/store";
import { ACCOUNTS, accountType } from "./accounts";
import {
  ACTIVITIES,
  BANKS,
  COUNTRIES,
  CURRENCIES,
  INVOICE_PAYMENT_TYPES,
  MUNICIPALITIES,
  OCCUPATION_CODES,
  OUTGOING_PAYMENT_TYPES,
  PRODUCT_UNITS,
  RATE_CATEGORIES,
  SALARY_TYPES,
  TRAVEL_COST_CATEGORIES,
  TRAVEL_PAYMENT_TYPES,
  VAT_TYPES,
  VOUCHER_TYPES,
} from "./reference";

/**
 * The base layer every company starts from, with the same ids everywhere (below
 * FIRST_COMPANY_ID, so company-created entities never collide with it). Built once per process.
 */
export const FIRST_COMPANY_ID = 1_000_000;

export type Base = {
  types: TypeMap;
  accountId: (number: number) => number;
};

let cached: Base | undefined;

export function baseLayer(): Base {
  cached ??= build();
  return cached;
}

function build(): Base {
  const types: TypeMap = new Map();
  let next = 10_000;
  const put = (type: string, fields: Record<string, unknown>, id = next++): Entity => {
    let m = types.get(type);
    if (!m) types.set(type, (m = new Map()));
    const e = { ...fields, id, version: 1 } as Entity;
    m.set(id, e);
    return e;
  };

  for (const v of VAT_TYPES) {
    put("vatType", {
      name: v.name,
      number: v.number,
      displayName: `${v.number} ${v.name}`,
      percentage: v.percentage,
      deductionPercentage: v.typeOfVat === "INCOMING" ? 100 : 0,
      parentType: null,
      _typeOfVat: v.typeOfVat,
    }, Number(v.number));
  }
  for (const c of CURRENCIES) {
    put("currency", { code: c.code, description: c.description, factor: c.factor, displayName: `${c.code} ${c.description}`, isDisabled: false, _nokRate: c.nokRate }, c.id);
  }
  for (const c of COUNTRIES) {
    put("country", { name: c.name, displayName: c.name, isoAlpha2Code: c.a2, isoAlpha3Code: c.a3, isoNumericCode: c.num }, c.id);
  }

  const accountIds = new Map<number, number>();
  for (const [number, name, vat] of ACCOUNTS) {
    const e = put("account", {
      number,
      numberPretty: String(number),
      name,
      description: "",
      type: accountType(number),
      legalVatTypes: [],
      ledgerType: number === 1500 ? "CUSTOMER" : number === 2400 ? "VENDOR" : number === 2910 ? "EMPLOYEE" : "GENERAL",
      balanceGroup: "",
      vatType: vat !== undefined ? { id: Number(vat) } : { id: 0 },
      vatLocked: false,
      currency: { id: 1 },
      isCloseable: number >= 1500 && number < 1600,
      isApplicableForSupplierInvoice: number >= 4000 && number < 8000,
      requireReconciliation: number === 1920,
      isInactive: false,
      isBankAccount: number >= 1900 && number < 1960,
      isInvoiceAccount: number === 1920,
      bankAccountNumber: "",
      bankAccountCountry: null,
      bankName: "",
      bankAccountIBAN: "",
      bankAccountSWIFT: "",
      saftCode: "",
      groupingCode: "",
      displayName: `${number} ${name}`,
      requiresDepartment: false,
      requiresProject: false,
      invoicingDepartment: null,
      isPostingsExist: false,
      quantityType1: null,
      quantityType2: null,
      department: null,
    });
    accountIds.set(number, e.id);
  }
  const accountId = (n: number) => {
    const id = accountIds.get(n);
    if (id === undefined) throw new Error(`no account ${n} in the base chart`);
    return id;
  };

  for (const name of VOUCHER_TYPES) put("voucherType", { name, displayName: name });
  INVOICE_PAYMENT_TYPES.forEach((p, i) =>
    put("paymentType", {
      description: p.description,
      displayName: p.description,
      debitAccount: { id: accountId(p.account) },
      creditAccount: null,
      vatType: null,
      sequence: i + 1,
      customer: null,
      supplier: null,
      currencyId: 1,
      currencyCode: "NOK",
    }),
  );
  OUTGOING_PAYMENT_TYPES.forEach((p) =>
    put("paymentTypeOut", { description: p.description, creditAccount: { id: accountId(p.account) }, isInactive: false }),
  );
  TRAVEL_COST_CATEGORIES.forEach((c, i) =>
    put("costCategory", {
      description: c.description,
      account: { id: accountId(c.account) },
      vatType: { id: Number(c.vat) },
      isVatLocked: false,
      showOnTravelExpenses: true,
      showOnEmployeeExpenses: true,
      isInactive: false,
      sequence: i + 1,
      displayName: c.description,
    }),
  );
  for (const p of TRAVEL_PAYMENT_TYPES) {
    put("travelPaymentType", {
      description: p.description,
      account: { id: accountId(p.account) },
      showOnTravelExpenses: true,
      showOnEmployeeExpenses: true,
      isInactive: false,
      displayName: p.description,
    });
  }
  RATE_CATEGORIES.forEach((r) => {
    const cat = put("rateCategory", {
      name: r.name,
      ameldingWageCode: Number(r.wageCodeNumber),
      wageCodeNumber: r.wageCodeNumber,
      isValidDayTrip: r.isValidDayTrip,
      isValidAccommodation: r.isValidAccommodation,
      isValidDomestic: r.isValidDomestic,
      isValidForeignTravel: r.isValidForeignTravel,
      isRequiresZone: false,
      isRequiresOvernightAccommodation: r.isRequiresOvernightAccommodation,
      fromDate: "2024-01-01",
      toDate: "2027-12-31",
      type: r.type,
    });
    put("travelRate", {
      rateCategory: { id: cat.id },
      zone: "",
      rate: r.rate,
      breakfastDeductionRate: r.type === "PER_DIEM" ? Math.round(r.rate * 0.2) : 0,
      lunchDeductionRate: r.type === "PER_DIEM" ? Math.round(r.rate * 0.3) : 0,
      dinnerDeductionRate: r.type === "PER_DIEM" ? Math.round(r.rate * 0.5) : 0,
    });
  });
  for (const s of SALARY_TYPES) {
    put("salaryType", {
      number: s.number,
      name: s.name,
      description: s.description,
      showInTimesheet: s.number === "2001",
      isSickPayable: true,
      isVacationPayable: s.number !== "6000",
      isTaxable: s.number !== "6000",
      payStatementCodeCode: "",
      ameldingWageCode: "fastloenn",
      accountNumberDebit: { id: accountId(s.debit) },
      accountNumberCredit: { id: accountId(s.credit) },
      isPayrollTaxable: s.number !== "6000",
    });
  }
  for (const a of ACTIVITIES) {
    put("activity", {
      name: a.name,
      number: a.number,
      description: "",
      activityType: a.activityType,
      isChargeable: a.isChargeable,
      rate: 0,
      costPercentage: 0,
      displayName: `${a.number} ${a.name}`,
    });
  }
  for (const [code, nameNO] of OCCUPATION_CODES) put("occupationCode", { code, nameNO });
  for (const [number, name, county, zone] of MUNICIPALITIES) {
    put("municipality", { number, name, county, payrollTaxZone: zone, displayName: `${number} ${name}` });
  }
  for (const b of BANKS) {
    put("bank", { name: b.name, bankStatementFileFormatSupport: [], registerNumbers: b.registerNumbers, displayName: b.name });
  }
  for (const u of PRODUCT_UNITS) {
    put("productUnit", { name: u.name, nameEN: u.name, nameShort: u.nameShort, nameShortEN: u.nameShort, commonCode: u.commonCode, displayName: u.name, displayNameShort: u.nameShort, isDeletable: false });
  }
  for (const year of [2024, 2025, 2026, 2027]) {
    for (let m = 1; m <= 12; m++) {
      const start = `${year}-${String(m).padStart(2, "0")}-01`;
      const end = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
      put("accountingPeriod", { name: `${year}-${String(m).padStart(2, "0")}`, number: m, start, end, isClosed: false });
    }
  }
  return { types, accountId };
}
