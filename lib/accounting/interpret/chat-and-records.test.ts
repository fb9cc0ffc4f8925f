import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { writeOutThousands } from "./extract/thousands-suffix";
import { readKeyValues, systemKeyWords } from "./structure/key-values";

/** A chat writer's thousands and split words, and a record pasted from a CRM or a ticket system. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a chat writer's figures", () => {
  it("writes out thousands glued to a 'k', in kroner when no currency is named", () => {
    expect(writeOutThousands("18,5k ex vat og 240k og 1,35k")).toBe("18 500 kr ex vat og 240 000 kr og 1 350 kr");
    expect(writeOutThousands("12k NOK")).toBe("12 000 NOK");
    // A unit after the figure is no thousands.
    expect(writeOutThousands("kjørte 12 km og 5kg")).toBe("kjørte 12 km og 5kg");
    const r = read('hey\nneed an invoice sent to harbourline logistics ltd (orgnr 881312336)\n18,5k ex vat\nits for "warehouse audit march"\npls send it straight to them asap thx');
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 18500, customer: { organizationNumber: "881312336" } });
  });

  it("reads a base salary written as two words, and the bonus 'on top of the base salary' as the bonus", () => {
    const r = read("hei\nkan du kjøre lønn for sigrid lunde (sigrid.lunde@fjordkvartal.no) for denne mnd\ngrunn lønn 41,5k\n+ engangs bonus 6k oppå grunnlønna\nthx");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41500, bonus: 6000 });
  });

  it("gives a name on its own line after 'namn' its capitals", () => {
    const r = read('hei\nhar fått tilbodsbrev\nnamn ingrid lægreid\nfødd 5/12/1990\navdeling "kundesenter"\nstartar 17/8\nfast stilling\n100%\nårsløn 455k\nstandard arbeidstid 7 timar per dag\nopprett den tilsette');
    expect(r.candidate).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Ingrid", lastName: "Lægreid", annualSalary: 455000 });
  });
});

describe("a record pasted from a CRM or a ticket system", () => {
  it("writes a software field name out in words", () => {
    expect(systemKeyWords("emp_first_name")).toBe("employee first name");
    expect(systemKeyWords("cust_org_no")).toBe("customer org no");
    expect(systemKeyWords("unitPriceExclVat")).toBe("unit price excl vat");
    expect(systemKeyWords("bonus_once")).toBe("one-time bonus");
    expect(systemKeyWords("emp_start")).toBe("employee start date");
    expect(systemKeyWords("name")).toBeUndefined();
    expect(readKeyValues("status: NEW  prio: P3\nemp_first_name: Eirik\nemp_last_name: Sandvold")).toBe("status: NEW\nprio: P3\nemployee first name: Eirik\nemployee last name: Sandvold");
  });

  it("reads an employee's fields and a payslip's figures under the system's labels", () => {
    const e = read("[HRIS] ticket_id=HR-44817  status=NEW  prio=P3\n\nemp_first_name: Eirik\nemp_last_name: Sandvold\nemp_dob: 1991-08-27\nemp_email: eirik.sandvold@example.org\nemp_start: 2026-05-04\n\n>> Opprett ham som ny ansatt i Tripletex, med fødselsdato, e-post og startdato som over.");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Eirik", lastName: "Sandvold", dateOfBirth: "1991-08-27", startDate: "2026-05-04" });
    const p = read("[Helpflow] PAY-0718 · status: WAITING_FIN\n\nemp_first_name: Lukas\nemp_last_name: Brenner\nemp_email: lukas.brenner@example.org\nbase_salary: 61250.00\nbonus_once: 12000.00\npay_period: this month\n\n>> Bitte die Gehaltsabrechnung für Lukas für diesen Monat durchführen: Grundgehalt plus einmaliger Bonus.");
    expect(p.task ?? p.candidate).toMatchObject({ type: "run_payroll", baseSalary: 61250, bonus: 12000 });
  });
});
