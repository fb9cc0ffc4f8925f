import { describe, expect, it } from "vitest";
import { findDates, findMonthYear, parseDate } from "./dates";
import { findAmounts, parseAmount, parseNumber } from "./amounts";
import { findAccounts, findEmails, findOrgNumbers, findPercents, findQuoted } from "./values";
import { findParties, findPeople } from "./parties";

describe("dates inside localised sentences", () => {
  it.each([
    ["Vi har en ny ansatt som heter Ingrid Johansen, født 9. November 1995.", "1995-11-09"],
    ["Nous avons un nouvel employé nommé Jules Bernard, né le 8. December 1982.", "1982-12-08"],
    ["La factura vence el 4 de marzo de 2026.", "2026-03-04"],
    ["O pagamento foi feito a 21 de fevereiro de 2026.", "2026-02-21"],
    ["Rechnungsdatum: 3. März 2026, bitte buchen.", "2026-03-03"],
    ["Date de début : le 1er avril 2026.", "2026-04-01"],
    ["Start on March 4, 2026 please.", "2026-03-04"],
    ["Fakturadato: 29.01.2026 Forfallsdato: 28.02.2026", "2026-01-29"],
    ["posted on 2026-03-04 in the ledger", "2026-03-04"],
    ["fødd 21. februar 1996", "1996-02-21"],
  ])("%s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("finds several dates in order and rejects impossible ones", () => {
    const dates = findDates("born 21. February 1996, start date 31. February 2026 or 3. June 2026");
    expect(dates.map((d) => d.iso)).toEqual(["1996-02-21", "2026-06-03"]);
  });

  it("reads a year shortened with an apostrophe after a month's name ('født 14 feb \'91')", () => {
    expect(findDates("født 14 feb '91, starter 4. mai").map((d) => d.iso)[0]).toBe("1991-02-14");
    expect(findDates("née 2 sept. ’08").map((d) => d.iso)).toEqual(["2008-09-02"]);
  });

  it("reads a month and year", () => {
    expect(findMonthYear("Realice el cierre mensual de marzo de 2026.")).toMatchObject({ year: 2026, month: 3 });
    expect(findMonthYear("Führen Sie den Monatsabschluss für März 2026 durch.")).toMatchObject({ year: 2026, month: 3 });
  });
});

describe("amounts", () => {
  it("gives a currency between a thing's small number and an amount to the amount", () => {
    expect(findAmounts("1) diesel til varebil 1 kr 3 480 havnet på konto 6540").map((a) => [a.value, a.currency])).toEqual([[3480, "NOK"]]);
    expect(findAmounts("Kaffee 2 kr, Kuchen 3 kr").map((a) => a.value)).toEqual([2, 3]);
  });

  it.each([
    ["1 250,50", 1250.5],
    ["12,500.00", 12500],
    ["12.500,00", 12500],
    ["37450", 37450],
    ["11.77", 11.77],
    ["1.500", 1500],
    ["250,5", 250.5],
    ["1250,-", 1250],
  ])("parses %s", (raw, value) => {
    expect(parseNumber(raw)).toBe(value);
  });

  it("finds money with its currency in a sentence", () => {
    const found = findAmounts("Prisen er 1 250,50 kr eksklusiv MVA, og frakt NOK 12,500.00 samt 300 EUR.");
    expect(found.map((a) => [a.value, a.currency])).toEqual([
      [1250.5, "NOK"],
      [12500, "NOK"],
      [300, "EUR"],
    ]);
    expect(parseAmount("totalt 4 320,00 kr")).toBe(4320);
  });

  it("does not take an organisation number or a percentage for money", () => {
    const found = findAmounts("Kunden Nordhav AS (org.nr 829523760) skal ha 25 % rabatt på 1000 kr.");
    expect(found.map((a) => a.value)).toEqual([1000]);
  });

  it("gives a currency between an organisation number and a figure to the figure", () => {
    expect(findAmounts('FRAA "Ålesund Elektro AS" ORG 937 640 385 NOK 22.400,- EKS MVA').map((a) => a.value)).toEqual([22400]);
  });
});

