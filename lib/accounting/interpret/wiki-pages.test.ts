import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { typedAttachment } from "./test-attachments";
import { readForm } from "./structure/forms";
import { readMarkdown } from "./structure/markdown";
import { readStructure } from "./structure";

/**
 * Requests written as a wiki page: "Field | Value | Source" tables, numbered rows, checklists whose open
 * items are instructions, a page's italic footer, attachments named in inline code.
 */

const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-06-02" });

describe("a wiki page's marks", () => {
  it("reads a whole line in italics written in small words as a caption, and a name alone in emphasis as a name", () => {
    expect(readForm("_Last edited by KB, Tuesday 2026-06-02_")).toBe("Last edited by KB, Tuesday 2026-06-02");
    expect(readForm("*Fjordlys Konsult AS*\n• Org.nr. 912345674")).toBe("“Fjordlys Konsult AS”\n• Org.nr. 912345674");
  });

  it("leaves an attachment's file name in inline code as written, no name of the task", () => {
    expect(readMarkdown("see the contract (`kontrakt_2026_03.pdf`) and `Havbruk Nord`")).toBe("see the contract (kontrakt_2026_03.pdf) and “Havbruk Nord”");
  });
});

describe("a wiki page's tables", () => {
  it("reads a 'Field | Value | Source' table as labelled values: no currency on a number whose field names none, a source kept only with a figure", () => {
    const table = ["| Field | Value | Source |", "|---|---|---|", "| Customer | Havbruk Nord AS | CRM |", "| Org. no. | `912345674` | |", "| Amount excl. VAT | `27600` NOK | invoice of 2026-05-12 |", "| Amount paid | `34500` NOK | bank |"].join("\n");
    const out = readStructure(readMarkdown(table));
    // The number on its own line goes with the company above it.
    expect(out).toContain("Customer: Havbruk Nord AS (org.nr. 912345674)\n");
    expect(out).not.toContain("912345674 NOK");
    expect(out).toContain("Amount excl. VAT: 27600 NOK · Source: invoice of 2026-05-12");
    expect(out).toContain("Amount paid: 34500 NOK");
    expect(out).not.toContain("CRM");
  });

  it("creates the departments of a table whose first column numbers them, and takes no checklist instruction for a name", () => {
    const r = read(["## Departments", "", "| Dept. no. | Name | Comment |", "|---|---|---|", "| `70` | Sales East | |", "| `71` | Sales West | new |", "", "- [ ] Create both departments in Tripletex with exactly these names and numbers", "- [x] Approved by finance"].join("\n"));
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Sales East", "Sales West"], numbers: ["70", "71"] });
  });
});

describe("a wiki page's notes", () => {
  it("reads a footnote's figures as where a figure came from, and invoices the one amount", () => {
    const r = read(
      ["# Invoice: calibration", "", "| Field | Value |", "|---|---|", "| Customer | Havbruk Nord AS |", "| Org. no. | `912345674` |", "| Description | Calibration of sensors |", "| Amount excl. VAT | `12650` NOK[^1] |", "", "- [ ] Create the invoice and send it", "", "[^1]: 6 sensors × `2000` NOK + freight `650` NOK, already added up."].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 12650 });
    expect(r.gate.ok).toBe(true);
  });

  it("keeps an e-mail address written in a comment column", () => {
    const r = read(["| Field | Value | Comment |", "|---|---|---|", "| Employee | Ola Berg | `ola.berg@example.org` |", "| First day | 2026-08-01 | |", "", "Please create Ola as an employee."].join("\n"));
    expect(r.task).toMatchObject({ type: "create_employee", email: "ola.berg@example.org" });
  });

  it("reads the amount paid of an invoice as its total with VAT", () => {
    const r = read("| Campo | Valor |\n|---|---|\n| Cliente | Náutica Sur SL |\n| N.º org. | `912345674` |\n| Importe sin IVA | `27600` NOK |\n| Importe cobrado | `34500` NOK |\n\n- [ ] Registrar el pago completo en la factura existente");
    expect(r.task).toMatchObject({ type: "register_payment", amountExcludingVat: 27600 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a quote pointing into the attached file", () => {
  it("reads a quoted heading of the attached contract as where to look, and onboards the employee", async () => {
    const contract = [
      "EMPLOYMENT CONTRACT",
      "",
      "Employee:",
      "Ragnhild Aas",
      "Date of birth:",
      "12.02.1990",
      "E-mail:",
      "ragnhild.aas@example.org",
      "",
      "Employment details",
      "Department:",
      "Kundeservice",
      "Position code:",
      "4110",
      "Employment percentage:",
      "100%",
      "Annual salary:",
      "540000 kr",
      "Start date:",
      "01.09.2026",
    ].join("\n");
    const documents = await typedAttachment("employment_contract.txt", contract);
    const r = read('Please create the employee from the attached contract: personal data at the top, percentage, salary and start date under "Employment details".', documents);
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "employee_from_contract" });
  });
});
