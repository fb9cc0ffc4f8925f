import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Formal corporate e-mails: the mail's own header, a numbered request, internal references, a closing and a signature block. */

const read = (text: string, today = "2026-03-18") => interpretWithRules(text, [], { today });

const mail = (body: string, closing: string) =>
  [
    "Subject: [GRP-NO/FIN] New joiner Service Bergen - K. LIE - CC NO41-210",
    "To: Accounts desk Nordvik <konto@nordvik-group.no>",
    "CC: Group Reporting <reporting@nordvik-group.lu>",
    "Sent: Wednesday, 18 March 2026 08:47",
    "",
    "Dear colleagues,",
    "",
    body,
    "",
    closing,
    "",
    "Anne MÜLLER-BRANDT",
    "Financial Controller Nordics",
    "Nordvik Group AS | Kaigata 4 | 5003 Bergen",
    "T +47 55 80 44 17 | M +47 909 12 384 | anne.muller-brandt@nordvik-group.no",
  ].join("\n");

describe("a controller's formal mail", () => {
  it("sets aside the mail's own header (its receivers' addresses), the internal references and the signature block", () => {
    const r = read(
      mail(
        "Request:\n1. Please register Ms Kari LIE as a new employee.\n2. Date of birth: 7 September 1990.\n3. E-mail address: kari.lie@example.org\n4. Her employment starts on 4 May 2026.\n\nInternal references: cost centre NO41-210 (Service) / headcount position HC-NO-2026-09 / no PO.",
        "Thank you in advance and kind regards,",
      ),
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Lie", email: "kari.lie@example.org", dateOfBirth: "1990-09-07", startDate: "2026-05-04" });
    expect(r.gate.ok).toBe(true);
  });
  it("knows the closings of the other languages, and a person's name over a title and a company line as the signature", () => {
    for (const closing of ["Vielen Dank im Voraus und mit freundlichen Grüßen", "På forhånd takk og med vennlig hilsen"]) {
      const r = read(mail("1. Please register Ms Kari LIE (kari.lie@example.org) as a new employee, born 07.09.1990.", closing));
      expect(r.gate.ok).toBe(true);
      expect(r.task).toMatchObject({ email: "kari.lie@example.org" });
    }
  });
});

describe("a pasted mail under one line of the writer's own", () => {
  it("creates the listed departments without their details after a dash, and not the one the writer says is there already", () => {
    const r = read(
      "new departments from 1.4. as in Per's mail – make the new ones, net loft is already in\n\nFrom: Per Lund <per@sjobris.no>\nSent: Thursday, 26 March 2026 06:58\nTo: all@sjobris.no\nSubject: new structure\n\nMorning all,\nFrom 1 April we split the floor like this:\n  1. Net Loft – 2 people (cost centre 510)\n  2. Galley – 4 people (cost centre 520)\n  3. Stores – 3 people (cost centre 530)\nPer\n\n– I.",
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Galley", "Stores"] });
  });
});
