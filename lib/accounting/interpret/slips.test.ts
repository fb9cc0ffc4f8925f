import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { mendTypos, oneSlip } from "./concepts/typos";
import { applyCorrectionLines } from "./structure/corrections";

/** Typing slips on a small screen, and a chat's "*" correction line. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("typing slips in the words that name a task", () => {
  it("a missing, added or swapped letter is mended; a changed letter is not (real words differ so)", () => {
    expect(oneSlip("rechnug", "rechnung")).toBe(true);
    expect(oneSlip("projcet", "project")).toBe(true);
    expect(oneSlip("fracture", "facture")).toBe(true);
    expect(oneSlip("protect", "project")).toBe(false);
    expect(mendTypos("bitte eine Rechnug an Lindner GmbH, und das projcet anlegen")).toBe("bitte eine Rechnung an Lindner GmbH, und das project anlegen");
    expect(mendTypos("we protect the produce of «Produkto» and Produkto Bakeri AS; faktura@projcet.no")).toBe(
      "we protect the produce of «Produkto» and Produkto Bakeri AS; faktura@projcet.no",
    );
  });

  it("a word typed with an accent, or alone on its list line, is written as it stands", () => {
    // One letter from "product*" once the accent is folded away: still a word of its language.
    expect(mendTypos("Criar: Produção e Qualidade")).toBe("Criar: Produção e Qualidade");
    // An item's name alone on its line is a name, whatever it is one letter from.
    expect(mendTypos("new teams:\n- Projcts\n- Kundeservice")).toBe("new teams:\n- Projcts\n- Kundeservice");
    // A compound's second word after a stem one letter short is no slip of the stem.
    expect(mendTypos("ny vare i vareregisteret")).toBe("ny vare i vareregisteret");
    const r = read("Solicita-se a criação dos seguintes departamentos:\n\na) Produção\nb) Qualidade\nc) Marketing");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Produção", "Qualidade", "Marketing"] });
  });

  it("a request with slips in its task words is read as written without them", () => {
    const r = read("hola, necesitamos 2 departamnetos nuevos: Logística y Calidad. graciass");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Logística", "Calidad"] });
    const p = read("new projcet pls: Dock Sensors. customer is Brightwater Ltd (org no 926118777), Tom Reed (tom.reed@example.org) is project manager");
    expect(p.task).toMatchObject({ type: "create_project", name: "Dock Sensors" });
  });
});

describe("a chat's correction line", () => {
  it("'*1250 nok/time, ikke 1205' replaces the wrong figure wherever it was written, and goes", () => {
    expect(applyCorrectionLines("timepris 1205 nok/time, 6 timer\n*1250 nok/time, ikke 1205")).toBe("timepris 1250 nok/time, 6 timer");
    // A star line that names no figure written above stays as it is.
    expect(applyCorrectionLines("* note: five items, not 3")).toBe("* note: five items, not 3");
  });

  it("a greeting's comma followed by a request is no greeting", () => {
    const r = read("hi, please create these departments:\nWorkshop\nLogistics");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Workshop", "Logistics"] });
  });
});
