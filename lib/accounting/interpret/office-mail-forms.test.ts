import { describe, expect, it } from "vitest";
import { findNumbers } from "./extract/amounts";
import { findProperNames } from "./extract/proper-names";
import { splitMessage } from "./message/parts";
import { interpretWithRules, prepareText } from "./rules";

/** An office's mail forms: courtesies before the request, a record with its colons aligned, numbered rows, the lakh grouping. */

const read = (text: string, today = "2026-04-14") => interpretWithRules(text, [], { today });

describe("an office's mail forms", () => {
  it("reads the Indian grouping of digits (lakh) as one amount", () => {
    expect(findNumbers("Fee NOK 3,75,000/- excl. VAT").map((a) => a.value)).toEqual([375000]);
    expect(findNumbers("kr 12,40,500.50").map((a) => a.value)).toEqual([1240500.5]);
    // The usual groupings and a decimal comma are read as before.
    expect(findNumbers("12,500.00 NOK og 1,5 kr").map((a) => a.value)).toEqual([12500, 1.5]);
  });

  it("sets a line of courtesies and a doubled closing formula apart from the request", () => {
    const text = "Hello all,\n\nGood day! Trust you are keeping well.\n\nPlease register the customer Vik Bakeri AS.\n\nBest regards / Med vennlig hilsen\nAnil Varghese";
    const kinds = splitMessage(text).map((p) => [p.kind, text.slice(p.start, p.end).trim()]);
    expect(kinds).toContainEqual(["greeting", "Good day! Trust you are keeping well."]);
    expect(kinds).toContainEqual(["signoff", "Best regards / Med vennlig hilsen"]);
    expect(kinds).toContainEqual(["signature", "Anil Varghese"]);
    // A wish with no word of well-being is the request itself.
    const asks = "Hi,\n\nI hope you can create the department Lager today.\n\nThanks";
    expect(splitMessage(asks).find((p) => asks.slice(p.start, p.end).includes("I hope"))?.kind).toBe("request");
  });

  it("reads a record whose colons are aligned with spaces, and never the writer's name as the employee", () => {
    const r = read(
      "Dear Team,\n\nHope you had a good weekend.\n\nKindly create the new employee as per below details:\nName            : Kari Holm\nMail ID         : kari.holm@example.org\nDate of birth   : 02/03/1990\nJoining date    : 04/05/2026\n\nThanks & Regards,\nAnil Varghese\nAccounts Executive",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Holm", email: "kari.holm@example.org", dateOfBirth: "1990-03-02", startDate: "2026-05-04" });
  });

  it("reads departments numbered in brackets or after a serial's label, not the courtesies above them", () => {
    for (const list of ["(1) Innkjøp\n(2) Verksted\n(3) Salg Eksport", "Sl. No. 1 : Innkjøp\nSl. No. 2 : Verksted\nSl. No. 3 : Salg Eksport", "Pt. 1 - Innkjøp\nPt. 2 - Verksted\nPt. 3 - Salg Eksport"]) {
      const r = read(`Hei,\n\nGod dag! Håper alt står bra til.\n\nVennligst opprett disse avdelingene:\n\n${list}\n\nTakk & hilsen\nAnil Varghese`);
      expect(r.task).toMatchObject({ type: "create_departments", names: ["Innkjøp", "Verksted", "Salg Eksport"] });
    }
  });

  it("reads 'revert' that asks for a reply as no reversal", () => {
    const r = read(
      "Hi,\n\nThe customer Lunde Trelast AS (org. no. 914 778 203) has paid invoice 10233 of NOK 12,500/- in full today. Kindly register the payment and revert back once done.\n\nRegards,\nAnil",
    );
    expect(r.classification.type).toBe("register_payment");
    const nb = read("Hei,\n\nKunden Lunde Trelast AS (org.nr. 914778203) har betalt fakturaen på 12 500 kr i dag. Registrer innbetalinga. Gjer det naudsynte og revert når det er gjort.\n\nHelsing Anil");
    expect(nb.classification.type).toBe("register_payment");
  });
});


describe("a developer's ticket", () => {
  it("reads a code block's digit groups ('61_000 NOK') and its comments ('# on top of base') as a record", () => {
    const r = read(
      "FIN-42 payroll\n\n```yaml\nemployee: Ina Sæther\nemail: ina.saether@example.org\nbase_salary: 52_500 NOK      # as agreed\none_time_bonus: 8_000 NOK # on top of base\n```\n\npls run it",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 52500, bonus: 8000 });
  });

  it("sets a value marked as not needed aside ('ust_id: DE998877665   # not needed')", () => {
    const r = read("FIN-7 new customer\n\n- name: Sørlandet Kabel AS\n- org_id: 912 345 674\n- ust_id: DE998877665   # not needed\n\nthx");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Sørlandet Kabel AS", organizationNumber: "912345674" });
    expect(r.gate.ok).toBe(true);
  });

  it("writes a YAML list of records in the request's language as one item a line, each record's comment kept", () => {
    const { text } = prepareText(
      "FIN-12 Rechnung\n\n```yaml\nkunde: Elbe Sensorik GmbH   # org_id 987 654 325\npositionen:\n  - produkt: Messboje MB-2      # nr 3150\n    menge: 2\n    preis: 4_250 NOK ohne MwSt\n  - produkt: Einrichtung vor Ort\n    menge: 1\n    preis: 1_900 NOK ohne MwSt\n  - produkt: Wartung\n    menge: 1\n    preis: 2_500 NOK inkl. MwSt\n```\nBitte Rechnung erstellen.",
      [],
    );
    expect(text).toContain("- Messboje MB-2, 2 x 4250 NOK excl. VAT – nr 3150\n");
    expect(text).toContain("- Einrichtung vor Ort, 1 x 1900 NOK excl. VAT\n");
    // A price with VAT in it is left as written: no net price.
    expect(text).not.toContain("2500 NOK excl. VAT");
  });

  it("reads a table's column that only counts its rows as no product number", () => {
    const r = read(
      "Invoice Vestkyst Marine AS (org_id 923 456 781), products exist:\n\n| # | product | no | qty | unit price ex VAT |\n|---|---|---|---|---|\n| 1 | Depth sensor | 2210 | 1 | 3_400 |\n| 2 | Cable kit | 2290 | 2 | 650 |\n",
    );
    expect(r.task).toMatchObject({ lines: [{ productNumber: "2210" }, { productNumber: "2290" }] });
  });

  it("writes the unit a record's label gives after its figure: a budget's kroner, the hours under 'timar:'", () => {
    const { text } = prepareText("prosjekt: Kaibru Sør\nbudsjett: 310 000\ntimar:\n  - Ola Nordmann (prosjektleiar): 12\n  - Kari Holm: 7,5   # fredag\nAccount for the cost: 6800", []);
    expect(text).toContain("budsjett: 310 000 kr");
    expect(text).toContain("- Ola Nordmann (prosjektleiar): 12 timar");
    expect(text).toContain("- Kari Holm: 7,5 timar");
    // A label that names an account holds an account.
    expect(text).toContain("Account for the cost: 6800\n".trim());
    expect(text).not.toContain("6800 kr");
  });
});

