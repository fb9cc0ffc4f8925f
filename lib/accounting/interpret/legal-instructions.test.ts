import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readDefinitions } from "./structure/definitions";

/** Requests written as legal instructions: recitals, a definitions clause, numbered operative clauses, provisos. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a request written as a legal instruction", () => {
  it("reads a definitions clause as labels and their values", () => {
    const text = [
      "DER SOM",
      "(A) dette kontoret fører rekneskapen for Havbruk Nord AS («Selskapet»), og tilgangen din i Tripletex («Systemet») gjeld rekneskapen til Selskapet,",
      "vert det instruert slik:",
      "1. Definisjonar",
      "1.1 «Produktet»: Tørrfisk Premium.",
      "1.2 «Produktnummeret»: 4410.",
      "1.3 «Prisen»: kroner to tusen (kr 2 000,00) eksklusive meirverdiavgift.",
      "2. Oppdrag",
      "2.1 Produktet skal opprettast i Systemet med namnet i punkt 1.1, Produktnummeret og Prisen.",
      "2.2 Produktet er eit næringsmiddel med 15 % meirverdiavgift.",
    ].join("\n");
    expect(readDefinitions(text)).toContain("\nProduktnummeret: 4410.");
    const r = read(text);
    expect(r.task).toMatchObject({ type: "create_product", name: "Tørrfisk Premium", productNumber: "4410", priceExcludingVat: 2000, vatRate: 15 });
  });

  it("keeps a quoted label with an amount as it is where no definitions clause stands", () => {
    const text = "«Vask av sengetøy februar»: 23 480 + mva 5 870 = 29 350";
    expect(readDefinitions(text)).toBe(text);
  });

  it("takes the numbered sections for headings, not names, and a defined term for no department", () => {
    const r = read(
      [
        "DER SOM (A) partnermøtet vedtok egne avdelinger i Tripletex («Systemet»), gis følgende instruks:",
        "1. Definisjoner",
        "1.1 «De Nye Avdelingene» betyr følgende tre avdelinger:",
        "(a) «Skatt»;",
        "(b) «Arv og familie»; og",
        "(c) «Administrasjon».",
        "2. Instruks",
        "2.1 De Nye Avdelingene skal opprettes i Systemet.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Skatt", "Arv og familie", "Administrasjon"] });
  });

  it("sets a term defined in a bracket after its article aside, not an elided article", () => {
    const es = read(
      "1. Definiciones\n1.1 «el Cliente»: Pesca Vigo SL, org. nr. 933 699 931.\n1.2 «la Factura»: la factura emitida al Cliente por «Asesoría portuaria», por importe de 8.000,00 NOK, IVA excluido.\n2. Instrucción\n2.1 Deberá registrarse en Tripletex (el «Sistema») el pago íntegro de la Factura.",
    );
    expect(es.task).toMatchObject({ type: "register_payment", customer: { organizationNumber: "933699931" }, invoiceDescription: "Asesoría portuaria" });
    const fr = read(
      "Un client n'a pas payé une facture en retard. Il faut d'abord inscrire les frais de rappel de 65 kroner, mis dans la boîte 1500 (ce que les clients nous doivent) et pris en recette dans la boîte 3400 (l'argent des rappels). Ensuite faites une facture pour ces frais et envoyez-la. Ils viennent de payer 5 000 kroner sur la facture en retard ; inscrivez ce paiement.",
    );
    expect(fr.task).toMatchObject({ type: "overdue_invoice_reminder" });
  });

  it("reads a clause opened 'for the record' as told, not asked for", () => {
    const r = read(
      "1. Definisjoner\n1.1 «Arbeidstakeren»: Kari Lie, født 14. juli 1991.\n1.2 «E-postadressen»: kari.lie@example.org.\n1.3 «Tiltredelsesdagen»: 4. mai 2026.\n2. Instruks\n2.1 Arbeidstakeren skal opprettes som ansatt med fødselsdato og E-postadressen som angitt i punkt 1.\n2.2 Det skal registreres et arbeidsforhold med startdato lik Tiltredelsesdagen.\n2.3 For ordens skyld: lønn, stillingsprosent og øvrige vilkår følger av arbeidsavtalen og skal ikke registreres nå.",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Lie", dateOfBirth: "1991-07-14", startDate: "2026-05-04" });
  });

  it("takes no other document's date for the invoice's", () => {
    const r = read(
      '1. Definitions. "the Customer" means Nordic Rigs Ltd (org. no. 819 935 181), and "the Services" means the survey performed under the Master Services Agreement dated 14 January 2025.\n2. Instruction. Issue an invoice to the Customer for the Services, bearing the line text "Rig survey", for NOK 10,000.00 exclusive of VAT, and send it.\n3. The estimate in the Customer\'s e-mail of 29 October 2026 is not to be invoiced.',
      "2026-11-03",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Rig survey", amountExcludingVat: 10000 });
    expect((r.task as { invoiceDate?: string }).invoiceDate).toBeUndefined();
    expect((r.task as { dueDate?: string }).dueDate).toBeUndefined();
  });

  it("takes the month under its label over one told in a recital, and a quoted file name for the file's", () => {
    const r = read(
      "CONSIDERANDO (A) que en marzo de 2026 se pagó por anticipado el alquiler anual de un archivo,\nse instruye al Contable:\n1. Definiciones\n1.1 «el Mes»: abril de 2026.\n1.2 «la Periodificación»: el traspaso a gastos de 6.750,00 NOK al mes desde la cuenta 1710.\n2. Instrucción\n2.1 Con fecha del Mes deberá registrarse la Periodificación.",
      "2026-04-30",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", year: 2026, month: 4 });
    const nn = read(
      "DER SOM (A) kontoret har inngått arbeidsavtale med ein ny tilsett, vedlagd som fila «arbeidsavtale_mai.txt» («Avtalen»),\nvert det instruert slik:\n1. Definisjonar\n1.1 «Den Tilsette»: den personen som er nemnd som «Arbeidstakaren» i Avtalen.\n2. Oppdrag\n2.1 Den Tilsette skal opprettast som tilsett i Systemet med alle opplysningane i Avtalen.",
    );
    expect(nn.gate.unused).toEqual([]);
  });

  it("keeps a name listed in a definition as a value, and reads 'abono a la cuenta' as a posting's credit side", () => {
    const r = read(
      [
        "1. Definiciones",
        "1.1 «el Ejercicio»: el ejercicio 2025.",
        "1.2 «los Activos»: los dos elementos siguientes, amortizables linealmente:",
        "(a) «Equipo informático»: coste de adquisición de 120.000,00 NOK, vida útil de tres (3) años, cuenta 1200;",
        "(b) «Vehículo de empresa»: coste de adquisición de 400.000,00 NOK, vida útil de cinco (5) años, cuenta 1230.",
        "1.3 «los Gastos Anticipados»: el saldo de 12.000,00 NOK de la cuenta 1700.",
        "2. Instrucción",
        "2.1 Deberá registrarse la amortización anual de cada uno de los Activos del Ejercicio, con cargo a la cuenta 6010 y abono a la cuenta 1209, en un asiento separado para cada Activo.",
        "2.2 Los Gastos Anticipados deberán revertirse desde la cuenta 1700 a gastos.",
        "2.3 El impuesto del 22 % deberá registrarse con cargo a la cuenta 8700 y abono a la cuenta 2920.",
      ].join("\n"),
      "2026-01-10",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [{ name: "Equipo informático", acquisitionCost: 120000, usefulLifeYears: 3 }, { name: "Vehículo de empresa", acquisitionCost: 400000, usefulLifeYears: 5 }],
    });
  });
});
