import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readScreenFields } from "./structure/screen-fields";

/**
 * Requests written as steps through the system's screens: menu paths with ">", quoted field labels
 * set with "=", buttons in square brackets, steps that say to leave a field alone, people listed
 * surname first as the system lists them.
 */

const read = (text: string, today = "2026-06-10") => interpretWithRules(text, [], { today });

describe("a request written as steps through the system's screens", () => {
  it("reads quoted field labels set with '=' as labelled values, and the buttons' words", () => {
    const r = read(
      "Fremgangsmåte 3 – kunde\n\n1. Kunder > Kunder > [+ Ny kunde]\n2. «Navn» = Brattli Scenekunst AS\n3. «Organisasjonsnummer» = 912 480 336\n4. «E-post» = post@brattliscene.no\n5. «Kundenummer»: la feltet være tomt\n6. [Lagre]",
    );
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brattli Scenekunst AS", organizationNumber: "912480336", email: "post@brattliscene.no" });
    expect(r.gate?.ok).toBe(true);
  });

  it("gives each field of a line its own line, so a line of several fields names several things", () => {
    expect(readScreenFields("2. «Avdelingsnavn» = Verksted, «Avdelingsnummer» = 21 > [Lagre]\n3. «Avdelingsnavn» = Lager, «Avdelingsnummer» = 22 > [Lagre]")).toBe(
      "2.\nAvdelingsnavn: Verksted\nAvdelingsnummer: 21\nLagre\n3.\nAvdelingsnavn: Lager\nAvdelingsnummer: 22\nLagre",
    );
  });

  it("reads a person listed surname first, and a project's name field before the manager's quoted name", () => {
    const r = read(
      "Recipe P-3 · new project\n1. Prosjekt > [+ Nytt prosjekt]\n2. «Navn» = Vinterlys Molde\n3. «Kunde» = Molde Arena AS (org. no. 921 337 460), already there\n4. «Prosjektleder» = «Lund, Mari» (mari.lund@example.org)\n5. [Lagre]",
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Vinterlys Molde", projectManager: { firstName: "Mari", lastName: "Lund", email: "mari.lund@example.org" } });
  });

  it("drops a step that only says to leave a field as it is, and reads a quoted screen word as no name", () => {
    const r = read(
      "Recipe T-2 · travel expense\n1. Reiseregning > [+ Ny reiseregning] > «Ansatt» = Berg, Ole (ole.berg@example.org)\n2. «Tittel» = Kundemøte Ålesund\n3. «Avreise» = 02.06.2026, «Retur» = 03.06.2026\n4. Tab «Diett»: 2 days, «Sats» = 800,00 a day\n5. «Mva-kode» on the costs: keep the default\n6. [Lagre], then check that «Restbeløp» is right",
    );
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Kundemøte Ålesund", employee: { firstName: "Ole", lastName: "Berg" } });
    expect(r.gate?.ok).toBe(true);
  });

  it("leaves alone what is no screen: a JSON record with a tag in brackets, a chain of quoted names set with '='", () => {
    const json = '[Helpdesk] ticket 4410\n{\n  "firstName": "Åse",\n  "lastName": "Lie",\n  "email": "ase.lie@example.org"\n}';
    expect(readScreenFields(json)).toBe(json);
    const chain = 'MAKE 3 DEPARTMENTS = "Nord" = "Sør" = "Vest" STOP';
    expect(readScreenFields(chain)).toBe(chain);
    expect(read(chain).task).toMatchObject({ type: "create_departments", names: ["Nord", "Sør", "Vest"] });
  });

  it("applies a correction to a step by its number", () => {
    const r = read(
      "Recipe F-2 · payment\n1. Faktura > Fakturaer > «Kunde» = Sola Seilforening (org. no. 921 604 338)\n2. Open the invoice «Båtplass vår», 6 400,00 ex. VAT\n3. [Registrer betaling]\n4. «Beløp» = 8 050,00\n5. «Betalingstype» = Bank\n6. Correction to step 4: it is 8 000,00 (the whole invoice incl. VAT), I swapped two digits.",
    );
    expect(r.task).toMatchObject({ type: "register_payment", amountIncludingVat: 8000 });
    expect(r.gate?.ok).toBe(true);
  });

  it("reads departments from their name fields, and a quoted department the step says not to touch as no new one", () => {
    const r = read(
      "Rezept S-1 · zwei Abteilungen\n1. Selskap > Avdelinger > [+ Ny avdeling]\n2. «Avdelingsnavn» = Montage, «Avdelingsnummer» = 31 > [Lagre]\n3. [+ Ny avdeling]: «Avdelingsnavn» = Verleih, «Avdelingsnummer» = 32 > [Lagre]\n4. «Avdeling 1» gibt es schon: nicht anfassen",
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Montage", "Verleih"] });
    expect(r.gate?.ok).toBe(true);
  });

  it("reads a screen's field quoted before its figure as its word in any request, and a quoted department as a name", () => {
    const r = read("Register the supplier invoice INV-2210 from Vestlys Utleie AS (org. no. 913 224 806), dated 02.06.2026, 12 500 NOK incl. 25 % VAT. «Konto» 6540, «Mva-kode» 1.");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6540, amountIncludingVat: 12500 });
    expect(r.gate?.ok).toBe(true);
    expect(readScreenFields('Opprett tre avdelinger: "HR", "Salg" og "Økonomi".')).toBe('Opprett tre avdelinger: "HR", "Salg" og "Økonomi".');
  });

  it("keeps an invoice line's product field and its other fields one item, the product's name first", () => {
    const r = read(
      "Receta F-9 · factura\n1. Faktura > [+ Ny faktura]\n2. «Kunde» = Bodega Luna SL (nº org. 912 480 336), ya existe\n3. Línea 1: «Produkt» = 4410 (Alquiler de focos) → «Pris eks. mva» = 3 200,00, «Mva-kode» = 25 %\n4. Línea 2: «Produkt» = 4420 (Cena del equipo) → «Pris eks. mva» = 900,00, «Mva-kode» = 15 %\n5. «Antall» = 1 en las dos líneas\n6. [Opprett] (solo crearla, no la envíes)",
    );
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Alquiler de focos", productNumber: "4410", unitPriceExcludingVat: 3200, vatRate: 25 },
        { description: "Cena del equipo", productNumber: "4420", unitPriceExcludingVat: 900, vatRate: 15 },
      ],
    });
  });
});
