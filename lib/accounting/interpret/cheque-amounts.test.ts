import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { normaliseSpoken } from "./spoken";

/**
 * Letters that write amounts twice, in figures and in words as on a cheque, and set aside with a
 * remark of their own what the letter only mentions.
 */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a letter that writes its amounts in figures and in words", () => {
  it("reads crowns and their hundredths said in words after the figure as the same amount", () => {
    expect(normaliseSpoken("au cours de NOK 10,87 pour un euro (dix couronnes quatre-vingt-sept). Merci", "fr")).toBe("au cours de NOK 10,87 pour un euro (10,87 couronnes). Merci");
    expect(normaliseSpoken("tusen takk for to kroner", "nb")).toBe("tusen takk for 2 kroner");
  });

  it("sets aside what a remark says has nothing to do with the matter, none of which is to be entered, or was refused", () => {
    const supplier = read(
      "Vyrde assistent,\n\nEg ber om at leverandøren Nesheim Gard AS, org.nr. 912 480 336, e-post faktura@nesheimgard.no, vert oppretta.\n\nEg opna sparekontoen til bonden med kr 300,- (tre hundre 00/100) i 1981. Det har ingenting med saka å gjere.\n\nMed venleg helsing\nGudrun",
    );
    expect(supplier.task).toMatchObject({ type: "create_supplier", organizationNumber: "912480336" });
    expect(supplier.gate?.ok).toBe(true);
    const employee = read(
      "Muy señores míos: den de alta como empleada a Doña Irene Salas, nacida el 4 de marzo de 1990, correo irene.salas@example.org, que empieza el 1 de junio de 2026.\n\nPara su información: cobrará ciento noventa coronas por hora (NOK 190,00). Nada de eso hace falta registrarlo hoy.\n\nAtentamente, Gudrun",
    );
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Irene", lastName: "Salas" });
    expect(employee.gate?.ok).toBe(true);
    const pay = read(
      "Ærede mottaker,\n\nJeg ber om at lønnen for Ola Rød (ola.rod@example.org) kjøres for inneværende måned.\n\nFastlønn: kr 39 000,- (ni og tretti tusen)\nEngangsbonus: kr 4 000,- (fire tusen)\n\nBrutto i alt etter min oppstilling: kr 43 000,-.\n\nOla har spurt om forskudd, kr 8 000,- (åtte tusen), men det har jeg sagt nei til.\n\nMed vennlig hilsen\nGudrun",
    );
    expect(pay.task).toMatchObject({ type: "run_payroll", baseSalary: 39000, bonus: 4000 });
    expect(pay.gate?.ok).toBe(true);
  });
});
