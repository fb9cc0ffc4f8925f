import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Lines as an order desk writes them: "qty 6 @ 2,150.00 ea", a total after one item, a task word inside a product's name. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("an order desk's lines", () => {
  it("counts 'qty 6 @ 2,150.00 NOK ea' and reads the 'Total' after a single item as its sum", () => {
    const r = read("Quick one – please create and send the invoice to Harbor Analytics Ltd (org no. 914 552 830):\n\n- Rack server 2U, qty 4 @ 8,900.00 NOK ea (excl. VAT)\n\nTotal 35,600.00 NOK plus VAT.\n\nBest, Dana");
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", lines: [{ description: "Rack server 2U", quantity: 4, unitPriceExcludingVat: 8900 }] });
    expect((r.task as { lines: unknown[] }).lines).toHaveLength(1);
  });

  it("reads a task word inside a listed product's name as the name: 'Terminal de paiement' asks for no payment", () => {
    const r = read("Petite rapide – facture pour Café Lumière SARL (nº org. 905 120 447), deux lignes :\n\n- Terminal de paiement TP-300 (6120) – 5,200.00 NOK, TVA 25 %\n- Thé en vrac 500 g (6121) – 149.00 NOK, TVA 15 %\n\nTous les prix hors TVA.");
    expect(r.classification.type).toBe("create_invoice_with_lines");
    expect(r.task).toMatchObject({ lines: [{ productNumber: "6120", unitPriceExcludingVat: 5200 }, { productNumber: "6121", unitPriceExcludingVat: 149, vatRate: 15 }] });
  });
});
