import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { keepHandedItems } from "./structure/task-board";
import { readForm } from "./structure/forms";

/**
 * A producer who sends the card she is looking at in her task app: done items ticked, open items for
 * colleagues, and one handed to the bookkeeping with its details indented under it.
 */
const read = (text: string, today = "2026-05-11") => interpretWithRules(text, [], { today });

describe("a task board's card", () => {
  it("keeps the item handed to the bookkeeping and its details, the other items and the tagged title gone", () => {
    expect(
      keepHandedItems(
        "#vaarfest26 – status 🎉\n[x] scene booket ✅\n[ ] nytt produkt i Tripletex → @regnskap\n     \"Festivalkopp\"\n     varenr 2040\n[ ] plakater → @jonas, due fre 15/5\nTakk! Y",
      ),
    ).toBe('nytt produkt i Tripletex\n"Festivalkopp"\nvarenr 2040\nTakk! Y');
  });

  it("keeps an item's own boxes under it as its details", () => {
    expect(keepHandedItems("Mai\n[x] fakturaer inne\n[ ] avslutning mai → @regnskap:\n    ☐ avskriv skjermen\n    ☐ lønnsavsetning\n[ ] kontoret stengt 17. mai")).toBe(
      "Mai\navslutning mai:\n☐ avskriv skjermen\n☐ lønnsavsetning",
    );
  });

  it("leaves a checklist with no item handed to the bookkeeping as it is", () => {
    const list = "[x] a\n[ ] b → @jonas\n[ ] c";
    expect(keepHandedItems(list)).toBe(list);
  });

  it("creates the product the handed item describes, not reading the done items' figures", () => {
    const r = read(
      "Merch – #vaarfest26 👕\n[x] t-skjorter levert (300 stk) ✅\n[x] tøyposer → DONE\n[ ] legg inn festivalkoppen som nytt produkt i Tripletex → @regnskap\n      \"Festivalkopp 2026\"\n      varenr 2040\n      kr 129,- eks. mva, vanlig mva\n[ ] plakater A3 – venter på korrektur (BLOCKED)",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Festivalkopp 2026", productNumber: "2040", priceExcludingVat: 129 });
  });

  it("sends the invoice the handed item asks for, the card's title naming only the project", () => {
    const r = read(
      "#weber-tagung – Abschluss 🎉\n[x] Abbau DONE\n[x] Feedback-Mail an Frau Weber ✅\n[ ] Schlussrechnung erstellen und direkt an den Kunden schicken → Buchhaltung\n       Kunde: Weber Analytik GmbH, Org.-Nr. 912345674\n       Rechnungstext: „Technik Jahrestagung“\n       42.800 NOK netto, zzgl. MwSt.\n[ ] Fotos an Marketing → @tobias",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 42800, customer: { organizationNumber: "912345674" } });
  });

  it("reads a done item's check mark after its words as its status, not a second box", () => {
    expect(readForm("[x] Vertrag unterschrieben ✅\n[ ] Festpreis 120.000 NOK im Projekt hinterlegen\n[ ] Hotel prüfen")).toBe("- Festpreis 120.000 NOK im Projekt hinterlegen\n- Hotel prüfen");
  });

  it("hands an item on with a pointing hand", () => {
    expect(keepHandedItems("☑ prova feita\n☐ faturar o cliente 👉 contabilidade\n   valor: 12 000 NOK\n☐ @bea: copos")).toBe("faturar o cliente\nvalor: 12 000 NOK");
  });
});
