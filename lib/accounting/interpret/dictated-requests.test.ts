import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Requests dictated into a phone: no punctuation, names spelled out again, accounts named after their side. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a dictated request", () => {
  it("drops a name's letters spelled again to say they are capitals", () => {
    const r = read(
      "ja hei lag et nytt prosjekt som heter Refit MS Havbris M S med store bokstaver koblet til kunden Havbris Fiske AS org nummer 915 330 612 og prosjektleder er Ola Berg e-post ola punktum berg krøllalfa example punktum org takk",
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Refit MS Havbris", customer: { organizationNumber: "915330612" } });
  });

  it("reads the account said right after its side as that side's ('débito clientes 1500 crédito 3400 taxas')", () => {
    for (const text of [
      "um dos nossos clientes tem uma fatura vencida lança uma taxa de lembrete de cinquenta e cinco coroas débito clientes 1500 crédito 3400 taxas de lembrete depois cria uma fatura da taxa para o cliente e envia e regista um pagamento parcial de quatro mil coroas na fatura vencida",
      "ja en av kundene har en forfalt faktura finn den og før et purregebyr på sytti kroner debet kundefordringer 1500 kredit purregebyr 3400 og lag en faktura på gebyret til kunden og send den og registrer en delbetaling på fire tusen kroner på den forfalte fakturaen",
    ]) {
      expect(read(text).task).toMatchObject({ type: "overdue_invoice_reminder", debitAccount: 1500, creditAccount: 3400, partialPaymentAmount: 4000 });
    }
  });
});
