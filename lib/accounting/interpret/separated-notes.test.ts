import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Notes written on one line, their pieces between slashes and their jobs between bars. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a note's pieces between slashes and bars", () => {
  it("an address's '.no' before a bar negates nothing: the customer is created with its number", () => {
    const r = read("ny kunde Grip Havfiske AS / org 921 448 732 / Fiskerivegen 12, 6570 Smøla / post@griphavfiske.no | opprett kunden – dei tek is og kasser frå neste veke – T.");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Grip Havfiske AS", organizationNumber: "921448732", email: "post@griphavfiske.no" });
    expect(r.gate.ok).toBe(true);
  });

  it("names after a head in small letters are the list: 'nye avd / Proviant / Dekk og maskin / Bunkers | opprett alle tre'", () => {
    const r = read("nye avd / Proviant / Dekk og maskin / Bunkers | opprett alle tre – vi skil på dei frå februar – T.");
    expect(r.task).toEqual({ type: "create_departments", names: ["Proviant", "Dekk og maskin", "Bunkers"] });
    const e = read("departments for the new bonded store setup (Graham asked) / Bonded Store / Ship Spares / Deliveries | create all three – T.");
    expect(e.task).toEqual({ type: "create_departments", names: ["Bonded Store", "Ship Spares", "Deliveries"] });
    // A list after a colon is read whole, its first name too.
    expect(read("criar departamentos: [Produção, Qualidade, Marketing]").task).toEqual({ type: "create_departments", names: ["Produção", "Qualidade", "Marketing"] });
  });
});
