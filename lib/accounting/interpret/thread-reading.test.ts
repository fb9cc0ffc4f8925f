import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** "See below": the forwarded message holds what the sender's own words leave out. */
const FORWARDED_PAYMENT = `Hei,

Fjellbu har betalt, se under. Kan du føre innbetalingen? Fakturaen gjaldt «Takrenovering», 48 000 kr eks. mva.

Mvh
Kari Holm

Fra: Ola Berg <ola@fjellbu.no>
Sendt: mandag 16. mars 2026 09:12
Til: Kari Holm
Emne: Betaling

Hei Kari, vi har i dag betalt fakturaen for «Takrenovering» (48 000 kr eks. mva., 60 000 kr inkl. mva.). Referanse 77812.

Hilsen Ola
Fjellbu Eiendom AS, org.nr. 987 654 321`;

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a forwarded thread read when the sender's own words leave the task incomplete", () => {
  it("takes the customer from the forwarded message's signature and the invoice's amounts from its text", () => {
    const r = read(FORWARDED_PAYMENT);
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_payment", customer: { organizationNumber: "987654321" }, amountExcludingVat: 48000, amountIncludingVat: 60000 });
  });

  it("keeps to the sender's own words when they are complete: another company in the thread changes nothing", () => {
    const own = FORWARDED_PAYMENT.replace("Fjellbu har betalt, se under.", "Vinje Bygg AS (org.nr. 912 345 678) har betalt, se under.");
    const r = read(own);
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_payment", customer: { organizationNumber: "912345678" } });
  });

  it("still holds the request back when the thread does not complete it either", () => {
    const r = read(FORWARDED_PAYMENT.replace("Fjellbu Eiendom AS, org.nr. 987 654 321", "Fjellbu"));
    expect(r.gate.ok).toBe(false);
    expect(r.gate.missing).toContain("customer");
  });
});

describe("a thread whose latest message holds", () => {
  it("takes the figure of the latest message the writer points to, not the first one proposed", () => {
    const text = [
      "Hola,",
      "¿puedes crear este producto nuevo? Nombre \"Bacalao Extra 10 kg\", número 4420. IVA reducido de alimentos (15 %). El precio sin IVA es el que cerró Ana con Pedro en el último correo, no el primero que propuso ella.",
      "",
      "Gracias!",
      "Eva",
      "",
      "-----Mensaje original-----",
      "De: Pedro Ruiz <pedro@pescados.example>",
      "Enviado el: viernes, 6 de marzo de 2026 13:51",
      "Para: Ana Lie <ana@nordfisk.example>",
      "Asunto: RE: Nueva calidad",
      "",
      "Hola Ana:",
      "",
      "Vale. Cerramos en 1.290 NOK la caja de 10 kg (sin IVA, como siempre).",
      "",
      "De: Ana Lie <ana@nordfisk.example>",
      "Enviado el: miércoles, 4 de marzo de 2026 09:20",
      "Para: Pedro Ruiz <pedro@pescados.example>",
      "Asunto: Nueva calidad",
      "",
      "Hola Pedro,",
      "",
      "te propongo 1.250 NOK por caja de 10 kg, sin IVA.",
    ].join("\n");
    expect(interpretWithRules(text, [], { today: "2026-03-09" }).task).toMatchObject({ type: "create_product", productNumber: "4420", priceExcludingVat: 1290 });
  });
});

describe("a request whose own words name the task above a quoted proposal", () => {
  it("takes the task from the writer's words over the proposal's, and leaves out the brackets the writer leaves out", () => {
    const text = [
      "Hallo,",
      "bitte die drei Abteilungen aus Dr. Krauses Vorschlag anlegen – mit den norwegischen Namen, ohne die deutschen Erklärungen in Klammern.",
      "Viele Grüße",
      "Eva",
      "",
      "-----Ursprüngliche Nachricht-----",
      "Von: Dr. Jan Krause <krause@beratung.example>",
      "Gesendet: Freitag, 11. September 2026 17:44",
      "An: Eva Lie <eva@nordfisk.example>",
      "Betreff: Kostenstellen",
      "",
      "Sehr geehrte Frau Lie,",
      "für die Kostenrechnung empfehle ich drei Abteilungen:",
      "1. Kai (Anlieferung)",
      "2. Røykeri (Räucherei)",
      "3. Kontor (Verwaltung)",
      "Die Namen würde ich norwegisch halten, damit Ihre Mitarbeiter sie wiedererkennen.",
    ].join("\n");
    expect(interpretWithRules(text, [], { today: "2026-09-14" }).task).toMatchObject({ type: "create_departments", names: ["Kai", "Røykeri", "Kontor"] });
  });
});
