import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findAmounts } from "./extract/amounts";
import { findDates } from "./extract/dates";

/** A form's questions answered after an arrow, numbered, with later answers that correct earlier ones by number. */

const read = (text: string, today = "2026-05-19") => interpretWithRules(text, [], { today });

describe("a questionnaire answered after arrows", () => {
  it("reads numbered questions as labels, one with a colon of its own", () => {
    const r = read(
      "Stundenzettel\n1. Mitarbeiter → Jonas WEBER (jonas.weber@fjellgard.no)\n2. Projekt → Hafenfest Kiel 2026\n3. Kunde → Kieler Hafen GmbH, Org.-Nr. 918204551\n4. Aktivität → Abbau\n5. Stunden → 6,5\n6. Stundensatz → NOK 1 050 pro Stunde\n7. Rechnung? → ja, an den Kunden\n>> Stunden erfassen und abrechnen.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, activityName: "Abbau", projectName: "Hafenfest Kiel 2026", hourlyRate: 1050 });
    const voucher = read("Skjema: ny dimensjon\n1. Namn på dimensjonen → Område\n2. Verdiar → Nord, Sør\n3. Bilag: konto → 6540\n4. Bilag: beløp → kr 2 950\n5. Knyt til verdi → Sør\n>> Opprett dimensjonen og før bilaget.");
    expect(voucher.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Område", account: 6540, amount: 2950, linkedValue: "Sør" });
  });

  it("keeps one numbered step with an arrow a step, not a question", () => {
    const r = read("ONBOARDING — tilbudsbrev vedlagt\n1) ny ansatt → riktig avd.\n2) arbeidsforhold: stillings-% + årslønn\nalt iht. brevet");
    expect(r.task).not.toMatchObject({ firstName: "riktig" });
  });

  it("applies a later answer that corrects an earlier one by its number: a figure, a date, hours named as wrong, a quoted name", () => {
    const price = read("Q1 Product name → Fjord Kayak Tour\nQ2 Product no. → 4410\nQ3 Price ex VAT → NOK 1,290\nQ4 VAT → 25%\nQ5 Anything else → yes, correction to Q3: NOK 1,920 ex VAT, digits swapped.\n>> Please create the product.");
    expect(price.task).toMatchObject({ type: "create_product", productNumber: "4410", priceExcludingVat: 1920 });
    expect(price.gate?.ok).toBe(true);
    const birth = read("Formulaire « Nouvel employé »\n1. Prénom → Inès\n2. Nom → Carvalho\n3. Date de naissance → 14/02/1990\n4. Adresse e-mail → ines.carvalho@fjellgard.no\n5. Date d'entrée → lundi 1er juin\n6. Poste → réceptionniste\n7. Remarques → oui : erreur au 3, c'est le 14/09/1990, pas février.\n>> Merci de la créer comme salariée.");
    expect(birth.task).toMatchObject({ type: "create_employee", firstName: "Inès", dateOfBirth: "1990-09-14", startDate: "2026-06-01" });
    const hours = read("Project lifecycle form\nQ1 Project name → Winter Gala Voss\nQ2 Customer → Voss Events Ltd, org no. 977412530\nQ3 Budget → NOK 120,000\nQ4 Hours → Mia LANE (PM, mia.lane@fjellgard.no) 18 h; Tom REED (consultant, tom.reed@fjellgard.no) 30 h\nQ5 Invoice the customer → yes\nQ6 Anything else → correction to Q4: Tom did 34 h, not 30\n>> Please run the whole project lifecycle.");
    expect(hours.task).toMatchObject({ type: "project_lifecycle", timeEntries: [{ hours: 18 }, { hours: 34 }] });
    const name = read(">> Lag tre nye avdelingar.\n1. Kor mange? → 3\n2. Namn på avd. 1 → Resepsjon\n3. Namn på avd. 2 → Kjøkken\n4. Namn på avd. 3 → Vedlikehald\n5. Avdelingsleiar → n/a\n6. Merknad → rettelse til 3: skal heite «Kjøkken og servering», ikkje berre Kjøkken.");
    expect(name.task).toMatchObject({ type: "create_departments", names: ["Resepsjon", "Kjøkken og servering", "Vedlikehald"] });
  });

  it("reads departments from answers whose questions name them, not the count or an empty answer", () => {
    const r = read("Fragebogen Abteilungen\n2. Name Abteilung A → Lager\n3. Name Abteilung B → Versand\n1. Anzahl → zwei\n4. Leitung → n/a\n>> Bitte diese zwei Abteilungen anlegen.");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Lager", "Versand"] });
  });

  it("takes no currency at a line's end for the list number that opens the next line, and no day-month across lines", () => {
    expect(findAmounts("5. Bezahlt? → ja (in EUR\n6. Kursdifferenz → Verlust").map((a) => a.raw)).toEqual([]);
    expect(findAmounts("3) Cabaz de fruta (3103): 980,00\nNOK, IVA 15%").map((a) => a.value)).toContain(980);
    expect(findDates("5. Date d'entrée: lundi 1er juin\n6. Poste: serveuse", "2026-05-19").map((d) => d.iso)).toEqual(["2026-06-01"]);
  });
});
