import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Requests in numbered points that remark on each other: a name glossed in its own point, a figure before a discount, a rate that fell. */

const read = (text: string, today = "2026-04-21") => interpretWithRules(text, [], { today });

describe("numbered points that refer to each other", () => {
  it("a remark after a name's dash, quoting part of the name, is no department", () => {
    const r = read(
      'Hello again! Three departments to create:\n1) Arkitektur.\n2) Landskapsarkitektur – yes, that\'s the name in 1) with "Landskaps" in front, all one word.\n3) Interiør (with ø).\nJust these three. The old "Avdeling 1" can stay as it is for now.',
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Arkitektur", "Landskapsarkitektur", "Interiør"] });
  });

  it("the quoted price before a discount gives way to the invoiced amount, and is no value left without a place", () => {
    const r = read(
      "Rebonjour ! Trois points :\n1) Le client : Vasseur Eiendom AS (812 714 767), il est déjà dans le système.\n2) Notre devis pour « Esquisse façade nord » était de kr 60 000,- hors TVA.\n3) Nous leur avons accordé une remise de 10 % sur le montant du point 2. Créez donc une facture au client du point 1 pour « Esquisse façade nord » de kr 54 000,- HT, avec la TVA de 25 % en plus, et envoyez-la-lui.",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 54000 });
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context?.some((c) => c.includes("60000 − 10 % = 54000"))).toBe(true);
  });

  it("a rate that 'has dropped to' a figure is the payment's rate, nothing given up", () => {
    const r = read(
      "Three points about one invoice:\n1) We invoiced Fairhaven Offshore Ltd (884 632 544) EUR 23 600 when the rate was kr 11,95 per euro.\n2) They've now paid the whole amount from 1), but the rate has dropped to kr 11,61.\n3) Register the payment and post the exchange difference to the correct account.",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.95, paymentRate: 11.61 });
  });
});
