import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readDashMarks } from "./structure/dash-marks";

// Invented requests in a florid, theatrical prose: sayings quoted with their source, paragraphs addressed to an
// audience, and every fact set between dashes.
const reading = (text: string, today = "2026-05-04") => interpretWithRules(text, [], { today });
const read = (text: string, today?: string) => reading(text, today).task;

describe("sayings, asides and facts between dashes", () => {
  it("a saying quoted with its source or a comment of the writer's own names nothing", () => {
    expect(
      read(
        "Kjære Sufflør! Opprett prosjektet «Vinterturné Finnmark» for kunden Varanger Kulturscene AS (org.nr. 848372617). Prosjektleder er Ingrid Solbakken (ingrid.solbakken@example.org).\n\n«Gå utenom, sa Bøygen» — men vi går rett over vidda.\n\nTeppe!",
      ),
    ).toMatchObject({ type: "create_project", name: "Vinterturné Finnmark", projectManager: { email: "ingrid.solbakken@example.org" } });
    expect(
      read(
        "Lieber Souffleur, legen Sie die Abteilungen „Bühnenbau“ und „Maske“ an.\n\n„Ende gut, alles gut“ — Shakespeare, in Schlegels Sprache.",
      ),
    ).toMatchObject({ type: "create_departments", names: ["Bühnenbau", "Maske"] });
    expect(
      read("Registre o cliente Teatro do Bolhão Lda, número de organização 912 345 675, correio geral@bolhao.pt.\n\n«Todo o mundo é um palco», diz Shakespeare."),
    ).toMatchObject({ type: "create_customer", name: "Teatro do Bolhão Lda", organizationNumber: "912345675" });
  });

  it("a paragraph opened by a bracketed label to someone else is an aside", () => {
    const task = read(
      "Caro Ponto, recebemos a fatura INV-2026-3307 do fornecedor Vestlys Energi AS (n.º de organização 920868282), no valor de 18 437,50 coroas, IVA incluído. É a eletricidade do teatro em janeiro, conta 6340. Registe esta fatura de fornecedor com IVA de 25 %.\n\n(Para a plateia:) Metade daquela luz foi o Birk a testar o mesmo projetor às três da manhã, à procura do «azul exato da melancolia».\n\nPano.",
    );
    expect(task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "INV-2026-3307", expenseAccount: 6340 });
    expect(task).not.toHaveProperty("description");
  });

  it("facts set between dashes read as the writer's brackets once the writer does so throughout", () => {
    expect(
      read(
        "Querido Apuntador: cree una dimensión contable — «Temporada» — con los valores — «Primavera» — y — «Otoño» —. Luego registre un asiento en la cuenta — 6540 — por — 8 950 coronas —, vinculado al valor — «Otoño» —.",
      ),
    ).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Temporada", account: 6540, amount: 8950, linkedValue: "Otoño" });
  });

  // Guards: a pair of dashes that is no bracket stays.
  it("dashes after a figure, before a row's next cell, or only once or twice stay", () => {
    const restated = "1. Fotoworkshop (Art.-Nr. 4410): NOK 8.400,00 — achttausendvierhundert Kronen — mit 25 %\n2. Honig: NOK 2.760,00 — zweitausendsiebenhundertsechzig Kronen — mit 15 %\n3. Buch: NOK 1.909,00 — eintausendneunhundertneun Kronen — 0 %";
    expect(readDashMarks(restated)).toBe(restated);
    const rows = "a) asiento duplicado — cuenta 6860 — 1 980 NOK\nb) IVA — cuenta 2710 — 750 NOK\nc) importe — cuenta 6300 — 4 800 NOK";
    expect(readDashMarks(rows)).toBe(rows);
    const prose = "Invoice Kystlys AS — the festival people — for the stage hire.";
    expect(readDashMarks(prose)).toBe(prose);
  });

  it("a quoted name of two words before a company's name is no saying", () => {
    const r = reading(
      "Betreff: Gutschrift zur Rechnung „Setzungsmessung Oktober“ – Ingenieurgesellschaft Alsterblick mbH\n\nBitte erstellen Sie eine Gutschrift für die Rechnung „Setzungsmessung Oktober“ der Ingenieurgesellschaft Alsterblick mbH (Org.-Nr. 897160870) über NOK 7.340,00 netto.",
    );
    expect(r.message.context.some((c) => c.reason === "aside" && c.raw.includes("Setzungsmessung"))).toBe(false);
  });
});