describe("values", () => {
  it("finds emails, organisation numbers, quoted strings, percentages and accounts", () => {
    const text = 'Opprett prosjektet "Analyse Fjordkraft" for Fjordkraft AS (org.nr 944 845 712). Prosjektleder er Hilde Johansen (hilde.johansen@example.org), 25 % på konto 6540.';
    expect(findEmails(text).map((e) => e.value)).toEqual(["hilde.johansen@example.org"]);
    expect(findOrgNumbers(text).map((o) => o.value)).toEqual(["944845712"]);
    expect(findQuoted(text).map((q) => q.value)).toEqual(["Analyse Fjordkraft"]);
    expect(findPercents(text).map((p) => p.value)).toEqual([25]);
    expect(findAccounts(text).map((a) => a.value)).toEqual([6540]);
    expect(findQuoted("Gjennomfør prosjektsyklusen for 'Dataplattform Fossekraft' (Fossekraft AS)").map((q) => q.value)).toEqual([
      "Dataplattform Fossekraft",
    ]);
    expect(findQuoted("Opprett «Drift» og „Lager“").map((q) => q.value)).toEqual(["Drift", "Lager"]);
  });

  it("names the companies next to their organisation numbers", () => {
    expect(findParties("Die Zahlung von Nordlicht GmbH (Org.-Nr. 985405077) wurde zurückgebucht.")).toMatchObject([
      { name: "Nordlicht GmbH", organizationNumber: "985405077" },
    ]);
    expect(findParties("Crea el cliente Montaña SL con número de organización 957430201.")).toMatchObject([
      { name: "Montaña SL", organizationNumber: "957430201" },
    ]);
    expect(findParties("Enviámos uma fatura ao Luz do Sol Lda (org. nº 947361074) quando")).toMatchObject([
      { name: "Luz do Sol Lda", organizationNumber: "947361074" },
    ]);
    expect(findParties("for 'ERP Bergvik' (Bergvik AS, org.nr 886943407): 1)")).toMatchObject([
      { name: "Bergvik AS", organizationNumber: "886943407" },
    ]);
    // A name and the number's label in a bracket, no comma: the name, not the project's before the bracket.
    expect(findParties('PROSJEKT "Radiobyte Kystvakt" (KUNDE "Fosnavåg Shipping AS" ORG 936 225 714)')).toMatchObject([
      { name: "Fosnavåg Shipping AS", organizationNumber: "936225714" },
    ]);
    expect(findParties("prosjektet «Ny kai» (kunde Kvitfjell Bygg AS org.nr. 936 225 714)")).toMatchObject([{ name: "Kvitfjell Bygg AS" }]);
  });

  it("names the people next to their emails", () => {
    const people = findPeople(
      "Erfassen Sie Stunden: Leonie Schneider (Projektleiter, leonie.schneider@example.org) 36 Stunden und Finn Müller (Berater, finn.muller@example.org) 153 Stunden.",
    );
    expect(people.map((p) => [p.name, p.email, p.note])).toEqual([
      ["Leonie Schneider", "leonie.schneider@example.org", "Projektleiter"],
      ["Finn Müller", "finn.muller@example.org", "Berater"],
    ]);
  });

  it("gives an address made of a named person's words to that person, however far apart they stand", () => {
    const text =
      "Kontrakten er på plass: Øystein Fjærli starter hos oss 1. september 2026, og han er født 12. mai 1989. Han skal jobbe i driftsavdelinga, på det nye kontoret vårt på Lade.\n\nAdressa til han blir oystein.fjaerli@example.org.";
    expect(findPeople(text).map((p) => [p.name, p.email])).toEqual([["Øystein Fjærli", "oystein.fjaerli@example.org"]]);
    // An address that is not made of the name stays without a person.
    expect(findPeople(text.replace("oystein.fjaerli", "post")).map((p) => p.name)).toEqual([""]);
  });
});

describe("names with particles", () => {
  it("keeps particles inside names but not the prepositions before them", () => {
    expect(findParties("Le paiement de Café de Paris SARL (nº org. 835510131) a été retourné.")).toMatchObject([
      { name: "Café de Paris SARL", organizationNumber: "835510131" },
    ]);
    expect(findParties("El pago de Dorada SL (org. nº 849807021) fue devuelto.")).toMatchObject([{ name: "Dorada SL" }]);
    expect(findPeople("Registre horas para María de la Cruz (maria.cruz@example.org).")).toMatchObject([
      { name: "María de la Cruz", email: "maria.cruz@example.org" },
    ]);
  });
});

describe("names after an amount", () => {
  it.each([
    ["Erfassen Sie Lieferantenkosten von 38900 NOK von Nordlicht GmbH (Org.-Nr. 975524515).", "Nordlicht GmbH"],
    ["Registre costos de proveedor de 41300 NOK de Luna SL (org. nº 913777255).", "Luna SL"],
    ["Enregistrez un coût fournisseur de 22000 NOK de Forêt SARL (nº org. 913777256).", "Forêt SARL"],
    ["Registe um custo de fornecedor de 18000 NOK de Luz do Sol Lda (org. nº 913777257).", "Luz do Sol Lda"],
  ])("the currency code is not part of the name: %s", (text, name) => {
    expect(findParties(text)).toMatchObject([{ name }]);
  });
});

describe("a document number written before a party's name", () => {
  it("is no part of the name", () => {
    const text = "Hola: ha llegado la factura FAC-26/311 de Academia Formación Núñez S.L. (nº org. 951 274 608), proveedor nuevo.";
    expect(findParties(text).map((p) => p.name)).toEqual(["Academia Formación Núñez S.L."]);
    expect(findParties("Bitte Rechnung RE-2026-118 von Nordlicht GmbH (Org.-Nr. 951274608) buchen.").map((p) => p.name)).toEqual(["Nordlicht GmbH"]);
  });
});
