import { describe, expect, it } from "vitest";
import { parseEmploymentDocument } from "./documents";

/** Offer letters and contracts as hotel groups, law firms and agencies in several countries write them. */
describe("an employment paper's layout", () => {
  it("greets the candidate on a line of their own, with no comma after the name", () => {
    expect(parseEmploymentDocument("Alpenrose Hotels AG\nStellenangebot\n\nLiebe Fabienne Wyss\n\nwir freuen uns, Ihnen die Stelle anzubieten.").employeeName).toBe("Fabienne Wyss");
  });

  it("reads the occupation code written with its word in the title's bracket ('(STYRK-kode 4110)')", () => {
    const doc = parseEmploymentDocument("Stilling: Sekretær / kontormedarbeider (STYRK-kode 4110)\nTiltredelse: 01.09.2026");
    expect(doc.occupationCode).toBe("4110");
    expect(doc.jobTitle).toBe("Sekretær / kontormedarbeider");
  });

  it("reads a start written with an old ordinal ('1ste mai 2026'), a day's hours as 'horas diarias' and a greeting with a title", () => {
    expect(parseEmploymentDocument("Arbeidstaker: Kari Nes\nTiltredelse: den 1ste mai 2026").startDate).toBe("2026-05-01");
    expect(parseEmploymentDocument("Jornada: 7,5 horas diarias").hoursPerDay).toBe(7.5);
    expect(parseEmploymentDocument("Oferta de empleo\n\nDistinguida señora Lucía Ortega:\n\nNos complace ofrecerle el puesto.").employeeName).toBe("Lucía Ortega");
  });

  it("reads the salary account under 'Kontonr. lønn' and 'Kontonummer lønn'", () => {
    expect(parseEmploymentDocument("Arbeidstaker: Kacper Wójcik\nKontonr. lønn: 3908 44 17320").bankAccountNumber).toBe("39084417320");
    expect(parseEmploymentDocument("Arbeidstaker: Kacper Wójcik\nKontonummer lønn: 3908.44.17320").bankAccountNumber).toBe("39084417320");
  });

  it("reads the start under 'Commencement date' and 'Incorporación', a salary grouped with apostrophes", () => {
    expect(parseEmploymentDocument("Commencement date: 1 September 2026\nAnnual salary: NOK 720 000").startDate).toBe("2026-09-01");
    expect(parseEmploymentDocument("Incorporación: 15/06/2026").startDate).toBe("2026-06-15");
    expect(parseEmploymentDocument("Brutto-Jahreslohn: NOK 374'400.00").annualSalary).toBe(374400);
  });

  it("reads a working day's hours and the percentage from one line ('Jornada: 80 % (6 horas al día)')", () => {
    const doc = parseEmploymentDocument("Jornada: 80 % (6 horas al día)");
    expect(doc.percentage).toBe(80);
    expect(doc.hoursPerDay).toBe(6);
    // A working week's hours under the same word are no share of a full position.
    expect(parseEmploymentDocument("Jornada: 37,5 horas semanales").percentage).toBeUndefined();
  });

  it("reads the department named in a sentence ('in our department Energi', 'Department Bar at the Polarhotel')", () => {
    expect(parseEmploymentDocument("We are pleased to offer you a position as associate in our department Energi from 1 March.").department).toBe("Energi");
    expect(parseEmploymentDocument("Job title: Bartender\nDepartment Bar at the Polarhotel Tromsø, reporting to the F&B manager.").department).toBe("Bar");
  });
});
