import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { inlineFootnotes } from "./structure/footnotes";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-20" });

describe("a memo whose values stand in footnotes", () => {
  it("reads each one-line note where it is pointed to, and leaves the rest of a note where it stood", () => {
    const text =
      "Re: new customer\n\nPlease register Fjordlys Optikk AS as a customer [1] with its postal address [2] and e-mail ².\n\n—\n[1] Org. no. 931 207 554. They have not been registered before.\n[2] Strandgata 14, 5013 Bergen.\n² post@fjordlysoptikk.no\n\n— K.L.";
    expect(inlineFootnotes(text)).toBe(
      "Re: new customer\n\nPlease register Fjordlys Optikk AS as a customer (Org. no. 931 207 554) with its postal address (Strandgata 14, 5013 Bergen) and e-mail (post@fjordlysoptikk.no).\n\n—\n- They have not been registered before.\n\n— K.L.",
    );
    expect(read(text).task).toMatchObject({
      type: "create_customer",
      name: "Fjordlys Optikk AS",
      organizationNumber: "931207554",
      email: "post@fjordlysoptikk.no",
      address: { addressLine1: "Strandgata 14", postalCode: "5013", city: "Bergen" },
    });
  });

  it("keeps notes pointed to in a range, or of several lines, as list items in place", () => {
    const text = "Please book the three assets in [1], see also [2]–[3].\n—\n[1] Van: NOK 300 000, 5 years.\n    Tools: NOK 60 000, 3 years.\n[2] Account 6010.\n[3] Account 1209.";
    expect(inlineFootnotes(text)).toBe("Please book the three assets in, see also.\n—\n- Van: NOK 300 000, 5 years.\n    Tools: NOK 60 000, 3 years.\n- Account 6010.\n- Account 1209.");
  });

  it("reads a ledger's errors listed in notes pointed to as a range, a missing VAT line said with 'fehlende'", () => {
    const r = read(
      "Ad: Fehler im Hauptbuch Januar/Februar 2026\n\nIn den Belegen für Januar und Februar 2026 sind vier Fehler (s. [1]–[4]). Bitte mit Korrekturbelegen berichtigen.\n\n—\n[1] Falsches Konto: Konto 6300 statt 6340 verwendet, Betrag NOK 4 180.\n[2] Doppelter Beleg: Konto 7140, NOK 2 250 — zweimal gebucht.\n[3] Fehlende MwSt.-Zeile: Konto 4300, NOK 9 600 netto; die Vorsteuer (25 %) auf Konto 2710 fehlt, d.h. NOK 2 400.\n[4] Falscher Betrag: Konto 6800, NOK 3 150 gebucht statt NOK 1 350.\n\n— A.N.F.",
    );
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6300, correctAccount: 6340, amount: 4180 },
        { kind: "duplicate_voucher", account: 7140, amount: 2250 },
        { kind: "missing_vat", account: 4300, amountExcludingVat: 9600, vatAccount: 2710, vatRate: 25 },
        { kind: "wrong_amount", account: 6800, postedAmount: 3150, correctAmount: 1350 },
      ],
    });
  });

  it("changes nothing without a mark pointing to a note before it, and reads 'm²' as a unit", () => {
    const list = "[1] first\n[2] second";
    expect(inlineFootnotes(list)).toBe(list);
    const area = "Rent of 120 m² office.\n² see contract";
    expect(inlineFootnotes(area)).toBe(area);
  });

  it("a negation inside a note put in place governs the note alone, and a quoted name in it is no remark of the writer's", () => {
    const r = read(
      "Ad: factura a Hielo Azul SL\n\nSe ruega emitir y enviar una factura al cliente Hielo Azul SL [1] por el servicio [2], con el importe indicado en [3].\n\n—\n[1] N.º org. 975318204 (ya figura como cliente; no crear de nuevo).\n[2] «Informe de balance de masa glaciar», entregado el 2026-03-06.\n[3] NOK 36 500 sin IVA, i.e. más el 25 % de IVA.\n\n— A.N.F.",
    );
    expect(r.task).toMatchObject({
      type: "create_and_send_invoice",
      customer: { name: "Hielo Azul SL", organizationNumber: "975318204" },
      description: "Informe de balance de masa glaciar",
      amountExcludingVat: 36500,
    });
  });
});
