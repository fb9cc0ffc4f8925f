import { describe, expect, it } from "vitest";
import { normaliseSpoken } from ".";
import { interpretWithRules } from "../rules";

describe("dictated text read as written text", () => {
  it.each([
    ["de", "Preis zwölfhundertneunundvierzig Kronen", "Preis 1249 Kronen"],
    ["de", "über achtzehntausendsechshundert Kronen", "über 18600 Kronen"],
    ["nb", "fastpris to hundre og førti tusen kroner", "fastpris 240000 kroner"],
    ["nn", "fastpris ein million hundre og femti tusen kroner", "fastpris 1150000 kroner"],
    ["nb", "på tjuetre tusen hundre og tjuefem kroner", "på 23125 kroner"],
    ["en", "it cost a hundred and ninety four thousand four hundred", "it cost 194400"],
    ["fr", "neuf mille huit cent quatre-vingts couronnes", "9880 couronnes"],
    ["fr", "frais de quatre-vingt-quinze couronnes", "frais de 95 couronnes"],
    ["es", "ciento sesenta y ocho mil doscientas cincuenta coronas", "168250 coronas"],
    ["pt", "vinte e quatro mil e oitocentas coroas", "24800 coroas"],
    ["pt", "duzentas e oitenta e nove coroas e cinquenta sem IVA", "289,50 coroas sem IVA"],
  ])("writes numbers said in words in digits (%s: %s)", (lang, spoken, written) => {
    expect(normaliseSpoken(spoken, lang as never)).toBe(written);
  });

  it.each([
    ["en", "the fee is 27 thousand 600 kroner", "the fee is 27 600 kroner"],
    ["nn", "lønna er 41 tusen 100 kroner og 3 tusen i bonus", "lønna er 41 100 kroner og 3 000 i bonus"],
    ["de", "insgesamt 9 Tausend 450 Kronen", "insgesamt 9 450 Kronen"],
    ["fr", "soit 15 mille 230 couronnes", "soit 15 230 couronnes"],
    ["pt", "são 6 mil e 75 coroas", "são 6 075 coroas"],
    ["nb", "kontrakten er på 1,5 millioner kroner", "kontrakten er på 1 500 000 kroner"],
    ["nb", "vi kjørte 12 mil i går", "vi kjørte 12 mil i går"],
  ])("writes digits with a word for thousand or million as one figure (%s: %s)", (lang, said, written) => {
    expect(normaliseSpoken(said, lang as never)).toBe(written);
  });

  it.each([
    ["en", "posted on six five four zero but it should be six eight hundred", "posted on 6540 but it should be 6800"],
    ["en", "the hotel on seven one four zero two thousand one hundred and fifty twice", "the hotel on 7140 2150 twice"],
    ["nb", "nummer sju sju null to tusen to hundre og femti kroner", "nummer 7702 1250 kroner"],
    ["nb", "reolene på tolv førti hundre og tjueseks tusen fire hundre", "reolene på 1240 126400"],
    ["nb", "trucken på tolv hundre to hundre og fjorten tusen fem hundre sju år", "trucken på 1200 214500 sju år"],
    ["nb", "årsoppgjøret for tjuetjuefem en avskrivninger", "årsoppgjøret for 2025 en avskrivninger"],
    ["pt", "o encerramento de dois mil e vinte e cinco um calcula", "o encerramento de 2025 um calcula"],
  ])("tells one spoken number from the next: an account's four digits, a round ten before a hundred (%s: %s)", (lang, said, written) => {
    expect(normaliseSpoken(said, lang as never)).toBe(written);
  });

  it("a trip dictated: a taxi's cost said without its currency, a title after 'call it' and 'bitte' without the next clause's 'I'", () => {
    const en = interpretWithRules(
      "hi Anne it's Ola uh can you register a travel expense for me for the fair in Bergen call it Fish Expo Bergen I was there two days so per diem for two days eight hundred kroner a day and the flight was one thousand nine hundred kroner and a taxi from Flesland three hundred forty my email is ola dot dahl at example dot org thanks",
      [],
      { today: "2026-03-20" },
    );
    expect(en.task).toMatchObject({ type: "register_travel_expense", title: "Fish Expo Bergen", costs: expect.arrayContaining([expect.objectContaining({ category: "taxi", amount: 340 })]) });
    const de = interpretWithRules(
      "hallo Frau Berg hier Ola äh können Sie für Lena Kraus eine Reisekostenabrechnung machen die E-Mail ist lena punkt kraus at example punkt org als Titel bitte Messe Hamburg sie war zwei Tage weg Tagegeld achthundert Kronen pro Tag und ein Taxi für zweihundertzehn danke",
      [],
      { today: "2026-03-20" },
    );
    expect(de.task).toMatchObject({ title: "Messe Hamburg", costs: expect.arrayContaining([expect.objectContaining({ category: "taxi", amount: 210 })]) });
  });

  it("reads identifiers spoken digit by digit, and an organisation number as nine digits", () => {
    expect(normaliseSpoken("org number nine five five eight one nine nine five zero", "en")).toBe("org number 955819950");
    expect(normaliseSpoken("número de organización nueve cinco siete dos seis uno dos uno tres tres productos", "es")).toBe(
      "número de organización 957261213 3 productos",
    );
    expect(normaliseSpoken("fakturanummer K E bindestrek fem fem en to null", "nb")).toBe("fakturanummer KE-55120");
    expect(normaliseSpoken("la facture F tiret deux mille vingt-six tiret zéro quatre un sept", "fr")).toBe("la facture F-2026-0417");
  });

  it("reads decimals said aloud, also after a small number", () => {
    expect(normaliseSpoken("el euro estaba a once con veinte coronas", "es")).toBe("el euro estaba a 11,20 coronas");
    expect(normaliseSpoken("à taxa de onze vírgula quarenta e cinco coroas", "pt")).toBe("à taxa de 11,45 coroas");
    expect(normaliseSpoken("put in seven and a half hours", "en")).toBe("put in 7.5 hours");
  });

  it("reads years and account numbers said as two pairs", () => {
    expect(normaliseSpoken("March twenty twenty six", "en")).toBe("March 2026");
    expect(normaliseSpoken("accumulated on twelve oh nine", "en")).toBe("accumulated on 1209");
    expect(normaliseSpoken("frå konto syttentjue", "nn")).toBe("frå konto 1720");
    expect(normaliseSpoken("kredit trettifire hundre", "nb")).toBe("kredit 3400");
  });

  it("reads the day of a date in words, and leaves other ordinals alone", () => {
    expect(normaliseSpoken("hun begynner femtende april tjuetjueseks og er født sjuende februar nitten nittien", "nb")).toBe(
      "hun begynner 15. april 2026 og er født 7. februar 1991",
    );
    expect(normaliseSpoken("first the data workshop then the third line", "en")).toBe("first the data workshop then the third line");
  });

  it("joins spoken e-mail addresses, skipping a spelling remark before the at word", () => {
    expect(normaliseSpoken("e-posten er ingrid punktum solberg krøllalfa example punktum org takk", "nb")).toBe("e-posten er ingrid.solberg@example.org takk");
    expect(normaliseSpoken("all their mail goes to kontakt at fjordlysmarine dot no", "en")).toBe("all their mail goes to kontakt@fjordlysmarine.no");
    expect(normaliseSpoken("ola punktum nordbo med vanleg o krøllalfa example punktum org", "nn")).toBe("ola.nordbo@example.org");
    expect(normaliseSpoken("two thousand four hundred at eighteen thousand five hundred kroner", "en")).toBe("2400 at 18500 kroner");
  });

  it("keeps the last value of a self-correction", () => {
    expect(normaliseSpoken("Preis tausendzweihundert äh nein Quatsch zwölfhundertneunundvierzig Kronen", "de")).toBe("Preis 1249 Kronen");
    expect(normaliseSpoken("c'est huit mille sept cents non pardon huit mille sept cent cinquante couronnes", "fr")).toBe("c'est 8750 couronnes");
    expect(normaliseSpoken("marketing logistics and sales no scratch that not sales quality assurance", "en")).toBe("marketing logistics and quality assurance");
  });

  it("leaves written text as it was: articles, pronouns, percent words, names", () => {
    expect(normaliseSpoken("faktura@fjellstromelektro.no\ntusen takk", "nb")).toBe("faktura@fjellstromelektro.no\ntusen takk");
    expect(normaliseSpoken("mil gracias", "es")).toBe("mil gracias");
    expect(normaliseSpoken("| Product no. | Product | Qty |", "en")).toBe("| Product no. | Product | Qty |");
    const written = "Opprett en ny ansatt Ingrid Solberg med 25 por ciento, the Kontorrekvisita one is ours, Tre Bjørker AS.";
    expect(normaliseSpoken(written, "nb")).toBe(written);
    expect(normaliseSpoken("el billete de tren mil trescientas cuarenta y un taxi", "es")).toBe("el billete de tren 1340 y un taxi");
  });

  it("ends a number on a lone 'un' after 'and' where nothing can be its noun", () => {
    expect(normaliseSpoken("numéro de produit deux mille cinquante et un point le prix", "fr")).toBe("numéro de produit 2051. le prix");
    expect(normaliseSpoken("trente et un euros", "fr")).toBe("31 euros");
    expect(normaliseSpoken("cuarenta y un.", "es")).toBe("41.");
    expect(normaliseSpoken("cuarenta y un taxi", "es")).toBe("40 y un taxi");
  });

  it("lets the rules read a dictated request as its written twin", () => {
    const spoken = "hei eh kan du legge inn en ny ansatt for meg Ingrid Solberg hun begynner hos oss femtende april tjuetjueseks og e-posten er ingrid punktum solberg krøllalfa example punktum org takk";
    const r = interpretWithRules(spoken, [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Ingrid", lastName: "Solberg", email: "ingrid.solberg@example.org" });
  });
  it("ends a dictated name at the next label, role word or joining word, and quotes it", () => {
    expect(normaliseSpoken("o nome é Kaffebønner Etiopia 1 kg o número é quatro quatro sete um", "pt")).toBe("o nome é «Kaffebønner Etiopia 1 kg» o nº 4471");
    expect(normaliseSpoken("et nytt prosjekt det skal hete Nettbutikk 2.0 for kunden Havbris AS", "nb")).toBe("et nytt prosjekt det skal hete «Nettbutikk 2.0» for kunden Havbris AS");
    expect(normaliseSpoken("eit prosjekt som heiter flytting av lager kunden er Fjellgard AS", "nn")).toBe("eit prosjekt som heiter «Flytting av lager» kunden er Fjellgard AS");
    expect(normaliseSpoken("a viagem chama-se Visita cliente Trondheim foram quatro dias", "pt")).toBe("a viagem chama-se «Visita cliente Trondheim» foram quatro dias");
    expect(normaliseSpoken("eine Dimension die heißt Kostenstelle mit den Werten Vertrieb und Technik", "de")).toBe("eine Dimension die heißt «Kostenstelle» mit den Werten Vertrieb und Technik");
    expect(normaliseSpoken("el concepto es diseño de logotipo y el importe son doce mil", "es")).toBe("el concepto es «Diseño de logotipo» y el importe son 12000");
    // Naming words are stems in sequence, an article may stand between them: no phrase has to be listed.
    expect(normaliseSpoken("ein Projekt mit dem Namen Lagerumbau Nord für den Kunden Fjordbygg AS", "de")).toBe("ein Projekt mit dem Namen «Lagerumbau Nord» für den Kunden Fjordbygg AS");
    expect(normaliseSpoken("namnet er flytting av lager kunden er Fjellgard AS", "nn")).toBe("namnet er «Flytting av lager» kunden er Fjellgard AS");
    expect(normaliseSpoken("un producto llamada Tarta de queso el precio es 80 coronas", "es")).toBe("un producto llamada «Tarta de queso» el precio es 80 coronas");
    // Written text keeps its own punctuation as the name's boundary.
    expect(normaliseSpoken("Prosjektet skal hete Nettbutikk, for kunden Havbris AS.", "nb")).toBe("Prosjektet skal hete Nettbutikk, for kunden Havbris AS.");
  });

  it("lets the rules read dictated names, amounts in kroner in any language, and a company before its org. no. label", () => {
    const product = interpretWithRules("ja bitte ein neues Produkt anlegen Wandkalender zwanzig siebenundzwanzig Artikelnummer sechs eins zwei null Preis zwölfhundertneunundvierzig Kronen netto", [], { today: "2026-03-21" });
    expect(product.task).toMatchObject({ type: "create_product", name: "Wandkalender 2027", productNumber: "6120", priceExcludingVat: 1249 });
    const payment = interpretWithRules("die Rechnung an Bergquell GmbH Org-Nummer neun fünf sechs fünf vier null fünf acht fünf über das Schulungspaket achtzehntausendsechshundert Kronen netto ist bezahlt kannst du die Zahlung erfassen", [], { today: "2026-03-21" });
    expect(payment.task).toMatchObject({ type: "register_payment", customer: { name: "Bergquell GmbH", organizationNumber: "956540585" }, amountExcludingVat: 18600 });
  });
});
