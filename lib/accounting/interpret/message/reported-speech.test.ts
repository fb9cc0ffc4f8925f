import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { findRemarks } from "./side-remarks";
import { readMessage } from "./index";

const speech = (text: string) => findRemarks(text).filter((r) => r.reason === "speech").map((r) => text.slice(r.from, r.to));

describe("quoted speech: someone's words as the reason for a request", () => {
  it("a quoted sentence after initials, a verb of saying or a speaker is speech; a short quoted name is not", () => {
    expect(speech("M.K.: «Halvor tek over lageret. Ordne det.»\n\nDet gjeld dette:")).toEqual(["«Halvor tek over lageret. Ordne det.»"]);
    expect(speech('My manager wrote: "The shipping people are a customer now"\nDetails: …')).toEqual(['"The shipping people are a customer now"']);
    expect(speech('Le patron : « Il faut les enregistrer tout de suite »\nCoordonnées :')).toEqual(["« Il faut les enregistrer tout de suite »"]);
    expect(speech('Description: "Annual maintenance visit"\nAmount: 4 000 NOK')).toEqual([]);
    expect(speech('Please create the product "Garden hose 25 m" at 349 NOK.')).toEqual([]);
  });

  it("a quotation holding figures that nothing after it restates is not set aside", () => {
    expect(speech('C.B.: "Invoice Torvik AS 12 000 NOK for the survey."')).toEqual([]);
    expect(speech('C.B.: "Invoice Torvik AS 12 000 NOK for the survey."\nTorvik AS, org. no. 912 345 678, 12 000 NOK excl. VAT.')).toHaveLength(1);
  });

  it("speech is blanked for the fields but still names the task; its words hold nothing back", () => {
    const text =
      "Hello,\n\nH.L.: \"Brightwater are buying from us now – add them as a customer.\"\n\nTheir details:\nName: Brightwater Ltd\nOrg. no.: 923 456 781\nEmail: ap@brightwater.example\n\nThank you.\n\nNina Olsen\nOffice Manager";
    const m = readMessage(text);
    expect(m.request).not.toContain("buying");
    expect(m.withSpeech).toContain("add them as a customer");
    const r = interpretWithRules(text, [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brightwater Ltd", organizationNumber: "923456781", email: "ap@brightwater.example" });
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context?.some((c) => c.includes("someone else's words"))).toBe(true);
  });

  it("when the writer's own words leave the task incomplete, the speech is read as text", () => {
    const text =
      "Guten Tag,\n\nH.L.: „Im Hauptbuch März/April 2026 sind zwei Fehler. Bitte korrigieren.“\n\nEr hat sie so notiert:\n1. NOK 1.800 wurden auf Konto 6800 statt auf 6540 gebucht.\n2. Ein Beleg über NOK 950 auf Konto 7140 ist doppelt erfasst.\n\nFreundliche Grüße";
    const r = interpretWithRules(text, [], { today: "2026-05-10" });
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "correct_ledger_errors", fromDate: "2026-03-01", toDate: "2026-04-30" });
  });
});
