import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { namesOrganisation, organisationNamedByKind, personNamedInProse } from "./extract/named-parties";

/**
 * Plain mail from a small business owner to the person doing the books: the matter told in a few
 * sentences, customers and colleagues named as people name them (no organisation number, no
 * address), a greeting, a sign-off and a signature with a phone number.
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-20" });

describe("parties named as people name them", () => {
  it("knows an organisation by its kind, standing alone or as a compound's tail", () => {
    expect(namesOrganisation("Bergen Seilforening")).toBe(true);
    expect(namesOrganisation("Kaigaten Hotell")).toBe(true);
    expect(namesOrganisation("Loddefjord Idrettslag")).toBe(true);
    expect(namesOrganisation("Advokatfirmaet Sælen & Co")).toBe(true);
    expect(namesOrganisation("Hanne Vatle")).toBe(false);
    expect(namesOrganisation("Jonas Fjell")).toBe(false);
  });

  it("finds the organisation and the colleague a mail names, not the writer's own firm", () => {
    const text = "Nordnes Roklubb har betalt. Tiago\nAlmeida Bakeri";
    expect(organisationNamedByKind(text, "Almeida Bakeri")).toBe("Nordnes Roklubb");
    expect(personNamedInProse("Podes tratar do ordenado de maio do Jonas Fjell? Tiago Almeida", "Tiago Almeida")).toBe("Jonas Fjell");
    // A quoted name is a project's or a line's, no party.
    expect(personNamedInProse("Prosjektet «Sommarfest Bryggen» er klart.")).toBeUndefined();
  });

  it("registers a payment from a customer named by its everyday name", () => {
    const r = read("Hi Fiona,\n\nGood news: the rowing club (Nordnes Roklubb) have paid for their summer party. The full 23,700 kr landed on Wednesday. Could you mark their invoice as paid?\n\nCheers,\nTiago\nAlmeida Bakeri · 915 42 873");
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ customer: { name: "Nordnes Roklubb" }, amountExcludingVat: 23700 });
  });

  it("runs the pay of a colleague named without an address", () => {
    const r = read("Olá Rita,\n\nPodes tratar do ordenado de maio do Jonas Fjell? É o fixo de sempre, 36 480 coroas, e este mês leva também um bónus único de 4 200 coroas.\n\nUm abraço,\nTiago");
    expect(r.classification.type).toBe("run_payroll");
    expect(r.task).toMatchObject({ employee: { firstName: "Jonas", lastName: "Fjell" }, baseSalary: 36480, bonus: 4200 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("what the mail asks, among the story it tells", () => {
  it("books a supplier's invoice the writer says is from a supplier not yet in the books", () => {
    const r = read("Hei Henrik!\n\nKjølerommet streiket i helga. Nå har fakturaen kommet: nr. BK-2026-0418, 18 437,50 kr inkl. mva. Vi har ikke brukt dem før, så de ligger ikke inne som leverandør. Firmanavnet er Fjord Kjøleteknikk AS, org.nr. 919 552 804. Kan du føre den? Reparasjon av utstyr skal på 6620.\n\nMvh Tiago");
    expect(r.classification.type).toBe("register_supplier_invoice");
  });

  it("reads 'the invoice is from' a company as an incoming invoice", () => {
    const r = read("Hallo Katrin,\n\nwir haben die neuen Wagen bekommen. Die Rechnung ist von Nordisk Ofnbau AS (Org.-Nr. 982 330 471), bei denen haben wir noch nie bestellt. Rechnungsnummer NB-77412, total 23.911,25 Kronen inklusive MwSt. Bitte auf 6540 buchen.\n\nLiebe Grüsse\nTiago");
    expect(r.classification.type).toBe("register_supplier_invoice");
  });

  it("sets a supplier up where the mail only says where their invoices will come from", () => {
    const r = read("Hi Fiona,\n\nWe're changing flour mills. Could you set them up as a supplier? Vestlandsmølla AS, org. no. 915 338 207, and their invoices come from faktura@vestlandsmolla.no.\n\nCheers,\nTiago");
    expect(r.classification.type).toBe("create_supplier");
  });
});
