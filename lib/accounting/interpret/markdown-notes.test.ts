import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readMarkdown } from "./structure/markdown";

/** Requests written in a notes app's Markdown: headings, bold labels, inline code, to-do boxes, rules, a "DoD" line. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a request written in Markdown", () => {
  it("drops heading marks and rules, quotes a name in inline code and leaves a figure, a number or an address as written", () => {
    expect(readMarkdown("## 📦 New product\n\n**Name:** `Akustikkpanel Bølge 90`\n**No.:** `4471` · `3 150 NOK` · `post@firma.no`\n\n---\nDone")).toBe(
      "📦 New product\n\n**Name:** “Akustikkpanel Bølge 90”\n**No.:** 4471 · 3 150 NOK · post@firma.no\n\n\nDone",
    );
  });

  it("reads departments listed in a table of inline-code names under a single unticked to-do", () => {
    const r = read("## 🗂️ Departments for the squads\n\n| # | Department name |\n|---|---|\n| 1 | `Sensors` |\n| 2 | `Firmware` |\n| 3 | `Field Ops` |\n\n- [ ] create the three departments above\n\n---\n**DoD:** 3 departments. — K.");
    expect(r.task).toEqual({ type: "create_departments", names: ["Sensors", "Firmware", "Field Ops"] });
  });

  it("reads a field | value table whose value column is headed 'Valor': a product number is no amount", () => {
    const r = read("## Produto novo\n\n| Campo | Valor |\n|---|---|\n| **Nome** | Painel Teto 40 |\n| **Nº do produto** | `5120` |\n| **Preço** | `2 740 NOK` sem IVA |\n| **IVA** | `25 %` |\n\n- [ ] criar o produto");
    expect(r.task).toMatchObject({ type: "create_product", name: "Painel Teto 40", productNumber: "5120", priceExcludingVat: 2740, vatRate: 25 });
  });

  it("takes 'Out of scope: sending it' as no request to send, and a line table's '15 % (food)' as 15 %", () => {
    const r = read(
      "## 🧾 Invoice: Kvarven Hotell AS\n\n**Customer:** Kvarven Hotell AS — org no. `912 334 558`\n\n| Product | No. | Price (excl. VAT) | VAT |\n|---|---|---|---|\n| Ceiling Cloud 80 | `4420` | `6 200 NOK` | `25 %` |\n| Team breakfast | `7310` | `1 450 NOK` | `15 %` (food) |\n\n- [ ] create the invoice with these 2 lines\n\n**Out of scope:** sending it – finance reviews first.",
    );
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", lines: [{ productNumber: "4420", vatRate: 25 }, { productNumber: "7310", unitPriceExcludingVat: 1450, vatRate: 15 }] });
    expect(r.gate.ok).toBe(true);
  });

  it("reads the gross on a 'DoD:' line as the sum it restates, and 'Fastløn' as the base salary", () => {
    const r = read("## 💰 Løn mai: Eirik Sande\n\n**Tilsett:** Eirik Sande — `eirik.sande@example.org`\n**Fastløn:** `41 200 NOK`\n**Bonus (eingongs):** `6 000 NOK`\n\n- [ ] lønskøyring for mai\n\n---\n**DoD:** lønsslipp for mai 2026, brutto `47 200 NOK`. — T.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41200, bonus: 6000 });
    expect(r.gate.ok).toBe(true);
  });
});
