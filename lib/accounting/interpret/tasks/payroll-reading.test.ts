import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";

const payroll = (text: string, today = "2026-04-10") => interpretWithRules(text, [], { today }).task as Record<string, unknown> | undefined;

describe("a payroll request's figures and month", () => {
  it("gives each amount to the role word nearest it on its line ('bonus på 8 000 oppå grunnlønnen' is the bonus)", () => {
    const t = payroll("Kjør lønn for Siv Aarvik (siv.aarvik@example.org) for april 2026. Grunnlønnen hennar er NOK 44 100,00, og i tillegg skal ho ha ein eingongsbonus på NOK 6 000,00 oppå grunnlønnen.");
    expect(t).toMatchObject({ type: "run_payroll", baseSalary: 44100, bonus: 6000 });
    // A label on the next line labels that line.
    const rows = payroll("Nómina de abril 2026 – Rut Vidal (rut.vidal@example.org):\nSalario base (fijo mensual): 41 300,00 NOK\nBono puntual (pago único): 4 000,00 NOK");
    expect(rows).toMatchObject({ baseSalary: 41300, bonus: 4000 });
    // A bare "base" is the base salary.
    expect(payroll("salário de abril 2026 da Rita Sá (rita.sa@example.org):\nbase 37250 nok\nprémio extra 2500 nok (só desta vez)")).toMatchObject({ baseSalary: 37250, bonus: 2500 });
  });

  it("runs the month named, never the month of a date of birth given for the employee record", () => {
    const t = payroll(
      "Bitte die Gehaltsabrechnung für Jan Roth (jan.roth@example.org) für diesen Monat durchführen, also Juli 2026. Grundgehalt NOK 50.100,00, Prämie NOK 3.000,00.\nFalls nötig: Das Geburtsdatum ist der 3. März 1988.",
      "2026-07-06",
    );
    expect(t).toMatchObject({ baseSalary: 50100, bonus: 3000, date: "2026-07-01" });
    const born = payroll("Run payroll for Ann Lee (ann.lee@example.org), base salary 40 000 NOK, bonus 2 000 NOK. Her date of birth, if the system needs it: 14.07.1991.", "2026-05-12");
    expect(born?.date).toBeUndefined();
  });
});
