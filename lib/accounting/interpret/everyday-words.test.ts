import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { findConcepts } from "./concepts";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-06-10" });

describe("everyday words for a period's closing and an employee's costs", () => {
  it("an employee's costs paid back are a travel expense", () => {
    const r = read(
      "Jonas Dahl (jonas.dahl@example.org) est allé à la foire de Bergen pour nous, les 4 et 5 mai, donc 2 jours. Il faut lui rembourser ses frais sous le titre « Foire de Bergen » : 800 couronnes par jour pour la nourriture, plus le train, 1 240 couronnes. Il a tout payé de sa poche, c'est pour ça qu'on doit le rembourser.",
    );
    expect(r.classification.type).toBe("register_travel_expense");
  });

  it("closing a period in everyday verbs, and a date is no closing", () => {
    expect(findConcepts("temos de fechar o mês de março").hits.has("closing")).toBe(true);
    expect(findConcepts("wir müssen den Monat abschließen").hits.has("closing")).toBe(true);
    expect(findConcepts("Fecha de creación: 20/03/2026").hits.has("closing")).toBe(false);
  });
});

describe("a party named before the role it is given", () => {
  it("reads the name before 'som kunde', 'as a customer', 'als Kunden', 'comme client', 'como proveedor' when it has no legal form", () => {
    const cases: [string, string, string][] = [
      ["Kan du leggje inn Ryfylke Turlag som kunde? Org.nr. 915 482 736. Adressa er Strandkaien 14, 4005 Stavanger.", "create_customer", "Ryfylke Turlag"],
      ["Please add Skagen Harbour as a customer, org. no. 954172836.", "create_customer", "Skagen Harbour"],
      ["Bitte Hafenbau Müller als Kunden anlegen, Org.-Nr. 954172836.", "create_customer", "Hafenbau Müller"],
      ["Ajoutez Vélos du Port comme client, numéro d'organisation 954172836.", "create_customer", "Vélos du Port"],
      ["Registre Ferretería López como nuevo proveedor, org 954172836.", "create_supplier", "Ferretería López"],
    ];
    for (const [text, type, name] of cases) {
      const r = read(text);
      expect(r.task, text).toMatchObject({ type, name, organizationNumber: expect.stringMatching(/^9\d{8}$/) });
    }
  });
});

describe("what a request says beside the task", () => {
  it("a word for invoices in the sentence that gives a supplier's address names no invoice to book", () => {
    const r = read("NEW SUPPLIER Arctic Coolparts Ltd, org 878107993\ninvoices from them → accounts@arcticcoolparts.com\nregister as supplier pls.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Arctic Coolparts Ltd", email: "accounts@arcticcoolparts.com" });
    const nb = read("Ingrid sier vi har fått en ny leverandør av rørdeler: Brødrene Tveit Rør AS, org.nr. 840221008. E-postadressen de sender fakturaer fra er faktura@tveitror.no. Kan du registrere leverandøren?");
    expect(nb.task).toMatchObject({ type: "create_supplier", organizationNumber: "840221008", email: "faktura@tveitror.no" });
  });

  it("'ignore that' withdraws what the sentence said before it", () => {
    const r = read('re: ticket #5520 – pls register leverandøren Pennine Cable Works Ltd in Tripletex (supplier, not customer).\norg no `973402188`, invoices come from `accounts@penninecable.co.uk`.\noops, the first ticket said "Pennine Cabling" – ignore that, the legal name is Pennine Cable Works Ltd.');
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Pennine Cable Works Ltd", organizationNumber: "973402188" });
    expect(r.gate.ok).toBe(true);
  });

  it("a word quoted inside a listed department's name is a remark on its spelling, the list is the departments", () => {
    const r = read('kan du sette opp tre nye avdelingar i Tripletex?\n1. Brukarstøtte\n2. Drift og nettverk\n3. Innkjøp IT\nSkriv namna nøyaktig slik (stor forbokstav berre på første ord, men "IT" med store bokstavar).');
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Brukarstøtte", "Drift og nettverk", "Innkjøp IT"] });
  });
});
