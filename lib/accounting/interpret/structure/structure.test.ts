import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { readStructure } from ".";

describe("structured data read as labelled values", () => {
  it("writes a one-row table with a header as one label line a cell, leaving out placeholder and remark cells", () => {
    const text = readStructure("| Nombre | Apellidos | Fecha de nacimiento | Correo electrónico | Observaciones |\n|---|---|---|---|---|\n| Marta | Soler | 14/06/1990 | marta.soler@example.org | nueva |");
    expect(text).toBe("Nombre: Marta\nApellidos: Soler\nFecha de nacimiento: 14/06/1990\nCorreo electrónico: marta.soler@example.org");
  });

  it("reads an aligned label block, pairing the org. no. line with the company above it", () => {
    const r = interpretWithRules("Hei,\n\nKan du registrere denne kunden?\n\nFirma:        Fjordlys Handel AS\nOrg.nr.:      912345674\nE-post:       post@fjordlys.no\nKommentar:    –\n\nMvh");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Fjordlys Handel AS", organizationNumber: "912345674", email: "post@fjordlys.no" });
  });

  it("reads rows of amounts under a header naming the currency as labelled amounts", () => {
    const text = readStructure("| Beleg | Betrag (NOK) | Bemerkung |\n|---|---|---|\n| Flug | 4.380,00 | – |\n| Taxi | 320,00 | spät |");
    expect(text).toBe("- Flug: 4.380,00 NOK\n- Taxi: 320,00 NOK");
  });

  it("keeps numbered rows' labels and invoice-line tables as tables", () => {
    expect(readStructure("Nr   Konto   Beløp\n1    6540    4 600,00\n2    6860    4 150,00")).toBe("1) Konto: 6540 · Beløp: 4 600,00 NOK\n2) Konto: 6860 · Beløp: 4 150,00 NOK");
    const lines = "| Varenr. | Navn | Antall | Pris |\n|---|---|---|---|\n| 1 | Brød | 2 | 40,00 |\n| 2 | Ost | 1 | 90,00 |";
    expect(readStructure(lines)).toContain("| Brød |");
  });

  it("reads a one-row price-list table as the product it describes (its number included)", () => {
    const r = interpretWithRules("Hei,\n\nKan du opprette denne varen i Tripletex?\n\n| Varenr. | Navn | Pris eks. mva | Mva-sats | Kommentar |\n|---|---|---|---|---|\n| 5531 | Rugmel Øko | 1 249,50 kr | 15 % | – |\n\nHilsen");
    expect(r.task).toMatchObject({ type: "create_product", name: "Rugmel Øko", productNumber: "5531", priceExcludingVat: 1249.5, vatRate: 15 });
  });

  it("reads a tab-set block whose first column holds labels closed by colons as label lines, its first line too", () => {
    expect(readStructure("Kunde:\tVik Bakeri AS\nOrg.nr.:\t912345674\nE-post:\tpost@vikbakeri.no")).toBe("Kunde: Vik Bakeri AS (org.nr. 912345674)\nE-post: post@vikbakeri.no");
  });

  it("leaves text without tables or aligned labels as it is", () => {
    const text = "Create the customer Nordlys AS, org. no. 912345674: e-mail post@nordlys.no.";
    expect(readStructure(text)).toBe(text);
  });
});
