import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { normaliseSpoken } from "./spoken";

/** Requests dictated into a phone while working: numbers said in groups, addresses spelt out in words, quotes said aloud. */

const read = (text: string, today = "2026-03-18") => interpretWithRules(text, [], { today });

describe("a dictated request", () => {
  it("hears an org. number said in three groups with a pause between them, a group opened by a zero word too", () => {
    const de = read("ok also neuer Kunde bitte anlegen Brandung Yachtservice GmbH, Organisationsnummer neun zwei acht, vier null sechs, eins drei fünf, E-Mail info at brandung Punkt de, das wars");
    expect(de.task).toMatchObject({ type: "create_customer", name: "Brandung Yachtservice GmbH", organizationNumber: "928406135", email: "info@brandung.de" });
    const fr = read("bon nouveau fournisseur à créer, la Corderie Le Goff SARL, numéro d'organisation neuf cent douze, zéro trente-quatre, cinq cent soixante-sept, l'email c'est factures arobase corderie tiret legoff point fr, c'est tout");
    expect(fr.task).toMatchObject({ type: "create_supplier", organizationNumber: "912034567", email: "factures@corderie-legoff.fr" });
  });
  it("quotes a name said 'in quotes' after it, and leaves the thing's own word out of the name", () => {
    const nb = read("ok lag et prosjekt som heter Kaiutbygging Vest i hermetegn koblet til kunden Florø Havn KF org nummer 917 223 480 prosjektleder Kari Vik kari punktum vik krøllalfa example punktum org ok send");
    expect(nb.task).toMatchObject({ type: "create_project", name: "Kaiutbygging Vest" });
    const en = read("ok create a project called Harbour Lights in quotation marks for the customer Kinn Ferries AS org number 917 223 480 project manager Kari Vik kari dot vik at example dot org that's it");
    expect(en.task).toMatchObject({ type: "create_project", name: "Harbour Lights" });
  });

  it("reads a trip said 'from the third to the fourth of March', its title's label left out of the quoted title", () => {
    const r = read("ok also bitte eine Reisekostenabrechnung für Jonas Berg, jonas Punkt berg at example Punkt org, Titel Kundenbesuch Ålesund in Anführungszeichen, er war vom dritten bis vierten März dort, Tagessatz achthundert Kronen, Taxi vierhundertzwanzig, ok das wars");
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Kundenbesuch Ålesund", departureDate: "2026-03-03", returnDate: "2026-03-04" });
  });

  it("writes a birth year said by its last two digits after the month, and reads a name between 'quote' and 'end quote'", () => {
    const es = read("vale tenemos una chica nueva se llama Nerea Ibarra, nació el doce de agosto del noventa y cuatro, créala como empleada con el correo nerea punto ibarra arroba example punto org y empieza el uno de junio de este año, vale enviar");
    expect(es.task).toMatchObject({ type: "create_employee", firstName: "Nerea", lastName: "Ibarra", dateOfBirth: "1994-08-12", startDate: "2026-06-01" });
    const nb = read("ok ny ansatt han heter Ola Rusten født tolvte august nittifire e-post ola punktum rusten krøllalfa example punktum org han begynner første juni ok send");
    expect(nb.task).toMatchObject({ type: "create_employee", dateOfBirth: "1994-08-12" });
    const en = read("ok new product please, call it quote Deck Wash Pro end quote, product number four four one seven, price is three hundred and ten crowns plus moms, normal moms twenty five percent, that's it");
    expect(en.task).toMatchObject({ type: "create_product", name: "Deck Wash Pro", productNumber: "4417", priceExcludingVat: 310, vatRate: 25 });
  });

  it("reads what an invoice is for after its amount and VAT words, and a customer who 'always pays' asks for no payment", () => {
    const de = read("ok also bitte eine Rechnung machen und gleich senden an Möwe Bootsbau GmbH Org.-Nr. 948 263 105, siebentausend zweihundert Kronen plus moms für die Reparatur vom Ruder, normale moms, ok das wars");
    expect(de.task).toMatchObject({ type: "create_and_send_invoice", description: "Reparatur vom Ruder", amountExcludingVat: 7200 });
    const nn = read("ok lag og send ein faktura til Fjordkyst Fisk AS org nummer 935 710 264, fem tusen kroner pluss moms for vask av båten, vanleg moms, dei betalar alltid fint, ok send");
    expect(nn.task).toMatchObject({ type: "create_and_send_invoice", description: "Vask av båten", amountExcludingVat: 5000 });
  });

  it("reads departments said one after another by ordinal, a name taken back at once replaced, and a run of names before a remark", () => {
    const en = read("ok so I want three departments set up, first one Sails, second one Paint Shop no wait make that Hull Care, and the third one Storage for the trailers, ok that's it");
    expect(en.task).toMatchObject({ type: "create_departments", names: ["Sails", "Hull Care", "Storage"] });
    const pt = read("ok preciso de três departamentos novos no trippel teks, Oficina, Loja e Vinterlager, vinter lager tudo numa palavra, ok é isso");
    expect(pt.task).toMatchObject({ type: "create_departments", names: ["Oficina", "Loja", "Vinterlager"] });
  });

  it("hears a task's word split in two by speech-to-text ('an in voice', 'the pay roll') and a unit heard as another word after its count", () => {
    const en = read("ok for the books log seven and a half ours for Mia Holt, mia dot holt at example dot org, on the activity Rigging in the project Refit Nordkapp for Kinn Ferries AS org number 932 604 158, hourly rate nine hundred crowns an hour, then make a project in voice to the customer, ok that's it");
    expect(en.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5, hourlyRate: 900, activityName: "Rigging", projectName: "Refit Nordkapp" });
  });

  it("reads a dimension 'die heißt …' and its values up to where the sentence goes on", () => {
    const r = read("ok also leg bitte eine eigene Buchhaltungsdimension an die heißt Liegeplatz mit den Werten Innenhafen und Außenhafen, dann buch einen Beleg auf Konto 6300 über viertausend Kronen verknüpft mit dem Dimensionswert Innenhafen, Gegenkonto ist die Bank, ok das wars");
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Liegeplatz", values: ["Innenhafen", "Außenhafen"], account: 6300, amount: 4000, linkedValue: "Innenhafen" });
  });

  it("hears 'fire hundre åtte år' after an amount as the amount's hundreds and a count of years, not one number", () => {
    const said = normaliseSpoken("varebilen tre hundre og nittiåtte tusen fire hundre åtte år konto 1230, og hengeren hundre og femtien tusen fem hundre fem år", "nb");
    expect(said).toContain("398400 åtte år");
    expect(said).toContain("151500 fem år");
    expect(normaliseSpoken("the Servicebil four hundred twelve thousand eight years straight line account 1230", "en")).toContain("412000 eight years");
    // With "og" the unit is the number's own.
    expect(normaliseSpoken("tre hundre og fem år", "nb")).toContain("305 år");
  });
});
