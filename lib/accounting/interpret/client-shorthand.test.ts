import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { detectLanguage } from "./language";
import { expandAbbreviations } from "./concepts/abbreviations";
import { statedErrorCount } from "./extract/stated-count";
import { contextByWords } from "./message/roles";

/**
 * An outside bookkeeper's shorthand for many clients: the client's code first, the trade's
 * abbreviations ("avd.", "Rg.", "art.", "AK", "6 J."), a register's "Surname, Given", items
 * joined by "+", figures with no currency, and a colleague's follow-up named beside the task.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-06-10" });

describe("names and lists in a register's order", () => {
  it("'Surname, Given' is given name first when the person's address spells it so", () => {
    const r = read("C118 Hansen Rør – ny ansatt: Vik, Ingrid. f. 03.02.97 / ingrid.vik@example.org / start 01.08.26. Opprett ansatt.");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Ingrid", lastName: "Vik", email: "ingrid.vik@example.org" });
  });

  it("departments after 'avd.' and a bracket of small words after the last are the names alone", () => {
    const r = read("C050 Fjell Bygg: opprett avd. Snekkeri / Lager / Salg (gjeld frå 01.07; nummer vel du).");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Snekkeri", "Lager", "Salg"] });
  });
});

describe("the language of a note in shorthand", () => {
  it("a company's 'AS' and the letters of 'E-Mail' are no Portuguese words", () => {
    expect(detectLanguage("Rg. erstellen u. per E-Mail an Kd. Bergblick Reisen AS senden, Kd. existiert schon im System")).toBe("de");
  });

  it("an invoice in German shorthand is read as one, its figure the line's", () => {
    const r = read("C145 Hotel Sogn – Rg. erstellen u. per E-Mail an Kd. Bergblick Reisen AS (Org.-Nr. 812 714 767) senden: «Seminar Frühjahr», 12.800 NOK netto zzgl. 25 % USt. Kd. existiert schon.");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 12800, customer: { organizationNumber: "812714767" } });
  });

  it("'Lieferantenrg.' is the supplier's invoice", () => {
    const r = read("C145 Hotel Sogn – Lieferantenrg. von Alpenwasser AS (Org.-Nr. 974 127 458), Rg.-Nr. 5521, 10.000 NOK zzgl. 25 % Vorsteuer, Kto. 6590. Lief. anlegen falls nötig.");
    expect(r.classification.type).toBe("register_supplier_invoice");
  });
});

describe("items of an order in shorthand", () => {
  it("items joined by '+' with bare prices are lines with their product numbers", () => {
    const r = read("C233 Kafé Sol – pedido p/ cliente Festival Norte AS (org 891861680): 4410 Alquiler carpa 9.500 + 4420 Montaje (día) 3.200, precios nto, IVA 25 %; convertir en fra. y registrar cobro total.");
    expect(r.task).toMatchObject({
      type: "order_to_invoice_with_payment",
      lines: [
        { productNumber: "4410", description: "Alquiler carpa", unitPriceExcludingVat: 9500 },
        { productNumber: "4420", description: "Montaje (día)", unitPriceExcludingVat: 3200 },
      ],
    });
  });

  it("a colleague who checks against the statement makes no bank reconciliation, and 'mobile' before a price is no phone", () => {
    const r = read("C302 Boulangerie Vik: commande client Hôtel Port AS (org 918 954 767) – art. 3301 Atelier pain 6 200 NOK + art. 3302 Vitrine mobile 2 900 NOK (HT, TVA 25 %) → facturer la commande → paiement reçu aujourd'hui. Are rapproche avec le relevé.");
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment", lines: [{ productNumber: "3301", unitPriceExcludingVat: 6200 }, { productNumber: "3302", unitPriceExcludingVat: 2900 }] });
  });

  it("'art. nuevo' is a new article, 'art. 3301' an article's number", () => {
    expect(expandAbbreviations("C233 Kafé Sol – art. nuevo: «Bicicleta medio día», nº 2230", "es")).toContain("artículo nuevo");
    expect(expandAbbreviations("Neuer Art. Bezeichnung Kaffee", "de")).toContain("Artikel Bezeichnung");
    expect(expandAbbreviations("art. 3301 Atelier pain", "fr")).toBe("art. 3301 Atelier pain");
    const r = read("C233 Kafé Sol – art. nuevo: «Bicicleta medio día», nº 2230; pvp nto 350 NOK (sin IVA); IVA 25 % general.");
    expect(r.task).toMatchObject({ type: "create_product", name: "Bicicleta medio día", productNumber: "2230", priceExcludingVat: 350 });
  });

  it("the number right after the word for a supplier's invoice is its number", () => {
    const r = read("C118 Rør AS: lev.fakt. 40917 fra Vest Drivstoff AS (org.nr 831465859), kr 5.000,00 inkl. mva, kto 7000, inng. mva 25 %.");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "40917" });
  });
});

describe("ledger errors, rates and year-end in shorthand", () => {
  it("'IVA no contabilizado' describes the error, and grouped figures without currency are its amounts", () => {
    const r = read(
      "C233 Kafé Sol – errores ene. 2026; corregir: 1) cta. 7350 usada en vez de 7140, importe 3.100; 2) asiento duplicado, cta. 6300, 8.400; 3) falta IVA: cta. 6540, base 10.000 nto, IVA 25 % no contabilizado en 2710; 4) importe erróneo cta. 7000: 1.980 contabilizado en vez de 1.890.",
    );
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 7350, correctAccount: 7140, amount: 3100 },
        { kind: "duplicate_voucher", account: 6300, amount: 8400 },
        { kind: "missing_vat", account: 6540, amountExcludingVat: 10000 },
        { kind: "wrong_amount", account: 7000, postedAmount: 1980, correctAmount: 1890 },
      ],
    });
  });

  it("'ne doit pas être comptabilisé' still keeps a figure out", () => {
    const r = read("Facture fournisseur 2201 de Papier AS (org 931465859), 4 000 NOK TTC, compte 6800. La caution de 9 000 NOK ne doit pas être comptabilisée.");
    expect(JSON.stringify(r.task ?? {})).not.toContain("9000");
  });

  it("'cours 11,71' is the payment's rate", () => {
    const r = read("C302 – fact. 2 000 EUR au client Lyon Pain SARL (org 869856282), comptabilisée au cours de 11,50 NOK/EUR. Paiement reçu, cours 11,62 → enregistrer l'écart de change.");
    expect(r.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.5, paymentRate: 11.62 });
  });

  it("'AK 96.000, 4 J.' is an asset's cost and life, 'Vorauszahlungen' the prepaid", () => {
    const r = read(
      "C160 Ingeniør AS – Jahresabschluss 2025: 1) Jahres-AfA linear: Laptops (Kto. 1250) AK 96.000, 4 J.; Maschinen (1200) AK 300.000, 10 J.; Aufwand 6010, kum. AfA 1209. 2) Vorauszahlungen gesamt 12.000 auf 1700 auflösen. 3) Steuer 22 %, 8700/2920.",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Laptops", acquisitionCost: 96000, usefulLifeYears: 4, assetAccount: 1250 },
        { name: "Maschinen", acquisitionCost: 300000, usefulLifeYears: 10, assetAccount: 1200 },
      ],
      prepaidReversal: { amount: 12000, account: 1700 },
    });
  });

  it("a count of errors is read however it is said", () => {
    expect(statedErrorCount("GL janv.–févr., 4 erreurs à corriger: 1) …")).toBe(4);
    expect(statedErrorCount("il faut corriger les quatre erreurs du grand livre")).toBe(4);
    expect(statedErrorCount("feil i hovudboka jan–feb / … / … | rett opp alle fire med korrigeringsbilag")).toBe(4);
    expect(statedErrorCount("errores en el libro mayor; corregir los 3 con asientos")).toBe(3);
    expect(statedErrorCount("Bitte die Fehler im Hauptbuch korrigieren.")).toBeUndefined();
  });

  it("a reading with fewer errors than the writer counted writes nothing", () => {
    const r = read("grand livre janv. 2026: il faut corriger les trois erreurs: le compte 6540 utilisé au lieu du 6800 pour 3 450 NOK, puis une pièce en double, puis un montant faux.");
    expect(r.gate.ok).toBe(false);
    expect(r.gate.reasons.join(" ")).toContain("names 3 errors");
  });
});

describe("a contact line beside the figures", () => {
  it("a figure after 'mobile' is a phone number after a label's colon or a country code, not inside a name before its currency", () => {
    const at = (t: string, figure: string) => contextByWords(t, t.indexOf(figure), "money");
    expect(at("mobile: +47 917 42 668 kr", "917")).toBe("phone");
    expect(at("mobile +47 917 42 668 kr", "917")).toBe("phone");
    expect(at("location four mobile 5 400 nok", "5 400")).toBeUndefined();
  });
});

describe("a contract typed into the request", () => {
  it("reads an occupation code after its label across a wide gap", () => {
    const r = read(
      "Opprett den ansatte fra kontrakten under.\nArbeidstaker:   Kari Dal\nFødselsdato:   23.11.1993\nE-post:   kari.dal@example.org\nAvdeling:   Lønn\nStilling:   Lønnsmedarbeider          STYRK-kode:   4311\nTiltredelse:   01.08.2026\nÅrslønn:   kr 512 000,-\nStillingsprosent:   80 %",
    );
    expect(r.task).toMatchObject({ occupationCode: "4311" });
  });
});

