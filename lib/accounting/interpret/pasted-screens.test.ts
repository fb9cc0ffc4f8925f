import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** An office manager's one line above a pasted mail or screen: the facts live in the pasted text, between its greeting and its signature. */

const read = (text: string, today = "2026-03-18") => interpretWithRules(text, [], { today });

describe("a pasted mail under one line", () => {
  it("reads a contact sentence in the pasted body as the body's data, not as its signer's (the sign-off is still to come)", () => {
    const r = read(
      [
        "kan du legge inn den nye hun Marit nevner? takk",
        "",
        "-----Opprinnelig melding-----",
        "Fra: Marit Solbakk <marit.solbakk@fjordlys.no>",
        "Sendt: tirsdag 17. mars 2026 09:12",
        "Til: Kontor <kontor@fjordlys.no>",
        "Emne: ny i butikken",
        "",
        "Hei",
        "",
        "Vi har ansatt Eirik Dahlstrøm fra 1. april 2026.",
        "Født 23.11.1988, e-post eirik.dahlstrom@example.org, mobil 934 55 210.",
        "",
        "Mvh",
        "Marit Solbakk",
        "Butikksjef | Fjordlys Interiør AS | tlf 71 22 40 18",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Eirik", lastName: "Dahlstrøm", email: "eirik.dahlstrom@example.org", dateOfBirth: "1988-11-23", startDate: "2026-04-01" });
    expect(r.gate.ok).toBe(true);
  });
});
