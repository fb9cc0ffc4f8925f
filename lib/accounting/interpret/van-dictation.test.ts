import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { normaliseSpoken } from "./spoken";
import { roleOf } from "./test-roles";
import { typedAttachment } from "./test-attachments";
import { parseInvoiceDocument } from "../files/documents/invoice";
import { parseEmploymentDocument } from "../files/documents/contract";

/**
 * Requests dictated hands-free and sent unread: spoken punctuation ("komma", "period"), numbers and dates in words,
 * spoken e-mail addresses, remarks on a name's spelling ("med ø", "sans accent", "all one word"), corrections said
 * aloud with a clause between, and a count said aloud ("den første … den andre …").
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-20" });

describe("remarks on spelling said after a word", () => {
  it("go, and end what was said before them", () => {
    expect(normaliseSpoken("han heiter Ola Søvde med ø komma e-posten er ola punktum sovde krøllalfa brekke punktum no punktum", "nn")).toBe(
      "han heiter «Ola Søvde», e-posten er ola.sovde@brekke.no.",
    );
    expect(normaliseSpoken("Lucie Morel lucie point morel arobase atelier point fr sans accent douze heures point", "fr")).toBe("Lucie Morel lucie.morel@atelier.fr, 12 heures.");
    expect(normaliseSpoken("los valores son Hytte y Bedrift con t al final punto", "es")).toBe("los valores son Hytte y Bedrift.");
    expect(normaliseSpoken("den første heiter Verkstad med d på slutten den andre Lager", "nn")).toBe("den første heiter «Verkstad», den andre «Lager»");
  });

  it("a name said twice before the remark is one name", () => {
    const r = read("hola aquí Marta coma da de alta a un empleado nuevo se llama Pablo Hernández Hernández con acento en la a coma nació el 9 de marzo del noventa y dos coma correo pablo punto hernandez arroba talleres punto no y empieza el 4 de mayo de 2026 punto fin del mensaje");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Pablo", lastName: "Hernández", dateOfBirth: "1992-03-09", email: "pablo.hernandez@talleres.no", startDate: "2026-05-04" });
  });

  it("'all one word' joins the words of an address's domain", () => {
    expect(normaliseSpoken("their email is post at brekke bygg all one word dot no comma thanks", "en")).toBe("their email is post@brekkebygg.no, thanks");
    // A word said again to spell it is left as it was said.
    expect(normaliseSpoken("el correo es info arroba brekkebygg punto no brekkebygg todo junto vale", "es")).toBe("el correo es info@brekkebygg.no brekkebygg todo junto vale");
  });
});

describe("figures, addresses and marks said aloud", () => {
  it("an org. number said digit by digit with its pauses, and 'period' as a full stop", () => {
    const r = read("hi Knut here on the ferry comma please register a supplier Hardanger Stål AS period org number nine one five comma two two six comma four zero eight and their email is post at hardangerstal dot no period end of message");
    expect(r.task).toMatchObject({ type: "create_supplier", organizationNumber: "915226408", email: "post@hardangerstal.no" });
    // "period" names the period where its words say so.
    expect(normaliseSpoken("book it for the period of March comma and the accounting period ends period thanks", "en")).toBe("book it for the period of March, and the accounting period ends. thanks");
  });

  it("a line break said between a street's number and its postcode", () => {
    const r = read("hei Knut her komma lag ein ny kunde Lauvvik Camping AS ork nummer ni en fem to to seks fire null åtte adressa er Lauvvikvegen 14 ny linje 4120 Tau punktum slutt melding");
    expect(r.task).toMatchObject({ type: "create_customer", organizationNumber: "915226408", address: { addressLine1: "Lauvvikvegen 14", postalCode: "4120", city: "Tau" } });
  });

  it("an address said with a stop after it ends at its domain", () => {
    const r = read("hei Knut her komma køyr løna til Åse Lid åse punktum lid krøllalfa brekke punktum no punktum grunnløna er førti tusen kroner punktum slutt melding");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 40000, employee: { email: "åse.lid@brekke.no" } });
  });

  it("a date taken back with words between is the date said after them", () => {
    expect(normaliseSpoken("y empieza el primero de junio no espera que lo hablamos ayer el quince de junio de 2026 punto", "es")).toBe("y empieza el 15 de junio de 2026.");
  });

  it("'the second', 'the third' name the next ones of a count", () => {
    const r = read("hei Knut her komma eg vil ha tre avdelingar punktum den første heiter Lager den andre Butikk og den tredje Verkstad Nord komma berre dei tre punktum slutt melding");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Lager", "Butikk", "Verkstad Nord"] });
  });

  it("'the line just says' names the line", () => {
    const r = read("hello Knut here comma invoice Fjellro Lodges Ltd org number nine one five two two six four zero eight and send it to them comma four thousand two hundred kroner plus VAT period the line just says Gutter repair period end of message");
    expect(r.task).toMatchObject({ description: "Gutter repair", amountExcludingVat: 4200 });
  });
});

describe("parties and figures in dictated sentences", () => {
  it("'not registered from before' makes a new supplier, nothing left out", () => {
    const r = read("hei Knut her komma vi har fått rekning nummer HB-2290 frå Hordaland Bygg AS ork nummer ni en fem to to seks fire null åtte på tolv tusen fem hundre kroner med moms i punktum konto 6300 og inngåande moms 25 prosent komma dei er ikkje lagt inn som leverandør frå før slutt melding");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { organizationNumber: "915226408" }, amountIncludingVat: 12500 });
    expect(roleOf(r, "915226408")?.role).toBe("field");
  });

  it("a word of the task inside a company's name stays the name's ('Bergen Crane Hire AS')", () => {
    const r = read("We got invoice BC-118 from the supplier Bergen Crane Hire AS org number 915226408, 12500 kroner including VAT. Put it on account 6540 and register the supplier invoice with VAT 25 percent.");
    expect(r.task).toMatchObject({ supplier: { name: "Bergen Crane Hire AS" } });
  });

  it("a count of years after a number is no company form ('quatre ans')", () => {
    const r = read("allô c'est Knut virgule clôture du mois d'avril 2026 point l'amortissement mensuel de la nouvelle raboteuse prix d'achat quatre-vingt-seize mille couronnes durée de vie quatre ans linéaire sur le compte 6010 point fin du message");
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 96000, usefulLifeYears: 4, expenseAccount: 6010 } });
  });

  it("each asset of a year-end list: its name after the last figure or after its article, its account after its method", () => {
    const r = read(
      "wir machen den Jahresabschluss für 2025 Punkt die Abschreibung für zwei Anlagen berechnen und buchen die Hobelmaschine 96000 Kronen 8 Jahre linear Konto 1200, Abschreibungsaufwand auf 6010 und kumulierte Abschreibungen auf 1209 Lieferwagen 240000 Kronen 6 Jahre Konto 1230 Punkt",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Hobelmaschine", acquisitionCost: 96000, usefulLifeYears: 8, assetAccount: 1200 },
        { name: "Lieferwagen", acquisitionCost: 240000, usefulLifeYears: 6, assetAccount: 1230 },
      ],
    });
  });

  it("an invoice's 'Merverdiavgift' line and its total set after the currency without a colon", () => {
    const doc = parseInvoiceDocument(
      ["BREKKE VERKTØY AS", "Strandgata 3, 6900 Florø", "Foretaksregisteret NO 915226408 MVA", "", "FAKTURA BV-2211", "", "Netto                      4 800,00", "Merverdiavgift 25 %        1 200,00", "Totalt NOK                 6 000,00"].join("\n"),
    );
    expect(doc).toMatchObject({ amountExcludingVat: 4800, vatRate: 25, vatAmount: 1200, amountIncludingVat: 6000 });
  });

  it("an offer letter's department after 'our' ('in our Verksted department', 'no nosso departamento Montagem')", () => {
    expect(parseEmploymentDocument("Dear Liam Hughes,\n\nwe are pleased to offer you the position of Joiner in our Verksted department.")).toMatchObject({ jobTitle: "Joiner", department: "Verksted" });
    expect(parseEmploymentDocument("Caro Nuno Prates,\n\ntemos o prazer de lhe oferecer o lugar de pedreiro (murar) no nosso departamento Montagem.")).toMatchObject({ jobTitle: "pedreiro (murar)", department: "Montagem" });
  });

  it("a name said 'as it is' ends there ('… así tal cual')", () => {
    const r = read("hola aquí Knut coma registra una nota de gastos de viaje para Laura Gil laura punto gil arroba talleres punto no coma el viaje se llama Congreso Madera Bergen así tal cual punto fueron tres días con dietas a ochocientas coronas por día fin del mensaje");
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Congreso Madera Bergen", days: 3, perDiemRate: 800 });
  });

  it("a project's supplier cost said without its VAT has the standard rate on top", () => {
    const r = read(
      "Run the whole project cycle for 'Quay Repair Florø' (Florø Havn AS, org no. 915226408): 1) budget 180000 NOK. 2) Log time: Ida Berg (project manager, ida.berg@example.org) 20 hours. 3) Register supplier cost of 24000 NOK plus VAT from Sunnfjord Betong AS (org no. 922334455). 4) Create a customer invoice for the project.",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", supplierCost: { amount: 24000, vatRate: 25 } });
  });

  it("a receipt's line named before a 'not' that opens the other line", async () => {
    const docs = await typedAttachment(
      "kvittering.txt",
      ["SOGNEFERJER AS", "Org.nr 973 028 464 MVA", "", "KVITTERING", "12.03.2026  07:10", "", "Billett personbil inkl. førar      1    245,00   MVA 12 %", "Kiosk: kaffi og bolle               1     76,00   MVA 15 %", "------------------------------------------", "SUM                                     321,00", "", "Betalt: Firmakort"].join("\n"),
    );
    const r = interpretWithRules("hei Knut her komma eg har lagt ved kvitteringa frå ferja punktum før berre ferjebilletten for bilen ikkje kaffien og bollen dei tek eg sjølv komma avdeling Montasje konto 7140 med rett moms punktum betalt med firmakortet slutt melding", docs, { today: "2026-03-13" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Billett personbil inkl. førar", amountIncludingVat: 245, department: "Montasje" });
  });

  it("assets said in one breath: a thousand and then a life, names after a verb or an elided article, accounts after 'that's on' or a bar", () => {
    expect(normaliseSpoken("Verkstedinventar hundertsechsundzwanzigtausend zehn Jahre linear Konto 1240", "de")).toBe("Verkstedinventar 126000 zehn Jahre linear Konto 1240");
    const spoken = read(
      "year end 2025 please book the depreciation straight line one voucher per asset expense on 6010 and accumulated on 1209 Kontormaskiner 138450 kr over 6 years that's on account 1200 then Programvare 280000 over 9 years on 1250 then reverse the prepaid expenses on account 1700 that's 52250 kr in total and then the tax 22 percent of taxable profit on account 8700 against 2920",
    );
    expect(spoken.task).toMatchObject({
      assets: [
        { name: "Kontormaskiner", acquisitionCost: 138450, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Programvare", acquisitionCost: 280000, usefulLifeYears: 9, assetAccount: 1250 },
      ],
    });
    const french = read("clôture annuelle simplifiée 2025 amortissement annuel de deux immobilisations l'échafaudage Stillas coût 240000 kr sur 8 ans linéaire compte 1200 et le camion Lastebil 735000 kr sur 6 ans compte 1230, charge 6010, cumulés 1209");
    expect(french.task).toMatchObject({ assets: [{ acquisitionCost: 240000, usefulLifeYears: 8, assetAccount: 1200 }, { acquisitionCost: 735000, usefulLifeYears: 6, assetAccount: 1230 }] });
  });
});
