import { describe, expect, it } from "vitest";
import { parseInvoiceDocument } from "./documents";

/** Supplier invoices as foreign and Norwegian issuers lay them out. */
describe("a supplier invoice's layout", () => {
  it("reads the total under the words each language gives it ('Rechnungsbetrag', 'Serviço total incl. IVA')", () => {
    expect(parseInvoiceDocument("Küchenwerk Gerlach GmbH\nOrg.nr. 926 781 405 MVA\nNettobetrag 18 400,00\nMwSt 25 % 4 600,00\nRechnungsbetrag NOK 23 000,00\n").amountIncludingVat).toBe(23000);
    expect(parseInvoiceDocument("Lusitana Traduções AS\nOrg.nr. 944 318 208\nServiço total incl. IVA 25 %: NOK 23 750,00\n").amountIncludingVat).toBe(23750);
  });

  it("names the supplier by its legal name, not by a title on its line or a logo above it", () => {
    expect(parseInvoiceDocument("Alnabru Terminaleiendom AS FAKTURA\nAlnabruveien 12, 0668 Oslo\nOrg.nr. 912 004 551 MVA\nSum eks. mva 10 000,00\n").supplierName).toBe("Alnabru Terminaleiendom AS");
    expect(parseInvoiceDocument("KÜCHENWERK GERLACH\nKüchenwerk Gerlach GmbH\nLindenstraße 4, 0150 Oslo\nOrg.nr. 926 781 405 MVA\n").supplierName).toBe("Küchenwerk Gerlach GmbH");
    expect(parseInvoiceDocument("Cafetières Dumont\nRue du Port 3, 0150 Oslo\nOrg.nr. 927 118 002 MVA\nFACTURE F2026-00873\nCafetières Dumont SAS – capital 50 000 €\n").supplierName).toBe("Cafetières Dumont SAS");
  });

  it("takes the sender's organisation number from the foot that names it, not the buyer's under 'Bill to'", () => {
    const doc = parseInvoiceDocument(
      "HARBOUR PRINT & LABEL\nHarbour Print & Label AS · Kaiveien 5, 0198 Oslo · +47 22 00 41 90\nINVOICE\nBill to: Invoice no.: HPL-10582\nFjordkaffe Import AS Invoice date: 27 Apr 2026\nVAT no. NO 918 447 302 MVA\nSubtotal 7 900,00\nVAT 25 % 1 975,00\nTOTAL NOK 9 875,00\nHarbour Print & Label AS · Org. no. 928 604 117 MVA · Registered in the Register of Business Enterprises\n",
    );
    expect(doc).toMatchObject({ supplierName: "Harbour Print & Label AS", organizationNumber: "928604117", amountIncludingVat: 9875 });
  });

  it("reads the invoice's date under a bare date label ('Date :')", () => {
    expect(parseInvoiceDocument("Cafetières Dumont SAS\nOrg.nr. 927 118 002 MVA\nFACTURE F2026-00873\nDate : 12/03/2026\nÉchéance : 11/04/2026\n").invoiceDate).toBe("2026-03-12");
  });
});
