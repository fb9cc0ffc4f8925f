import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { roleOf } from "./test-roles";
import { dropApproximateBeforeExact } from "./extract/approximate-then-exact";

/** A writer in chat shorthand: rough figures in thousands ("~40k", "ca 9k") beside or before the exact ones, all in small letters. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a rough figure made exact at once", () => {
  it("'ca 142k → 142 200 kr' and '~59k, nøyaktig 58 900 kr' are the exact figures", () => {
    const r = read(
      "månadsavslutning mai 2026: 1) før 6 200 kr frå konto 1710 til kostnad. 2) avskriving: kostpris ca 96k → 96 400 kr, levetid 4 år, konto 6030. 3) lønnsavsetjing ~41k, nøyaktig 40 750 kr, debet 5000, kredit 2900.",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 96400 }, salaryAccrual: { amount: 40750 } });
  });

  it("keeps a change of figure, a rough figure of something else and a plain list", () => {
    for (const t of ["kurs 11,42 → 11,68 NOK/EUR", "ca 50 000 → 120 000 kr", "ca 4 500, 3 200 kr", "ene→feb"]) expect(dropApproximateBeforeExact(t)).toBe(t);
    expect(dropApproximateBeforeExact("about 9,000 – exactly 8,940 NOK")).toBe("8,940 NOK");
    expect(dropApproximateBeforeExact("totalt 36 000 → 36 000 kr på konto 1700")).toBe("totalt 36 000 kr på konto 1700");
  });
});

describe("rough figures told in passing", () => {
  it("'~40k' with a tilde is an approximation, not an amount to book", () => {
    const text = "cliente novo → cria o cliente Maré Alta AS, org nr 920 966 543, email post@marealta.no. (o contrato vale uns ~40k/ano mas isso fica p/ depois)";
    expect(roleOf(read(text), "40")).toMatchObject({ role: "context", reason: "approximate" });
  });

  it("'ca' right after a sentence's last word still marks the figure ('… i vedlegget. ca 9k totalt')", () => {
    const text = "registrer leverandørfakturaen i vedlegget. ca 9k totalt, alt står i fila.";
    expect(roleOf(read(text), "9 000")).toMatchObject({ role: "context", reason: "approximate" });
  });

  it("'knapt 4k' (barely) is an approximation", () => {
    const text = "før berre kontorstolen frå kvitteringa på avdeling Produkt. stolen var knapt 4k.";
    expect(roleOf(read(text), "4 000")).toMatchObject({ role: "context", reason: "approximate" });
  });
});

describe("a writer in small letters", () => {
  it(`'… og "Marked". bare de tre, ikke rør Avdeling 1.': the departments are asked for; only the one not to touch stays`, () => {
    const r = read('hei bot → lag tre avdelinger: "Drift", "Salg" og "Lager". bare de tre, ikke rør Avdeling 1. takk');
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Drift", "Salg", "Lager"] });
  });
});