describe("a receipt typed into the request", () => {
  it("sets the receipt's other lines aside when the request books only the item it names, and holds back without that 'only'", () => {
    const receipt = "Kvittering Jernia Voss 12.03.2026:\nStige 3 m ........ 1 890,00 kr\nArbeidshansker ... 320,00 kr\nSum ............... 2 210,00 kr\n";
    const only = read(`${receipt}\nEg treng berre stigen ført på avdeling Verksted, med rett konto og mva.`);
    expect(only.task).toMatchObject({ type: "receipt_expense_to_department", amountIncludingVat: 1890, department: "Verksted" });
    expect(only.gate.ok).toBe(true);
    // Without "only" naming the booked item, the other line's amount still holds the request back.
    const unnamed = read(`${receipt}\nFør kvitteringa på avdeling Verksted, med rett konto og mva.`);
    expect(unnamed.gate.ok).toBe(false);
  });
});

describe("a company named with its legal form set off by a comma", () => {
  it("reads 'Atlântida Marítima, Lda' beside its org. no. as the customer", () => {
    const names = findProperNames("o contrato celebrado com a Transportes Marítimos Atlântida, Lda, com o número de organização 984 656 327");
    expect(names.map((n) => [n.kind, n.name])).toEqual([["company", "Transportes Marítimos Atlântida Lda"]]);
    const r = read("Por favor, criem o cliente Atlântida Marítima, Lda, com o número de organização 984 656 327 e o e-mail geral@atlantidamaritima.no.");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Atlântida Marítima, Lda", organizationNumber: "984656327" });
  });
});

