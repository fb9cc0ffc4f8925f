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

  it("reads a form's answers as a human would: an empty answer names nothing, the invoice's object, a trip's title, a dimension's whole name, short dates", () => {
    const customer = read(">> Bitte als neuen Kunden anlegen.\n1. Firmenname → Seeblick Reisen GmbH\n2. Org.-Nr. (NO) → 964 588 731\n3. E-Mail → info@seeblick-reisen.de\n4. Postanschrift → Am Kai 12, 20457 Hamburg\n5. Zahlungsziel → n/a\n6. Rabatt → n/a");
    expect(customer.task).toMatchObject({ type: "create_customer", name: "Seeblick Reisen GmbH", organizationNumber: "964588731" });
    const invoice = read(">> Facture à faire et à envoyer au client.\n1. Client → Maison Roux SARL\n2. Nº org. → 932 249 318\n3. Objet de la facture → Location salle de réunion\n4. Montant HT → 12 400 NOK\n5. TVA → normale (25 %)\n6. Bon de commande client → n/a");
    expect(invoice.task).toMatchObject({ type: "create_and_send_invoice", description: "Location salle de réunion", amountExcludingVat: 12400 });
    const trip = read("1. Funcionário → Rui COSTA, rui.costa@fjellgard.no\n2. Título da despesa de viagem → Feira do Turismo Porto\n3. Duração → 2 dias\n4. Ajudas de custo → sim, diária de NOK 800\n5. Despesas → voo NOK 2.950\n>> Registar a despesa de viagem do Rui.");
    expect(trip.task).toMatchObject({ type: "register_travel_expense", title: "Feira do Turismo Porto" });
    const dimension = read(">> Criar dimensão contabilística nova e lançar um movimento.\n1. Nome da dimensão → Canal de venda\n2. Valores → Loja; Online\n3. Conta → 6540\n4. Valor → NOK 3.200\n5. Ligado a que valor da dimensão → Online");
    expect(dimension.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Canal de venda", values: ["Loja", "Online"] });
    const bill = read("Q1 Supplier → Harbour Tents Ltd\nQ2 Org no. → 833 380 905\nQ3 Invoice no. → HT-771\nQ4 Invoice date → 9/4\nQ5 Due date → 23/4\nQ6 Total → NOK 12,500\nQ7 Expense account → 6590\n>> Register the supplier invoice with input VAT 25 %.", "2026-04-20");
    expect(bill.task).toMatchObject({ type: "register_supplier_invoice", invoiceDate: "2026-04-09", dueDate: "2026-04-23" });
    const start = read(">> Onboarding da nova colaboradora.\n1. Nome → Ana LIMA\n2. Data de nascimento → 12/03/1995\n3. Data de início → 15/06\n4. Percentagem → 100 %\n5. Salário anual → NOK 420.000\n6. Mais alguma coisa → correção ao 3: começa a 1/7, não a 15/06");
    expect(start.task).toMatchObject({ startDate: "2026-07-01" });
  });
});

