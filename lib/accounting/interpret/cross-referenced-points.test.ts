import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { resolvePointReferences } from "./structure/point-references";

/** Requests in numbered points that remark on each other: a name glossed in its own point, a figure before a discount, a rate that fell. */

const read = (text: string, today = "2026-04-21") => interpretWithRules(text, [], { today });

describe("numbered points that refer to each other", () => {
  it("a remark after a name's dash, quoting part of the name, is no department", () => {
    const r = read(
      'Hello again! Three departments to create:\n1) Arkitektur.\n2) Landskapsarkitektur – yes, that\'s the name in 1) with "Landskaps" in front, all one word.\n3) Interiør (with ø).\nJust these three. The old "Avdeling 1" can stay as it is for now.',
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Arkitektur", "Landskapsarkitektur", "Interiør"] });
  });

  it("the quoted price before a discount gives way to the invoiced amount, and is no value left without a place", () => {
    const r = read(
      "Rebonjour ! Trois points :\n1) Le client : Vasseur Eiendom AS (812 714 767), il est déjà dans le système.\n2) Notre devis pour « Esquisse façade nord » était de kr 60 000,- hors TVA.\n3) Nous leur avons accordé une remise de 10 % sur le montant du point 2. Créez donc une facture au client du point 1 pour « Esquisse façade nord » de kr 54 000,- HT, avec la TVA de 25 % en plus, et envoyez-la-lui.",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 54000 });
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context?.some((c) => c.includes("60000 − 10 % = 54000"))).toBe(true);
  });

  it("a rate that 'has dropped to' a figure is the payment's rate, nothing given up", () => {
    const r = read(
      "Three points about one invoice:\n1) We invoiced Fairhaven Offshore Ltd (884 632 544) EUR 23 600 when the rate was kr 11,95 per euro.\n2) They've now paid the whole amount from 1), but the rate has dropped to kr 11,61.\n3) Register the payment and post the exchange difference to the correct account.",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.95, paymentRate: 11.61 });
  });
});

describe("a person pointed to by their role or their place in another point", () => {
  it("'die Projektleiterin aus 2) 32 Stunden' are the project manager's hours, and the supplier is named without the cost's word", () => {
    const r = read(
      "Einmal der komplette Projektablauf, Punkt für Punkt:\n1) Projekt «Neubau Kindergarten Spjelkavik» für Spjelkavik Eiendom AS (949 793 311) – das Projekt hat ein Budget von kr 420 000,-.\n2) Projektleiterin ist Katrin Albers (katrin.albers@example.org), Berater ist Tobias Wendt (tobias.wendt@example.org). Beide sind schon im System.\n3) Stunden erfassen: die Projektleiterin aus 2) 32 Stunden, der Berater aus 2) 45 Stunden, beide auf dem Projekt aus 1).\n4) Lieferantenkosten von Geoteknikk Vest AS (870 852 789): kr 36 000,- zzgl. 25 % MwSt., auf das Projekt aus 1) buchen.\n5) Zum Schluss eine Kundenrechnung für das Projekt aus 1).",
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { email: "katrin.albers@example.org" }, role: "project_manager", hours: 32 },
        { employee: { email: "tobias.wendt@example.org" }, role: "consultant", hours: 45 },
      ],
      supplierCost: { supplier: { name: "Geoteknikk Vest AS" }, amount: 36000 },
    });
  });

  it("'la première du point 2 … le second' are the first and second person named there, with their roles", () => {
    const r = read(
      "Le cycle complet d'un projet :\n1) Projet « Réhabilitation Quai 7 » pour Moldehavn AS (902 567 283) ; budget de kr 275 000,-.\n2) La cheffe de projet est Léa Fontaine (lea.fontaine@example.org) et le consultant Hugo Lambert (hugo.lambert@example.org).\n3) Heures : la première du point 2 a fait 28 heures, le second 40 heures, sur le projet du point 1.\n4) Coût fournisseur de Sondage Nord AS (817 994 415) : kr 24 800,- HT, plus 25 % de TVA, au projet du point 1.\n5) Pour finir, une facture client pour le projet du point 1.",
    );
    expect(r.task).toMatchObject({
      timeEntries: [
        { employee: { email: "lea.fontaine@example.org" }, role: "project_manager", hours: 28 },
        { employee: { email: "hugo.lambert@example.org" }, role: "consultant", hours: 40 },
      ],
    });
  });

  it("a pointer to a point's hours or project names no person", () => {
    const text = '1) 12 Stunden für Lena Schubert (lena.schubert@example.org) erfassen, Projekt "Jahresinventur".\n2) Kunde ist Mühlbach Getränke GmbH.\n3) Projektrechnung an den Kunden auf Basis der Stunden aus 1).';
    expect(resolvePointReferences(text)).toBe(text);
  });
});

describe("a reminder that never came", () => {
  it("'betaler før purring' asks for the payment; 'før et purregebyr' still posts the fee", () => {
    const p = read("Sletta Brygge AS (org.nr 913 775 402) har betalt! Den åpne fakturaen deres på 36 200:- eks. mva for «Leie av testbasseng» — registrer full innbetaling. Første kunde i år som betaler før purring.", "2026-03-20");
    expect(p.task).toMatchObject({ type: "register_payment", customer: { organizationNumber: "913775402" } });
    const f = read("En av kundene våre har en faktura som har gått over forfall. Finn den, og før et purregebyr på kr 65 (debet kundefordringer 1500, kredit 3400). Lag også en faktura på gebyret og send den.", "2026-03-20");
    expect(f.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 65 });
  });
});
