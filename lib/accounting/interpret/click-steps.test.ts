import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { roleOf } from "./test-roles";
import { readScreenFields } from "./structure/screen-fields";

/**
 * Requests written as a course handout's clicks: numbered steps, fields named in square brackets as the screen shows
 * them, buttons in capitals, a last step that only checks the result, and a party the writer says is there already.
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-02" });

describe("fields named in square brackets", () => {
  it("'[Name]: …', '[Customer]: …' are the fields, not the button's words", () => {
    const r = read(
      [
        "Hi, new project – take this one:",
        "1) Projects → NEW PROJECT.",
        "2) [Name]: Harbour Crane Refit",
        "3) [Customer]: Tidewater Freight AS, org. no. 987654325",
        "4) [Project manager]: Nora Lind (nora.lind@example.org)",
        "5) [Start date]: 16.03.2026",
        "6) SAVE.",
        "Thanks – M.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Harbour Crane Refit", customer: { organizationNumber: "987654325" }, projectManager: { email: "nora.lind@example.org" }, startDate: "2026-03-16" });
  });

  it("a note's mark in brackets ('[^1]: …', '[2]: …') is no field", () => {
    const notes = "Faktura til Aa AS [^1] og Bb AS [2].\n[^1]: org 987654325\n[2]: org 912345678";
    expect(readScreenFields(notes)).toBe(notes);
  });
});

describe("a step that only checks the result", () => {
  it("its figures are what the writer expects to see, not lines to book", () => {
    const r = read(
      [
        "Hei, ta denne for meg:",
        "1) Registrer leverandørfaktura fra Havbris AS (org.nr. 987654325), fakturanr. 2026-44, kr 10 000,- inkl. mva 25 %, konto 6540.",
        "2) BOKFØR.",
        "3) Sjekk at leverandørreskontroen viser kr 22 500,- totalt etterpå.",
        "Takk – M.",
      ].join("\n"),
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 10000, expenseAccount: 6540 });
    expect(roleOf(r, "22 500")).toMatchObject({ role: "context" });
  });
});

describe("a party the writer says is there already", () => {
  it("'gibt es schon, nicht neu anlegen' points to the one there: its org. no. is the task's", () => {
    const r = read(
      [
        "Hallo, neues Projekt, bitte anlegen:",
        "1) [Name]: Umbau Kühlhalle Nord",
        "2) [Kunde]: Nordsee Frost GmbH, Org.-Nr. 987654325 – gibt es schon, nicht neu anlegen.",
        "3) [Projektleiter]: Lukas Brandt (lukas.brandt@example.org)",
        "4) [Startdatum]: 23.02.2026",
        "Danke – M.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Umbau Kühlhalle Nord", customer: { organizationNumber: "987654325" } });
    // Told to make nothing of it at all, the value stays out.
    const left = read("Opprett kunden Fjordlys AS, org.nr. 987654325. Leverandøren Havbris AS, org.nr. 912345678, skal ikke opprettes.");
    expect(roleOf(left, "912345678")).toMatchObject({ role: "context" });
  });
});
