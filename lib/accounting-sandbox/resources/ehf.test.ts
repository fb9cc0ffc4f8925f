import { describe, expect, it } from "vitest";
import { hostileShapes, nearMiss, nearMissRepeated, superLinearCalls } from "@/lib/testing/hostile-text";
import { readEhf } from "./ehf";

const EHF = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-2026-0042</cbc:ID><cbc:IssueDate>2026-03-10</cbc:IssueDate><cbc:DueDate>2026-04-09</cbc:DueDate>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Leveranse AS</cbc:RegistrationName><cbc:CompanyID schemeID="0192">933 333 333</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
  <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="NOK">1000.00</cbc:TaxExclusiveAmount><cbc:PayableAmount currencyID="NOK">1250.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;

describe("readEhf", () => {
  it("reads the supplier invoice fields of an EHF document", () => {
    expect(readEhf(EHF)).toEqual({
      invoiceNumber: "INV-2026-0042",
      issueDate: "2026-03-10",
      dueDate: "2026-04-09",
      supplierOrg: "933333333",
      supplierName: "Leveranse AS",
      payable: 1250,
      net: 1000,
    });
  });

  it("takes the first complete block, and none when a block is never closed", () => {
    const twice = EHF.replace("<cac:AccountingSupplierParty>", "<AccountingSupplierParty><cac:AccountingSupplierParty>");
    expect(readEhf(twice).supplierName).toBe("Leveranse AS");
    const open = EHF.replace("</cac:AccountingSupplierParty>", "");
    expect(readEhf(open)).toMatchObject({ supplierName: undefined, supplierOrg: "" });
  });

  it("reads hostile XML in linear time", { timeout: 300_000 }, async () => {
    const shapes = [
      ...hostileShapes(),
      nearMissRepeated("opening tags never closed", "<cbc:ID"),
      nearMissRepeated("opening tags without prefix", "<IssueDate"),
      nearMiss("a closed block of open tags", "<AccountingSupplierParty>", "<Name", "</AccountingSupplierParty>"),
      nearMiss("closed totals of open tags", "<LegalMonetaryTotal>", "<PayableAmount a", "</LegalMonetaryTotal>"),
      nearMissRepeated("tags without content end", "<cbc:ID>a"),
      nearMissRepeated("prefixes", "<a:a:"),
      nearMissRepeated("blocks never closed", "<AccountingSupplierParty>"),
      nearMissRepeated("totals never closed", "<cac:LegalMonetaryTotal>"),
      nearMiss("one block, then open tags", "<AccountingSupplierParty>", "<Name"),
      nearMiss("long attributes", "<cbc:ID", " a=1", ""),
      nearMiss("long prefix", "<", "a", ":ID>"),
    ];
    expect(await superLinearCalls(readEhf, shapes)).toEqual([]);
  });
});
