import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findNumbers } from "./extract/amounts";
import { readKeyValues } from "./structure/key-values";
import { findRemarks } from "./message/side-remarks";

/**
 * Requests written in a fixed template of the writer's own: a subject line, "Context:", "Action:", "Data:" with
 * "key = value" lines, and "Notes:" whose figures are marked as for reference only.
 */

const read = (prompt: string) => interpretWithRules(prompt, [], { today: "2026-06-10" });

describe("a template's data lines", () => {
  it("reads 'key = value' lines with spaces around the sign as labelled values, and a list numbered with '='", () => {
    expect(readKeyValues("Data:\nname = Fjordlys AS\nbase salary = NOK 52000.00")).toBe("Data:\nname: Fjordlys AS\nbase salary: NOK 52000.00");
    expect(readKeyValues("1 = Treasury\n2 = Legal")).toBe("1. Treasury\n2. Legal");
    // A sum worked out keeps its sign.
    expect(readKeyValues("9 Jahre = NOK 12'438.89")).toBe("9 Jahre = NOK 12'438.89");
  });

  it("gives the currency between a year and a figure to the figure", () => {
    expect(findNumbers("budget 2026 NOK 385000.00").map((n) => [n.value, n.currency])).toEqual([
      [2026, undefined],
      [385000, "NOK"],
    ]);
  });

  it("reads a customer's address written with semicolons", () => {
    const r = read("Action: Create the customer.\nData:\nname = Brekke Handel AS\norg = 912 345 674\naddress = Sjøgata 3; 8006; Bodø\nemail = post@brekke.no");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brekke Handel AS", organizationNumber: "912345674", address: { addressLine1: "Sjøgata 3", postalCode: "8006", city: "Bodø" } });
  });
});

describe("a template's notes", () => {
  it("sets aside a figure marked for reference only", () => {
    for (const line of ["- REF ONLY: credit limit NOK 250000.00, pending approval.", "- kun til referanse: budsjett NOK 90000.00.", "- Nur zur Referenz: Vorjahr NOK 17250.00."])
      expect(findRemarks(line).some((r) => r.reason === "aside")).toBe(true);
    const r = read("New supplier: Holm Revisjon AS\nAction: Register the supplier.\nData:\nname = Holm Revisjon AS\norg = 912 345 674\nemail = faktura@holm.no\nNotes:\n- REF ONLY: fee budget 2026 NOK 120000.00 for all companies.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Holm Revisjon AS", organizationNumber: "912345674" });
  });

  it("takes the departments from the data, not the notes' items, and leaves the one that stays as is", () => {
    const listed = read('Action: Create the departments.\nData:\n1 = Risk\n2 = Tax\nNotes:\n- Default department "Avdeling 1" stays as is.\n- REF ONLY: headcount 2 / 3.');
    expect(listed.task).toMatchObject({ type: "create_departments", names: ["Risk", "Tax"] });
    const inOneField = read("Action: Opprett avdelingane.\nData:\navdelingar = Innkjøp; Lager og logistikk\nNotes:\n- Nummer er valfritt.");
    expect(inOneField.task).toMatchObject({ type: "create_departments", names: ["Innkjøp", "Lager og logistikk"] });
  });
});
