import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { findConcepts } from "./concepts";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-06-10" });

describe("a writer without bookkeeping words", () => {
  it("asking to be paid is an invoice, not a payment", () => {
    const r = read(
      "The sailing club stayed with us, so please make them the note so they pay us and send it to them today: Vestfjord Seilforening AS, org. no. 914 200 311 (already in the program), «Boat hire June», 6 000 kroner before the 25 % VAT.",
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
    expect(r.task).toMatchObject({ amountExcludingVat: 6000, customer: { organizationNumber: "914200311" } });
  });

  it("those who pay us are customers; those who sell us things are suppliers", () => {
    expect(read("Please put Lyngheim Kafé AS, org.nr. 917 220 418, in the program as one of those who pay us. E-mail: post@lyngheimkafe.no").classification.type).toBe("create_customer");
    expect(read("Legg inn Bremnes Trelast AS, org.nr. 917 220 418, som ein av dei som sel til oss. E-post: faktura@bremnestrelast.no").classification.type).toBe("create_supplier");
  });

  it("what we owe is a supplier's bill", () => {
    const r = read(
      "Vi skylder Bremnes Trelast AS (org.nr. 917 220 418) penger for planker til brygga, papiret deres nr. 5512 sier 12 500 kroner medregnet 25 % mva, og Åse sier det skal på konto 6540.",
    );
    expect(r.classification.type).toBe("register_supplier_invoice");
  });

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

  it("a payment already made keeps its tense: 'har betalt oss', 'nos han pagado', 'hat uns bezahlt' ask for no invoice", () => {
    for (const text of ["Kunden har betalt oss alt", "ya nos han pagado todo", "sie hat uns bezahlt", "they paid us"]) {
      expect(findConcepts(text).hits.has("everydayInvoice")).toBe(false);
    }
    expect(findConcepts("so they pay us").hits.get("invoice")).toHaveLength(1);
    expect(findConcepts("so they pay us").hits.has("payment")).toBe(false);
  });
});
