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
