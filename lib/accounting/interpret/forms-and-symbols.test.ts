import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readForm } from "./structure/forms";
import { readSymbols } from "./structure/symbols";
import { findNumbers } from "./extract/amounts";
import { carriedCurrency } from "./extract/carried-currency";
import { findAddress } from "./tasks/master-data";
import { takeBackCounts } from "./extract/number-words";
import { expandAbbreviations } from "./concepts/abbreviations";
import { findAccounts } from "./extract/values";

/**
 * Requests written as a filled-in form (bold labels, check boxes, struck-through values, the form's
 * own number, a title naming the form) and as an engineer's notes in symbols ("key → value",
 * "12'400.00NOK", "⇒ do this", "≠"). The examples are invented for these tests.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-12" });

describe("a filled-in form", () => {
  it("keeps ticked options, drops unticked ones and struck-through values, and unwraps bold labels", () => {
    expect(readForm("Kind:  [x] Customer   [ ] Supplier   [ ] Both")).toBe("Kind: Customer");
    expect(readForm("Tiltak: ☐ Endre  ☑ Opprett ansatt")).toBe("Tiltak: Opprett ansatt");
    expect(readForm("**Start date:** ~~01.06.2026~~ 15.06.2026")).toBe("Start date: 15.06.2026");
    expect(readForm("Checked by: [ ]")).toBe("Checked by:");
    // One box to a line: the ticked ones are chosen; with none ticked the list is a to-do list and every item stays.
    expect(readForm("New departments:\n1. [x] Smokehouse\n2. [ ] Canteen\n3. [x] Cold store")).toBe("New departments:\n1. Smokehouse\n3. Cold store");
    expect(readForm("To do 0/2\n☐ Lager\n☐ Innkjøp\nAdd an item")).toBe("To do 0/2\n- Lager\n- Innkjøp\nAdd an item");
    // A signature line of underscores is no emphasis.
    expect(readForm("Signed: ______")).toBe("Signed: ______");
  });

  it("reads a customer form: its own number is no value, the address comes from labelled lines", () => {
    const r = read(
      [
        "**REQUEST FORM – NEW CUSTOMER**",
        "Form no. 2026/118 (internal)",
        "",
        "Type:  [x] Customer   [ ] Supplier",
        "",
        "**Company name:** Tindholmen Sjømat AS",
        "**Org. no.:** 915 204 387",
        "**Street address:** Kaivegen 12",
        "**Post code:** 6490",
        "**Town:** Eide",
        "**E-mail:** post@tindholmen.no",
        "**Phone:** n/a",
        "",
        "Filled in by: K.L.   Checked: [ ]",
      ].join("\n"),
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Tindholmen Sjømat AS",
      organizationNumber: "915204387",
      address: { addressLine1: "Kaivegen 12", postalCode: "6490", city: "Eide" },
    });
  });

  it("a note under the form amends the field it names, with or without the wrong value", () => {
    const employee = read(
      "**FORM – NEW EMPLOYEE**\n**First name:** Hanne\n**Last name:** Grøtta\n**Born:** 14.02.1991\n**E-mail:** hanne.grotta@example.org\n**First working day:** 01.06.2026\n\nNB: the birth year above is a typo – the right date of birth is 14.02.1990.",
    );
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Hanne", lastName: "Grøtta", dateOfBirth: "1990-02-14", startDate: "2026-06-01" });
    const product = read("**Produktbezeichnung:** Räucherofen klein\n**Produktnummer:** 5530\n**Preis netto:** NOK 8 900,-\n**MwSt.:** 25 %\nBitte als neues Produkt anlegen.\n\nNB: Produktnummer oben ist vertauscht – richtig ist 5350 (nicht 5530).");
    expect(product.task).toMatchObject({ type: "create_product", productNumber: "5350" });
  });

  it("a title naming the form ('ORDER FORM', 'Auftragsformular') is not an order to make", () => {
    const r = read("**AUFTRAGSFORMULAR – NEUES PRODUKT**\nFormular-Nr. 2026/231\n\n**Produktbezeichnung:** Trockengestell Edelstahl\n**Produktnummer:** 4417\n**Preis netto:** NOK 2 950,-\n**MwSt.:** [x] 25 %  [ ] 15 %");
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4417", priceExcludingVat: 2950, vatRate: 25 });
    const pt = read("**FORMULÁRIO DE PEDIDO – PRODUTO NOVO**\n**Nome do produto:** Sardinha em lata 12 un\n**N.º do produto:** 3307\n**Preço (sem IVA):** NOK 640,-\n**IVA:** [ ] 25 %  [x] 15 %");
    expect(pt.task).toMatchObject({ type: "create_product", productNumber: "3307", priceExcludingVat: 640, vatRate: 15 });
  });
});

describe("notes in symbols", () => {
  it("reads a currency written onto its figure, with apostrophes between the thousands", () => {
    expect(findNumbers("price → 1'890.00NOK ex VAT").map((n) => [n.value, n.currency])).toEqual([[1890, "NOK"]]);
    expect(findNumbers("roughly 45kNOK, 980EUR").map((n) => [n.value, n.currency])).toEqual([
      [45000, "NOK"],
      [980, "EUR"],
    ]);
    // "45kr" is 45 kroner, not 45 thousand.
    expect(findNumbers("45kr").map((n) => [n.value, n.currency])).toEqual([[45, "NOK"]]);
  });

  it("'key → value' lines are labels, '::' heads a topic, '⇒' is the instruction, '≠' is not", () => {
    expect(readSymbols("price → 1'890.00NOK\nperiod → 2026-02-17 → 2026-02-18")).toBe("price: 1'890.00NOK\nperiod: 2026-02-17 → 2026-02-18");
    expect(readSymbols("2026-02-17 → 2026-02-18")).toBe("2026-02-17 → 2026-02-18");
    expect(readSymbols("new customer :: Fjordlys AS\n⇒ create it")).toBe("new customer: Fjordlys AS\ncreate it");
    const r = read("ny kunde :: Vindholmen Rederi AS\norg → 917 302 668\ne-post → post@vindholmen.no\n(≠ leverandør, berre kunde)\n/ak");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Vindholmen Rederi AS", organizationNumber: "917302668" });
  });

  it("an account however it is labelled: a typed slip, words before the colon, a posting line", () => {
    const accounts = (t: string) => findAccounts(t).map((a) => a.value);
    expect(accounts("pls book it on acount 6800, thx")).toEqual([6800]);
    expect(accounts("- compte de charges : 6800\n- Cuenta de gasto: 6540")).toEqual([6800, 6540]);
    expect(accounts("D 6340   6 500,00\nD 2710   1 625,00\nK 2400   8 125,00")).toEqual([6340, 2710, 2400]);
    expect(accounts("D 6340 fra Kari")).toEqual([]);
  });

  it("an account written before its side ('1500 debet & 3400 kredit') is that side's", () => {
    const r = read("purring :: kunde med forfalt faktura\n① purregebyr 45.00NOK → 1500 debet & 3400 kredit\n② faktura på gebyret til kunden → send");
    expect(r.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 45, debitAccount: 1500, creditAccount: 3400, invoiceFee: true });
    expect(read("Purregebyr 60 kr på den forfalte fakturaen, debet 1500 kredit 3400, og send faktura for gebyret.").task).toMatchObject({ debitAccount: 1500, creditAccount: 3400 });
  });

  it("a currency named once as a word prices the bare figures; a figure alone in brackets stays a number", () => {
    expect(carriedCurrency('1× "Deck survey" (6102) @ 7\'250.00 → 25%\nall in NOK excl. VAT')).toBe('1× "Deck survey" (6102) @ 7\'250.00 kr → 25%\nall in NOK excl. VAT');
    const r = read(
      'invoice → Brimnes Fiske AS (org 926 118 340)\n2 lines, products exist ✓:\n 1× "Deck survey" (6102) @ 7\'250.00 → 25%VAT\n 2× "Filter set F-20" (6103) @ 1\'180.00 → 25%VAT\nall in NOK excl. VAT\n⇒ create the invoice',
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Deck survey", productNumber: "6102", quantity: 1, unitPriceExcludingVat: 7250 },
        { description: "Filter set F-20", productNumber: "6103", quantity: 2, unitPriceExcludingVat: 1180 },
      ],
    });
  });
});

describe("an address however it is laid out", () => {
  it("five-digit postcodes, a city before the sentence goes on, an address block, a country after the city", () => {
    expect(findAddress("Adresse: Lindenstraße 14, 54411 Hermeskeil (Deutschland). E-Mail …")).toEqual({ addressLine1: "Lindenstraße 14", postalCode: "54411", city: "Hermeskeil" });
    expect(findAddress("adressa er Kaigata 3, 6005 Ålesund og e-posten deira er post@x.no")).toEqual({ addressLine1: "Kaigata 3", postalCode: "6005", city: "Ålesund" });
    expect(findAddress("8622 Mo i Rana? no: Sjøgata 2, 8622 Mo i Rana, e-post x@y.no")).toMatchObject({ city: "Mo i Rana" });
    expect(findAddress("Postal address\nStrandvegen 8\n6413 Molde\nNorway\nE-mail")).toEqual({ addressLine1: "Strandvegen 8", postalCode: "6413", city: "Molde" });
    expect(findAddress("morada Rua Nova 41, 7010 Trondheim + email a@b.no")).toEqual({ addressLine1: "Rua Nova 41", postalCode: "7010", city: "Trondheim" });
  });

  it("labelled fields: a pasted table's column bar, two fields on one line, labels of any wording", () => {
    expect(findAddress("Straße | Kirkegata 2\nPLZ | 7010\nOrt | Trondheim")).toEqual({ addressLine1: "Kirkegata 2", postalCode: "7010", city: "Trondheim" });
    expect(findAddress("Morada de faturação: Fjordgata 9\nCódigo postal: 5013    Localidade: Bergen")).toEqual({ addressLine1: "Fjordgata 9", postalCode: "5013", city: "Bergen" });
    expect(findAddress("morada: Fjordgata 9\ncod_postal: 5013\ncidade: Bergen")).toEqual({ addressLine1: "Fjordgata 9", postalCode: "5013", city: "Bergen" });
  });
});

describe("a trip's days however they are given", () => {
  it("a count taken back at once is the second ('3 Tage – nee, 4 Tage', 'tre dagar, nei vent det var fire dagar')", () => {
    expect(takeBackCounts("Titel „Messe Bonn“: 3 Tage – nee, 4 Tage, sie blieb länger")).toBe("Titel „Messe Bonn“: 4 Tage, sie blieb länger");
    expect(takeBackCounts("ho var borte tre dagar, nei vent det var fire dagar")).toBe("ho var borte fire dagar");
    // Different things counted are no correction.
    expect(takeBackCounts("2 timer nei 3 dager")).toBe("2 timer nei 3 dager");
  });

  it("days as '2d', as a form's field, or counted from the dates when no count is written", () => {
    const glued = read("travel exp. :: Ada Lunde (ada.lunde@example.org)\ntitle → \"Site visit Bodø\"\n2026-03-02 → 2026-03-04 ⇒ 3d per diem @ 800.00NOK/d\ncosts → flight 3'115.00NOK");
    expect(glued.task).toMatchObject({ type: "register_travel_expense", days: 3, departureDate: "2026-03-02", returnDate: "2026-03-04" });
    const spanned = read("Reiseregning for Ada Lunde (ada.lunde@example.org), «Kundebesøk Bodø», 2026-03-02 til 2026-03-03, diett 800 kr per dag, fly 3 115 kr.");
    expect(spanned.task).toMatchObject({ days: 2 });
    const field = read("**Empregado:** Ada Lunde, ada.lunde@example.org\n**Título:** Visita Bodø\n**Dias:** 2\n**Ajudas de custo:** NOK 800,- por dia\n**Despesas:** voo NOK 3 115,-\nRegistar relatório de viagem.");
    expect(field.task).toMatchObject({ type: "register_travel_expense", days: 2 });
  });

  it("a whole word ending a sentence written in small letters is no abbreviation ('alt saman. han …')", () => {
    expect(expandAbbreviations("det står på alt saman. han var borte", "nn")).toBe("det står på alt saman. han var borte");
    expect(expandAbbreviations("DELFAKT sendt", "nb")).not.toBe("DELFAKT sendt");
  });
});

describe("a person's name after 'his name is'", () => {
  it("reads the name the sentence gives, in the languages' own words", () => {
    const pt = read("Cara, o primo do Jefferson vai trabalhar com a gente, o nome dele é Caio Nascimento e ele nasceu dia 3 de março de 1994. Cadastra ele como funcionário, o email é caio.nascimento@example.org. Aqui tá chovendo, normal pra Smøla né.");
    expect(pt.task).toMatchObject({ type: "create_employee", firstName: "Caio", lastName: "Nascimento" });
    const de = read("Servus, der Neue heißt Korbinian Huber, geboren am 12.04.1990, E-Mail korbinian.huber@example.org, bitte als Mitarbeiter anlegen. Grüße aus Rosenheim");
    expect(de.task).toMatchObject({ type: "create_employee", firstName: "Korbinian", lastName: "Huber" });
    // "Es Lucía …": the sentence's "it is" is no part of the name.
    const es = read("Tenemos una nueva empleada. Es Marta Gil, DOB Sep 8, 1997, email marta.gil@example.org, empieza el 4 de mayo de 2026.");
    expect(es.task).toMatchObject({ type: "create_employee", firstName: "Marta", lastName: "Gil" });
  });
});

describe("a fact before 'so don't …'", () => {
  it("what stands before a consequence word is the reason, not what the negation excludes", () => {
    const r = read("Quick one — pls crea y envía la invoice a Brisa Norte SL. Ya están en Tripletex como cliente (org. nº 948215307), así que NO crees otro. Importe NOK 12,400 ex VAT, más el 25% de IVA. En la línea pon \"Montaje escenario\".");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "948215307" }, amountExcludingVat: 12400 });
  });
});

describe("a 'no' shouted in capitals between two figures", () => {
  it("takes back the figure before it; in small letters 'not X' still refuses the figure after", () => {
    const shouted = read("Salut, faut que tu me rentres un nouveau client, Pêcheries du Large SARL, le numéro d'org c'est 927 118 534 NON 927 118 543, j'ai viré les chiffres. Le courriel c'est post@large.no. A.");
    expect(shouted.task).toMatchObject({ type: "create_customer", organizationNumber: "927118543" });
    const plain = read("New customer Harbour Net Ltd, org no 927 118 543, not 927 118 534. E-mail post@harbournet.no.");
    expect(plain.task).toMatchObject({ type: "create_customer", organizationNumber: "927118543" });
  });
});
