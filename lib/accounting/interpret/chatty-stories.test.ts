import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { roleOf } from "./test-roles";

/** A chatty writer who tells the office's day around every request: colleagues' birthdays, things bought, other firms and their boats. */

const read = (text: string, today = "2026-03-10") => interpretWithRules(text, [], { today });

describe("the story around the request", () => {
  it("'Men nå til saken:' turns to the matter after two small words; what was bought in the story is background", () => {
    const text =
      "Hei! Her snør det, og Kari i kantina fyller 50 på fredag, så jeg har kjøpt blomster for kr 450,-.\n\nMen nå til saken: ny ansatt! Han heter Tor Vik, født 3. juni 1988, e-post tor.vik@example.org, og begynner 1. april.\n\nHilsen Anne";
    const r = read(text);
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Tor", lastName: "Vik", dateOfBirth: "1988-06-03" });
    expect(roleOf(read(text), "450")?.role).toBe("context");
  });

  it("a colleague's birthday this year is no date of birth", () => {
    const r = read("God morgen! Per på lageret har bursdag onsdag 18. mars. Vi har fått en ny medarbeider, Lise Holm, født 2. oktober 1994, e-post lise.holm@example.org. Første dag er 1. april. Kan du registrere henne som ansatt?");
    expect(r.task).toMatchObject({ type: "create_employee", dateOfBirth: "1994-10-02", startDate: "2026-04-01" });
  });

  it("a paragraph of prose with an org. no., an address and a phone is the request, not a signature, above an affectionate sign-off", () => {
    const r = read(
      "Hei hei!\n\nEg har fått ein ny kunde som skal inn i systemet. Det er Vik Marine AS, org.nr. 912 345 674. Adressa er Strandgata 2, 6002 Ålesund, og e-posten er post@vikmarine.no. Dagleg leiar Eva Vik ringde sjølv (mobil 912 33 444).\n\nKlem frå Randi",
    );
    expect(r.task).toMatchObject({ type: "create_customer", name: "Vik Marine AS", organizationNumber: "912345674" });
    expect(r.message.parts.find((p) => p.kind === "signoff")).toBeTruthy();
  });

  it("'minst kr 40 000 i år' is a floor, not an amount to book", () => {
    const text = "Ny kunde: Fjord Tau AS, org.nr. 923 456 781, e-post post@fjordtau.no. Dei har lova å handle for minst kr 40 000,- i år.";
    expect(roleOf(read(text), "40 000")).toMatchObject({ role: "context", reason: "limit" });
  });

  it("a word that merely starts like 'ca' ('caisse', 'camareros') makes no approximation", () => {
    const text = "Facture à Bodega Sol SL, org. 913 775 026 : service des camareros kr 9 640,- HT, TVA 25 %. Envoyez-la.";
    expect(roleOf(read(text), "9 640")?.role).toBe("field");
  });
});

describe("postscripts in Spanish and French", () => {
  it("'P.D.' after the signature is the writer's text again", () => {
    const r = read("Hola:\n\nNuevo producto «Té verde 100 g», número 4410, con IVA del 15 %.\n\nSaludos,\nMarta\n\nP.D. El precio es 89 coronas sin IVA.");
    expect(r.task).toMatchObject({ type: "create_product", priceExcludingVat: 89 });
  });
});

describe("what the writer leaves out", () => {
  it("'… så den skal ikkje med no': the item asked about stays off the order", () => {
    const r = read(
      "Lag ein ordre til Hareid Båt AS (org.nr. 917 610 037) med «Kjetting 10 mm» (2870) kr 4 900,- og «Montering» (2875) kr 2 350,- før moms, gjer han om til faktura og registrer betalinga. Dei spurde òg etter eit nytt anker til kr 1 900,-, men det har vi ikkje inne, så det skal ikkje med no.",
    );
    const lines = (r.task as { lines: { unitPriceExcludingVat?: number }[] }).lines;
    expect(lines.map((l) => l.unitPriceExcludingVat)).toEqual([4900, 2350]);
  });

  it("'no va en esta factura': a debt mentioned in passing is no line", () => {
    const text =
      "Factura a Naviera Sur SL, org.nr. 869 856 282, ya es cliente. Es por «Revisión de motores», kr 12 400,- sin IVA, 25 %. Créala y envíala. Su socio también nos debe unos kr 3 100,-, pero eso no va en esta factura.";
    expect(roleOf(read(text), "3 100")?.role).toBe("context");
  });

  it("a boat named in a sentence that says it shall not go in ('… så han skal ikkje inn')", () => {
    const text =
      "Opprett dimensjonen «Fartøy» med verdiane «MS Alfa» og «MS Beta», og før kr 5 200,- på konto 7140 knytt til «MS Beta». «MS Gamma» ligg ved same kai, men den er ikkje vår, så han skal ikkje inn.";
    expect(roleOf(read(text), "MS Gamma")).toMatchObject({ role: "context", reason: "excluded" });
  });

  it("a suggestion someone turned down ('sugeriu um valor «X», mas o Odd disse que não')", () => {
    const text =
      "Crie a dimensão «Região» com os valores «Norte» e «Sul» e lance kr 2 400,- na conta 6800 ligado a «Norte». A Ana sugeriu um valor «Centro», mas o chefe disse que não.";
    expect(roleOf(read(text), "Centro")).toMatchObject({ role: "context", reason: "excluded" });
  });

  it("a name someone wanted, given up for another ('wanted to call it «X», but … only …')", () => {
    const r = read("New product «Dried Cod Premium», number 4410, NOK 1 249 before VAT, food rate 15 %. Ola wanted to call it «Bacalao Real», but only the Spanish team likes that name.");
    expect(r.task).toMatchObject({ type: "create_product", name: "Dried Cod Premium" });
    expect(r.gate.ok).toBe(true);
  });
});
