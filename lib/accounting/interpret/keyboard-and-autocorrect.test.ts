import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { applyRespellings, spaceRunOnPunctuation } from "./structure/respellings";
import { takeBackCounts } from "./extract/number-words";

/**
 * Requests typed on a keyboard without the language's letters, in one paragraph with no space after
 * the punctuation, by a writer who fixes her own slips and autocorrect's as she goes.
 */

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });

describe("a request typed in a hurry on a foreign keyboard", () => {
  it("spaces prose typed without a space after commas and full stops, not figures, addresses or abbreviations", () => {
    const line = "Hei,ny ansatt fra mai.Hun heter Live Aasen,fodt 03/02/1999,epost live.aasen@example.org,org.nr 912 480 336,lonn 4.250,00 i maaneden ok?";
    expect(spaceRunOnPunctuation(line)).toBe(
      "Hei, ny ansatt fra mai. Hun heter Live Aasen, fodt 03/02/1999, epost live.aasen@example.org, org.nr 912 480 336, lonn 4.250,00 i maaneden ok?",
    );
    expect(spaceRunOnPunctuation("Salg,Lager,HR")).toBe("Salg,Lager,HR");
    const hours = "Hola! Registra 9 horas... no, perdon,11 horas en el proyecto 'Verano Voss',actividad Guia. Tarifa 950 NOK/hora,gracias";
    expect(spaceRunOnPunctuation(hours)).toBe("Hola! Registra 9 horas... no, perdon, 11 horas en el proyecto 'Verano Voss', actividad Guia. Tarifa 950 NOK/hora, gracias");
  });

  it("applies the writer's own fixes: a word and 'not' its slip, a gloss in brackets, a name taken back or said again", () => {
    expect(applyRespellings("Etternavn Haugsnes (Haugsnes, ikke Hagusnes) og Hagusnes igjen")).toBe("Etternavn Haugsnes (Haugsnes, ikke Haugsnes) og Haugsnes igjen");
    expect(applyRespellings("registra la fracture (factura) del proveedor")).toBe("registra la factura (factura) del proveedor");
    expect(applyRespellings("new supplier Bremnse Tre AS (Bremnes, sorry) org no 912 480 336")).toBe("new supplier Bremnes Tre AS (Bremnes, sorry) org no 912 480 336");
    expect(applyRespellings("Projekt Sommerkur Voss - nein, Sommerkurs Voss")).toBe("Projekt Sommerkurs Voss - nein, Sommerkurs Voss");
    // A short word is no slip of another ("Ref. no.: …", "NOK"), and words far apart are two words.
    expect(applyRespellings("Ref. no.: R-12, in NOK, no, EUR")).toBe("Ref. no.: R-12, in NOK, no, EUR");
    expect(applyRespellings("kunde, ikke leverandor")).toBe("kunde, ikke leverandor");
    // A "no" before words in small letters takes back no name: "Nota de crédito, não uma fatura negativa nova" keeps its "Nota".
    expect(applyRespellings("1. Nota de crédito, não uma fatura negativa nova.")).toBe("1. Nota de crédito, não uma fatura negativa nova.");
  });

  it("reads an employee whose surname the writer mended, in prose typed without spaces after its punctuation", () => {
    const r = read("Hei,ny guide i sommer!Live Aasnes skal begynne 01/06/2026.Hun er fodt 03/02/1999,epost live.aasen@example.org (Aasen,ikke Aasnes,kalde fingre).Kan du legge henne inn som ansatt? Takk");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Live", lastName: "Aasen", dateOfBirth: "1999-02-03", startDate: "2026-06-01" });
    expect(r.gate?.ok).toBe(true);
  });

  it("takes back a count after an ellipsis, and reads no pay date from a birthday", () => {
    expect(takeBackCounts("Registra 9 horas... no, perdón, 11 horas ayer")).toBe("Registra 11 horas ayer");
    const pay = read("Hi,pls run payroll for Ida Moe (ida.moe@example.org) this month.Base salary 38.500 NOK.Her birthday is 11/05/1994 if the system asks (day first,11th of may,not november).Thanks", "2026-05-28");
    expect(pay.task).toMatchObject({ type: "run_payroll", baseSalary: 38500 });
    // No date of its own: the payroll runs for the month the request names ("this month").
    expect((pay.task as { date?: string }).date).toBeUndefined();
  });

  it("reads a name whose label was typed without its colon", () => {
    const r = read("Oi! Copio a carta: Nome Ana Lobo,nascida 02/03/1991,inicio 01/06/2026.Cadastra ela como funcionaria por favor.Obrigada");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Ana", lastName: "Lobo", dateOfBirth: "1991-03-02" });
  });
});

describe("a fast typist's slips around the values", () => {
  it("'Stunen' are hours, and a long label with one letter wrong after a quoted name is still the label ('Produkknummer 4410')", () => {
    const h = read(
      'hallo,bitte 12 Stunen für Felix Wagner (felix.wagner@example.org) auf die Aktivität "Bordservice" im Projekt "Incentivereise Ålesund" für Nordsee Pharma GmbH (orgnr 990374216) erfassen. Stundensatz: 890 NOK/h. dann eine Projektrechnung an den Kunden erstellen. danke!! ines',
    );
    expect(h.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12 });
    const p = read('hallo,bitte ein neues Prdukt anlegen: "Fischsuppe Bordmenü",Produkknummer 4410,Preis 189 NOK ohne MwSt,mit 15% MwSt weil Lebensmittel. die deutschen Gäste LIEben die suppe. danke!! ines');
    expect(p.task).toMatchObject({ type: "create_product", name: "Fischsuppe Bordmenü", productNumber: "4410", priceExcludingVat: 189 });
  });

  it("a colon typed without its space before a name ('por favor:Tavares & Filhos Lda') and an account run into its amount ('7140,2875 NOK')", () => {
    expect(spaceRunOnPunctuation("olá!! criem um clinete novo por favor:Tavares & Filhos Lda,orgnr 985620471, são os do bacalhau, vão encomendar jantares")).toContain("favor: Tavares & Filhos Lda, orgnr");
    const c = read("olá!! criem um clinete novo por favor:Tavares & Filhos Lda,orgnr 985620471.morada Nedre Strandgate 7, 6004 Ålesund,email post@tavaresfilhos.no . são os do bacalhau!! obg -ines");
    expect(c.task).toMatchObject({ type: "create_customer", name: "Tavares & Filhos Lda", organizationNumber: "985620471" });
    const e = read(
      "bonjour,on a trouvé des erreurs dans le grand livre pour janvier 2026. trouvez les 2 erreurs: une pièce en double (compte 6300,montant 18000 NOK) et un montant erroné (compte 7140,2875 NOK comptabilisé au lieu de 2575 NOK). corrigez toutes les erreurs. merci ines",
    );
    expect((e.task as { errors: unknown[] }).errors).toContainEqual({ kind: "wrong_amount", account: 7140, postedAmount: 2875, correctAmount: 2575 });
    // An exchange rate keeps its four decimals.
    expect(spaceRunOnPunctuation("the invoice was sent when the rate was 11,2875 NOK per euro, and they paid it yesterday,thanks a lot")).toContain("11,2875");
  });
});
