import { describe, expect, it } from "vitest";
import { findConcepts } from "./concepts";
import { weighBySense } from "./senses";
import { interpretWithRules } from "./rules";

const kept = (text: string, language?: string) => [...weighBySense(text, findConcepts(text).hits, language).hits.keys()];

describe("task words weighed by where they stand", () => {
  it("sets aside a task word inside a quoted name", () => {
    expect(kept('Create the departments "Invoicing" and "Payroll support".')).not.toContain("invoice");
    expect(kept('Create the departments "Invoicing" and "Payroll support".')).toContain("department");
  });

  it("a single word in small letters in quotes is held at arm's length, not a name: it still names the task", () => {
    expect(kept("Die Kundin Nordlys AS soll man „anlegen“.")).toContain("create");
    expect(kept('Create the departments "Invoicing" and "Payroll support".')).not.toContain("invoice");
  });

  it("sets aside what a negation reaches in its clause, in the seven languages", () => {
    expect(kept("Register the customer. Do not enter the budget.")).not.toContain("budget");
    expect(kept("Registrer kunden, ikke registrer betalingen.")).not.toContain("payment");
    expect(kept("Bitte den Kunden anlegen, aber keine Rechnung schicken.")).not.toContain("invoice");
    expect(kept("No registres el pago todavía.", "es")).not.toContain("payment");
    // Portuguese "no" is "in the": it negates nothing.
    expect(kept("Registe o pagamento no valor de 500 NOK.", "pt")).toContain("payment");
  });

  it("sets aside a thing its clause says must not be made, though it stands before the negation", () => {
    expect(kept("Innbetalingen skal reverseres. Kreditnota skal ikke utstedes.", "nb")).not.toContain("creditNote");
    expect(kept("Reverse the payment. A credit note is not to be issued.", "en")).not.toContain("creditNote");
    expect(kept("Die Zahlung stornieren. Eine Gutschrift soll nicht erstellt werden.", "de")).not.toContain("creditNote");
    expect(kept("Annulez le paiement. L'avoir ne doit pas être émis.", "fr")).not.toContain("creditNote");
    expect(kept("Anule el pago. La nota de crédito no debe emitirse.", "es")).not.toContain("creditNote");
    // A state, not an obligation: the customer not yet registered is still the request's.
    expect(kept("The customer is not registered yet, please create it.", "en")).toContain("customer");
    // Nynorsk "no" is "now": "Fakturaen skal no lagast" asks for the invoice.
    expect(kept("Fakturaen skal no lagast og sendast.", "nn")).toContain("invoice");
    // Not sending is no reason to drop the invoice.
    expect(kept("Lag fakturaen, men fakturaen skal ikke sendes ennå.", "nb")).toContain("invoice");
  });

  it("sets aside what a 'without' word names ('sin abono', 'uten kreditnota'), 'sin' only in Spanish", () => {
    expect(kept("Anular el cobro devuelto, sin abono.", "es")).not.toContain("creditNote");
    expect(kept("Reverser innbetalingen uten kreditnota.", "nb")).not.toContain("creditNote");
    expect(kept("Lag en kreditnota for fakturaen.", "nb")).toContain("creditNote");
  });

  it("sets aside a trade word inside a company's name, and keeps a document word heading one", () => {
    // Invented writer, French with a Spanish filler: a travel agency pays its invoice.
    const text = "Hola: Randonnées et Voyages Alpins SARL (org.nr 912345674) a payé la facture «Guides de montagne» – 8 400,00 NOK HT. Enregistre le paiement complet.";
    expect(kept(text, "fr")).not.toContain("travel");
    expect(kept(text, "fr")).toContain("payment");
    expect(kept("Faktura Nordlys Reiser AS: 4 000 kr, send den i dag.", "nb")).toContain("invoice");
    const { task } = interpretWithRules(text, [], { today: "2026-03-21" });
    expect(task).toMatchObject({ type: "register_payment", customer: { name: "Randonnées et Voyages Alpins SARL" } });
  });

  it("sets aside the task words of a sentence opened by 'FYI' (what comes later, not the task)", () => {
    const text = "Kan du opprette prosjektet \"Sommarkonsert 2027\" for Fjordlyd AS (org.nr 925880713)? Prosjektleiar er Ola Vik (ola.vik@example.org). FYI budsjett og fastpris kjem seinare.";
    expect(kept(text, "nn")).not.toContain("fixedPrice");
    expect(kept(text, "nn")).toContain("project");
    expect(interpretWithRules(text, [], { today: "2026-03-21" }).task).toMatchObject({ type: "create_project", name: "Sommarkonsert 2027" });
  });

  it("sets aside a side clause set in a coming week, when the request does something outside it", () => {
    const text = "Bitte die Kundin anlegen, die Anzahlungsrechnung soll nächste Woche raus.\nFjellsyn GmbH, Org.-Nr. 912 345 678";
    expect(kept(text, "de")).not.toContain("payment");
    expect(kept(text, "de")).not.toContain("invoice");
    expect(interpretWithRules(text, [], { today: "2026-03-21" }).task).toMatchObject({ type: "create_customer", name: "Fjellsyn GmbH" });
    expect(kept("Opprett kunden Nordvik AS. Han betaler neste uke.", "nb")).not.toContain("payment");
    // The request itself set in a coming week keeps its words.
    expect(kept("Send the invoice next week, please.", "en")).toContain("invoice");
  });

  it("reads the product number after filler words ('le numéro de produit c'est 4472')", () => {
    const { task } = interpretWithRules("Merci de créer un nouveau produit. Le nom est « Abonnement maintenance » et le numéro de produit c'est 4472. Le prix est 23 900 NOK HT, TVA 25 %.", [], { today: "2026-03-21" });
    expect(task).toMatchObject({ type: "create_product", productNumber: "4472" });
  });

  it("reads an order followed by its number as a reference, not an order to make", () => {
    expect(kept("Invoice the customer for order no. 4471.")).not.toContain("order");
    expect(kept("Create an order for the customer and invoice it.")).toContain("order");
  });

  it("classifies by the words that name the task", () => {
    const { classification } = interpretWithRules('Opprett avdelingene «Fakturering» og «Lønn og regnskap».', [], { today: "2026-03-21" });
    expect(classification.type).toBe("create_departments");
  });
});

describe("a correction word said of a figure", () => {
  it("reads 'le total corrigé' and 'the corrected total' as a figure, not ledger errors to correct", () => {
    expect(kept("note de frais de déplacement : pour le taxi, c'est le total corrigé de son deuxième message.", "fr")).not.toContain("ledgerError");
    expect(kept("travel expense claim: for the taxi use the corrected total from his second mail.", "en")).not.toContain("ledgerError");
    expect(kept("Vi har funne feil i hovudboka som må korrigerast.", "nn")).toContain("ledgerError");
  });
});
