import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { splitMessage } from "./message";
import { readTicket } from "./structure/ticket";
import { normaliseSpoken } from "./spoken";
import { impliedKroner } from "./extract/implied-currency";

/**
 * Requests pasted whole from a helpdesk: a header whose fields share a line ("Ticket KD-1 · Status:
 * Open"), the requester's words quoted under "Customer wrote:", and internal notes that settle what
 * the requester got wrong.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-14" });

describe("a helpdesk ticket's header", () => {
  it("reads a title line with joined fields and a requester without an address as the ticket's header", () => {
    const text = [
      "Ticket HD-4410 | Status: Open | Priority: High",
      "Requester: Greta Lind, Lind Bakeri AS",
      "Category: Master data",
      "",
      "Please add a new customer: Havstad Fisk AS, post@havstadfisk.no.",
      "",
      "Internal note (KB, 13.04.2026 10:02):",
      "Org. no. from the register: 913572468.",
    ].join("\n");
    expect(splitMessage(text)[0].kind).toBe("header");
    expect(read(text).task).toMatchObject({ type: "create_customer", name: "Havstad Fisk AS", organizationNumber: "913572468" });
  });

  it("takes a line whose joined fields are an attachment's and a requester's as header, a route as no header", () => {
    const text = "Ticket HD-77 · Status: New · Category: Bank\nRequester: Ola Dahl <ola@dahl.no>\nAttachment: statement.csv\n\nReconcile March, please.";
    expect(splitMessage(text)[0].kind).toBe("header");
    expect(splitMessage("Reise · Fra: Oslo · Til: Bergen\nBook it.").every((p) => p.kind !== "header")).toBe(true);
  });
});

describe("a requester's words in a ticket", () => {
  it("reads the words quoted under 'Customer wrote:' as the request, not as someone else's words", () => {
    expect(readTicket('Sak KD-51 | Status: Ny | Prioritet: Normal\nInnmelder: Per Ek\n\nKunden skrev:\n"Hei!\nLegg inn Nora Ask.\nMvh Per"')).toBe(
      "Sak KD-51 | Status: Ny | Prioritet: Normal\nInnmelder: Per Ek\n\n\nHei!\nLegg inn Nora Ask.\nMvh Per",
    );
    const text = [
      "Sak KD-5120 | Status: Ny | Prioritet: Normal",
      "Innmelder: Per Ek (daglig leder), Ek Snekkeri AS",
      "",
      "Kunden skrev:",
      '"Hei. Vi har ansatt Nora Ask, født 4. mai 1990, e-post nora.ask@example.org. Hun begynner 1. juni 2026. Kan dere legge henne inn?"',
      "",
      "Internt notat (Mia K., 12.04.2026 09:10):",
      "Opprett den ansatte som kunden skriver.",
    ].join("\n");
    expect(read(text).task).toMatchObject({ type: "create_employee", firstName: "Nora", lastName: "Ask", email: "nora.ask@example.org", startDate: "2026-06-01" });
  });

  it("takes a later internal note's address of the same person or firm over the requester's", () => {
    const text = [
      "Ticket HD-902 | Status: Open | Priority: Normal",
      "Requester: Tom Berg <tom@bergbygg.no>, Berg Bygg AS",
      "",
      "Customer wrote:",
      "> New supplier please: Nordic Rope AS, org. no. 987654325. Invoices come from fatura@nordicrope.no. You can use that.",
      "",
      "Internal note (KB, 13.04.2026 11:20):",
      "The address is misspelt; their invoices show faktura@nordicrope.no.",
    ].join("\n");
    expect(read(text).task).toMatchObject({ type: "create_supplier", name: "Nordic Rope AS", email: "faktura@nordicrope.no" });
    const person = text.replace("fatura@nordicrope.no", "jonas@bergbygg.no").replace("faktura@nordicrope.no", "jonas.vik@example.org").replace("New supplier please: Nordic Rope AS, org. no. 987654325.", "New employee Jonas Vik, born 2 March 1994, starting 1 May 2026.");
    expect(read(person).task).toMatchObject({ type: "create_employee", email: "jonas.vik@example.org" });
  });
});

describe("an accountant's numbered list of ledger errors", () => {
  it("reads each numbered item as one error, its sentences together and its written-out remedy left out", () => {
    const text = [
      "Revisado. Los 3 errores de enero y febrero 2026 (corregir con asientos, sin borrar los originales):",
      "1) «Papel» 2 400 NOK contabilizado en la cuenta 6800 en vez de 6540.",
      "2) «Limpieza» (12.02): 8 750 NOK con IVA cargados enteros en 6590. La base sin IVA es 7 000; falta la línea de IVA de 1 750 en 2710.",
      "3) «Alquiler» 9 900 NOK en 6300 registrado dos veces. Corrección: anular el duplicado.",
    ].join("\n");
    expect(read(text).task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6800, correctAccount: 6540, amount: 2400 },
        { kind: "missing_vat", account: 6590, amountExcludingVat: 7000, vatAccount: 2710 },
        { kind: "duplicate_voucher", account: 6300, amount: 9900 },
      ],
    });
  });

  it("reads no article and a zero as ten, and no date after 'note de frais du' as a fee", () => {
    expect(normaliseSpoken("12 400 NOK au lieu de 1 240 NOK (un zéro en trop).", "fr")).toBe("12 400 NOK au lieu de 1 240 NOK (un zéro en trop).");
    expect(impliedKroner("Note de frais du 28.01 sur 7140 : 12 400 NOK")).toBe("Note de frais du 28.01 sur 7140 : 12 400 NOK");
  });
});

describe("payroll in Nynorsk", () => {
  it("reads 'løna' as payroll, not an employee to create", () => {
    const r = read("Kan de køyre løna til Håkon Bergsli for april? Fastløn 41 500 kr. Han skal òg ha ein påskebonus på 6 000 kr, eingongs. E-posten hans er hakon.bergsli@example.org.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41500, bonus: 6000 });
  });
});

describe("a year-end closing whose overview comes before its details", () => {
  it("takes the prepaid and tax figures from the detail lines, costs grouped in thousands as money, an asset account after its item", () => {
    const text = [
      "Please do the simplified year-end 2025: depreciation on our three assets, reverse the prepaid stuff and the tax provision.",
      "",
      "Internal note (KB, 20.02.2026 10:00):",
      "- Milling machine: cost 240,000, 6 years, asset account 1200",
      "- Pickup: cost 300,000, 5 years, asset account 1230",
      "- Website: cost 90,000, 3 years, asset account 1250",
      "Depreciation expense on 6010, accumulated depreciation on 1209, one voucher per asset.",
      "Prepaid expenses: reverse the full 36,000 on 1700 to expense account 6300.",
      "Tax: 22 % of the taxable profit for 2025, debit 8700, credit 2920.",
    ].join("\n");
    expect(read(text).task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Milling machine", acquisitionCost: 240000, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Pickup", acquisitionCost: 300000, usefulLifeYears: 5, assetAccount: 1230 },
        { name: "Website", acquisitionCost: 90000, usefulLifeYears: 3, assetAccount: 1250 },
      ],
      prepaidReversal: { amount: 36000, account: 1700, expenseAccount: 6300 },
      taxProvision: { ratePercent: 22, expenseAccount: 8700, liabilityAccount: 2920 },
    });
  });
});

describe("a ticket's requester in any language", () => {
  it("reads the words under 'El cliente escribió:' as the request, as under 'Customer wrote:'", () => {
    const out = readTicket('Ticket KD-4410 | Estado: Abierto | Prioridad: Alta\nSolicitante: Ana Gil\n\nEl cliente escribió:\n"Dad de alta al cliente Mar Azul SL."');
    expect(out).not.toContain("escribió");
    expect(out).toContain("\nDad de alta al cliente Mar Azul SL.");
  });
});
