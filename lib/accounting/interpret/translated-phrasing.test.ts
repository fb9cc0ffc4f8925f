import { describe, expect, it } from "vitest";
import { readMessage } from "./message";
import { interpretWithRules } from "./rules";

// Invented messages in the shape of machine-translated mail: literal phrasing, labels of the writer's home
// country beside the Norwegian ones.
const reasons = (text: string) => readMessage(text).context.map((c) => [c.raw, c.reason]);

describe("a negation negates its own clause", () => {
  it("'uma fatura vencida e não paga, peço para lançar a taxa de 35,00 NOK': the fee is asked, not excluded", () => {
    const text = "Um dos clientes tem uma fatura vencida e não paga, peço para lançar a taxa de lembrete de 35,00 NOK no sistema. O cliente pagou hoje uma parte, 4 000,00 NOK.";
    expect(reasons(text).filter(([, r]) => r === "excluded")).toEqual([]);
  });

  it("Portuguese 'no' is 'in the': 'encontrar a fatura no sistema e lançar a taxa' forbids nothing", () => {
    const text = "Peço para encontrar essa fatura vencida no sistema e lançar a taxa de 55,00 NOK, débito 1500, crédito 3400.";
    expect(reasons(text).filter(([, r]) => r === "excluded")).toEqual([]);
  });

  it("a plural noun that starts like a verb of booking ('Bücher sind davon befreit') after a comma is no negated booking", () => {
    const text = "Das Buch „Wanderführer“ für 320 Kronen, darauf kommt gar kein Steueranteil, Bücher sind davon befreit.";
    expect(reasons(text).filter(([, r]) => r === "excluded")).toEqual([]);
  });

  it("still excludes what a negation's own clause forbids ('do not: change the department \"Avdeling 1\"')", () => {
    expect(reasons('Create the department "Compras".\nDo not: change or rename the existing department "Avdeling 1".')).toContainEqual(['"Avdeling 1"', "excluded"]);
  });
});

describe("a label after a company's form", () => {
  it("'Fjellflis AS, NIP / org. nr 899 603 087': the company is named up to its form", () => {
    for (const text of [
      "Ver venleg å registrera ny leverandør: Fjellflis AS, NIP / org. nr 899 603 087. E-post for fakturaer: faktura@fjellflis.no.",
      "Ver venleg å registrera ny leverandør: Fjellflis AS, NIP org. nr 899 603 087.",
    ]) {
      const r = interpretWithRules(text, [], { today: "2026-03-21" });
      expect(r.task).toMatchObject({ type: "create_supplier", name: "Fjellflis AS", organizationNumber: "899603087" });
    }
  });
});

describe("another country's words for the books", () => {
  it("'Drammen Verktøy AS (NIP org. no 822 330 797)': the tax number's label in brackets names no one", () => {
    const r = interpretWithRules("We received from the supplier Drammen Verktøy AS (NIP org. no 822 330 797) the invoice INV-2026-3317 on 8 437,50 NOK brutto, so with the VAT inside. Please book on the account 6540 with incoming VAT 25%.", [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ supplier: { name: "Drammen Verktøy AS", organizationNumber: "822330797" } });
  });

  it("'costs paid before' are prepaid costs in a month's closing", () => {
    const r = interpretWithRules("I ask for the closing of the month April 2026. 1) The dissolving of RMK (costs paid before): 4 900,00 NOK for month from the account 1710 to the cost. 2) The monthly amortization for the machine, buying price 144 000,00 NOK, time of use 4 years, straight line, to the account 6030.", [], { today: "2026-04-30" });
    expect(r.task).toMatchObject({ type: "month_end_closing", accrual: { amount: 4900, fromAccount: 1710 } });
  });
});
