import { describe, expect, it } from "vitest";
import { TASK_SCHEMAS, TASK_TYPES, taskSchema, taskTypeByNumber } from "./index";

describe("task types", () => {
  it("numbers 1–30 map one-to-one onto the schema union", () => {
    expect(TASK_TYPES.map((t) => t.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const names = new Set(TASK_TYPES.map((t) => t.name));
    expect(names.size).toBe(30);
    expect(new Set(Object.keys(TASK_SCHEMAS))).toEqual(names);
    expect(taskTypeByNumber(23)?.name).toBe("bank_reconciliation");
  });

  it("accepts a normalised task and fills defaults", () => {
    const task = taskSchema.parse({
      type: "create_invoice_with_lines",
      customer: { name: "Sierra SL", organizationNumber: "909007135" },
      lines: [{ description: "Desarrollo de sistemas", productNumber: "8344", unitPriceExcludingVat: 19250, vatRate: 25 }],
    });
    expect(task.type === "create_invoice_with_lines" && task.lines[0].quantity).toBe(1);
  });

  it("rejects dates that are not ISO and organisation numbers that are not 9 digits", () => {
    const bad = taskSchema.safeParse({
      type: "create_employee",
      firstName: "Ola",
      lastName: "Nordmann",
      dateOfBirth: "21. February 1996",
    });
    expect(bad.success).toBe(false);
    const badOrg = taskSchema.safeParse({ type: "create_customer", name: "X AS", organizationNumber: "12345" });
    expect(badOrg.success).toBe(false);
  });
});
