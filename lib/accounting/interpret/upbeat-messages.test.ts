import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readMessage } from "./message";

const read = (text: string, today = "2026-05-04") => interpretWithRules(text, [], { today });

describe("an upbeat message with nicknames and a quick correction", () => {
  it("drops a quoted nickname inside a name or in the bracket after it", () => {
    const inside = read("Hei! 🎉 Kan du opprette Jonas «Jojo» Vikene som ansatt? 👤\n📧 jonas.vikene@example.org\n🎂 født 3. mai 1994\n🚀 starter 1. juni 2026");
    expect(inside.task).toMatchObject({ type: "create_employee", firstName: "Jonas", lastName: "Vikene", email: "jonas.vikene@example.org" });
    expect(inside.gate.ok).toBe(true);
    const bracket = read('Can you register a travel expense for Mia Dahl (\'Mimi\', mia.dahl@example.org) for "Stand build Trondheim"? 2 days, per diem 800 NOK, taxi: 390 NOK');
    expect(bracket.task).toMatchObject({ type: "register_travel_expense", title: "Stand build Trondheim", employee: { firstName: "Mia", lastName: "Dahl" } });
    // A thing named in quotes after an accounting noun stays a name.
    expect(read("Opprett prosjektet «Vårslepp» for kunden Fjellfest AS (org.nr. 915 331 402), prosjektleder Ida Berg (ida.berg@example.org).").task).toMatchObject({ name: "Vårslepp" });
  });

  it("a correction named right after a figure takes the figure back ('9k – äh, Korrektur: 9 250')", () => {
    const r = read("Bitte die Gehaltsabrechnung für Lena Storm (lena.storm@example.org) machen:\n• Grundgehalt: 48k\n• einmaliger Bonus: 7k – äh, Korrektur: 7 250 – zusätzlich zum Grundgehalt");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48000, bonus: 7250 });
  });

  it("a named correction may give its reason before the new figure ('– Korrektur, ich habe mich vertippt: NOK 498.000,00')", () => {
    const m = readMessage("Jahresgehalt: NOK 489.000,00 – Korrektur, ich habe mich vertippt: NOK 498.000,00\nEintritt: 3. August 2026", "2026-07-01");
    expect(m.context.map((c) => [c.raw, c.reason])).toContainEqual(["NOK 489.000,00", "withdrawn"]);
    expect(m.values.money.map((a) => a.value)).toEqual([498000]);
  });
});

