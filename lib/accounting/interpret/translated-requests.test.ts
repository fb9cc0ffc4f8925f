import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Requests written in one language and passed through a machine translator into another. */

const read = (text: string, today = "2026-06-10") => interpretWithRules(text, [], { today });

describe("a machine-translated request", () => {
  it("reads Arabic-Indic digits as digits", () => {
    const r = read('Por favor criar o produto "Candeeiro de cobre" com o número de produto ٤٤٢٧. O preço é 1.450 coroas norueguesas sem IVA, taxa normal de 25 %.');
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4427", priceExcludingVat: 1450 });
  });

  it("takes the figure the writer calls the correct one after an apology, however far it follows", () => {
    const r = read(
      "Por favor exponer y enviar una factura al cliente Casa Verde AS (número de organización 889508299) por 31 870,00 NOK sin IVA — perdón, el traductor giró los números, correcto es 31 780,00 NOK sin IVA. La factura es por Pintura de fachada.",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 31780 });
  });

  it("reads a 'one time reward' as the bonus, with its own word in brackets between", () => {
    const r = read(
      "Please make the salary of this month for the worker Sami Haddad (sami.haddad@example.org). His base salary is 41,200 crowns. Add to it one time reward (مكافأة, bonus) of 6,500 crowns over the base salary.",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41200, bonus: 6500 });
  });

  it("takes the date after an arrow and a correction's word", () => {
    const r = read(
      "we received the work contract for a new worker, I copy the text:\nNavn: Samir Aziz\nFødselsdato: 30.11.1989\nE-post: samir.aziz@example.org\nStartdato: 10.08.2026  -> correction from the client: 17.08.2026\n\nPlease create the employee in Tripletex.",
      "2026-07-20",
    );
    expect(r.task).toMatchObject({ startDate: "2026-08-17", dateOfBirth: "1989-11-30" });
  });

  it("keeps a store's name in capitals as written", () => {
    const r = read(
      "Vi treng utgifta for arbeidshanskane frå denne kvitteringa bokført på avdelinga Drivhus. Her er kvitteringa:\n\n  VERKTØYHUSET STRØMMEN AS\n  27.05.2026\n  Arbeidshanskar 10 par            2 000,00\n  Søppelsekkar 2 rull                198,00\n  SUM NOK                          2 198,00\n",
      "2026-05-28",
    );
    expect(JSON.stringify(r.task ?? r.candidate)).toContain("VERKTØYHUSET STRØMMEN AS");
    expect(r.task ?? r.candidate).toMatchObject({ item: "Arbeidshanskar 10 par" });
  });
});
