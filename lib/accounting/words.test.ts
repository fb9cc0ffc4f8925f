import { describe, expect, it } from "vitest";
import { TASK_TYPES } from "./tasks";
import { callWords, fieldLabel, taskName } from "./words";

describe("task names in an accountant's words", () => {
  it("names every task type in words, never by its id", () => {
    for (const t of TASK_TYPES) {
      const name = taskName(t.name);
      expect(name, t.name).not.toContain("_");
      expect(name, t.name).toMatch(/^[A-Z]/);
    }
    expect(taskName("create_customer")).toBe("New customer");
    expect(taskName("register_supplier_invoice")).toBe("Supplier invoice booked");
  });

  it("gives an unknown id readable words rather than failing", () => {
    expect(taskName("some_new_task")).toBe("Some new task");
  });
});

describe("field labels", () => {
  it("labels a party's fields with the party first", () => {
    expect(fieldLabel("customer.organizationNumber")).toBe("Customer › org. no.");
    expect(fieldLabel("supplier.address.postalCode")).toBe("Supplier › address › postcode");
    expect(fieldLabel("amountExcludingVat")).toBe("Amount excl. VAT");
  });

  it("counts list items from 1 for the reader, whichever way the path counts them", () => {
    expect(fieldLabel("lines.1.unitPriceExcludingVat")).toBe("Line 1 › unit price excl. VAT");
    expect(fieldLabel("lines.0.unitPriceExcludingVat", 0)).toBe("Line 1 › unit price excl. VAT");
    expect(fieldLabel("names.3")).toBe("Department 3");
  });

  it("turns an unknown field's id into words", () => {
    expect(fieldLabel("customer.postalAddress")).toBe("Customer › postal address");
  });
});

describe("what an API call does", () => {
  it("says what was created, read, looked up or changed", () => {
    expect(callWords("POST", "/customer")).toBe("Create customer");
    expect(callWords("GET", "/customer?organizationNumber=976543210&fields=id")).toBe("Look up customer");
    expect(callWords("GET", "/employee/12")).toBe("Read employee");
    expect(callWords("PUT", "/employee/employment/4")).toBe("Update employment");
    expect(callWords("POST", "/department/list")).toBe("Create department (several)");
    expect(callWords("GET", "/ledger/account?number=1920")).toBe("Look up ledger account");
  });

  it("names the invoice and voucher actions", () => {
    expect(callWords("PUT", "/invoice/7/:payment?paymentDate=2026-03-21&paidAmount=1250")).toBe("Register payment on invoice");
    expect(callWords("PUT", "/ledger/voucher/9/:reverse?date=2026-03-21")).toBe("Reverse voucher");
    expect(callWords("PUT", "/order/3/:invoice")).toBe("Invoice the order");
  });

  it("falls back to the collection's own words", () => {
    expect(callWords("GET", "/ledger/closeGroup")).toBe("Look up close group");
    expect(callWords("DELETE", "/")).toBe("Delete record");
  });
});
