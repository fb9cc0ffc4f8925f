import { describe, expect, test } from "vitest";
import "../schemas";
import { checkFields, parseFields, render, type FieldTree } from "./fields";
import { Tx, type CompanyData } from "./store";

function tree(t: FieldTree): unknown {
  return { star: t.star, fields: Object.fromEntries([...t.fields].map(([k, v]) => [k, v === true ? true : tree(v)])) };
}

describe("parseFields", () => {
  test("no expression selects every top-level field", () => {
    expect(parseFields(undefined)).toMatchObject({ star: true });
    expect(parseFields("")).toMatchObject({ star: true });
  });

  test("nested selections, stars and dotted names", () => {
    expect(tree(parseFields("id,name,customer(id,name),postings(*,account(number))"))).toEqual({
      star: false,
      fields: {
        id: true,
        name: true,
        customer: { star: false, fields: { id: true, name: true } },
        postings: { star: true, fields: { account: { star: false, fields: { number: true } } } },
      },
    });
    expect(tree(parseFields("*, project.name"))).toEqual({ star: true, fields: { project: { star: false, fields: { name: true } } } });
  });

  test("repeated fields merge their sub-selections", () => {
    expect(tree(parseFields("account(id),account(name)"))).toEqual({ star: false, fields: { account: { star: false, fields: { id: true, name: true } } } });
  });
});

describe("render", () => {
  const company: CompanyData = { id: 1, sessionToken: "t", today: "2026-03-21", nextId: 100, layer: new Map() };
  const tx = new Tx(company, new Map());
  const dept = tx.insert("department", { name: "Salg", departmentNumber: "2", departmentManager: null });
  const emp = tx.insert("employee", { firstName: "Kari", lastName: "Nord", email: "kari@example.org", department: { id: dept.id }, address: null });
  const ctx = { tx, baseUrl: "http://x/v2" };

  test("references are {id, url} stubs under *", () => {
    const out = render(ctx, "employee", emp, parseFields("*"));
    expect(out.department).toEqual({ id: dept.id, url: `http://x/v2/department/${dept.id}` });
    expect(out.firstName).toBe("Kari");
    expect(out.url).toBe(`http://x/v2/employee/${emp.id}`);
  });

  test("a sub-selection expands the referenced entity", () => {
    const out = render(ctx, "employee", emp, parseFields("id,department(name,departmentNumber)"));
    expect(out).toEqual({ id: emp.id, department: { name: "Salg", departmentNumber: "2" } });
  });

  test("a field the DTO lacks is refused, also inside an expanded reference", () => {
    expect(() => checkFields("invoice", parseFields("id,amountOutstanding,customer(name,organizationNumber)"))).not.toThrow();
    expect(() => checkFields("invoice", parseFields("id,amountUnpaid"))).toThrow("Illegal field in fields filter: amountUnpaid. amountUnpaid does not match a field in the model: InvoiceDTO");
    expect(() => checkFields("invoice", parseFields("customer(nme)"))).toThrow("does not match a field in the model: CustomerDTO");
    expect(() => checkFields("travelExpense", parseFields("travelDetails(destination,city)"))).toThrow("Illegal field in fields filter: city");
  });

  test("null references stay null", () => {
    expect(render(ctx, "employee", emp, parseFields("id,address(*)"))).toEqual({ id: emp.id, address: null });
  });
});
