import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readDialogue } from "./structure/dialogue";
import { findConcepts } from "./concepts";
import { mendTypos } from "./concepts/typos";
import { mendScannedDigits } from "./structure/respellings";

/**
 * Requests that paste a phone call or a chat written down turn by turn ("KUNDE: …" / "ICH: …") and add a
 * line for the assistant: the facts are what the call settled.
 */

const read = (prompt: string, today = "2026-03-10") => interpretWithRules(prompt, [], { today });

describe("a call written down", () => {
  it("reads a short question and its answer as a label and its value, and drops the speakers' names", () => {
    const text = ["ANNA: Hello, I need a new product set up.", "ME: Sure. What should it be called?", "ANNA: „Kettle Pro 2“.", "ME: Product number?", "ANNA: 7702.", "ME: Thanks, bye!"].join("\n");
    const out = readDialogue(text);
    expect(out).toContain("Product number: 7702.");
    expect(out).not.toMatch(/^(?:ANNA|ME):/m);
  });

  it("takes a checked figure as said when the answer says yes, and back when it says no", () => {
    const yes = readDialogue(["KUNDE: Wir brauchen die Rechnung heute.", "ICH: 9 800 NOK ohne MwSt., richtig?", "KUNDE: Genau, so war es.", "ICH: Gut, danke."].join("\n"));
    expect(yes).toContain("9 800 NOK ohne MwSt., richtig.");
    const no = readDialogue(["KUNDE: Wir brauchen die Rechnung heute.", "ICH: 9 800 NOK ohne MwSt., richtig?", "KUNDE: Nein – es sind 10 200 NOK ohne MwSt.", "ICH: Gut, danke."].join("\n"));
    expect(no).not.toContain("9 800");
    expect(no).toContain("es sind 10 200 NOK ohne MwSt.");
  });

  it("leaves a form's repeated labels as they are", () => {
    const form = ["Product: Kettle", "Price: 450 NOK", "Product: Mug", "Price: 90 NOK"].join("\n");
    expect(readDialogue(form)).toBe(form);
  });

  it("registers the customer a call settled, told by a line to the assistant after it", () => {
    const prompt = [
      "☎ Mon 9 Mar, 14:02 – Aoife Byrne (Shannon Pier Works)",
      "CALLER: Hi, Aoife here from Shannon Pier Works. We need a customer account before we can order.",
      "ME: No problem, I'll set that up. Full company name?",
      "CALLER: Shannon Pier Works Ltd.",
      "ME: And the organisation number?",
      "CALLER: 921605434.",
      "ME: E-mail for invoices?",
      "CALLER: accounts@shannonpier.no.",
      "ME: Thanks, that's all I need!",
      "CALLER: Thanks a lot, have a good day.",
      "(hung up 14:05)",
      "",
      "→ Assistant: please register them as a customer with the details above.",
      "– Kim",
    ].join("\n");
    const r = read(prompt);
    expect(r.task).toMatchObject({ type: "create_customer", name: "Shannon Pier Works Ltd", organizationNumber: "921605434", email: "accounts@shannonpier.no" });
  });
});

describe("words that name a task", () => {
  it("reads 'services' as departments only after a number, an article or a demonstrative, not inside a company's name", () => {
    expect([...findConcepts("créez trois services").hits.keys()]).toContain("department");
    expect([...findConcepts("des services, je crois").hits.keys()]).toContain("department");
    expect([...findConcepts("merci de créer ces services").hits.keys()]).toContain("department");
    expect([...findConcepts("Shannon Pier Services Ltd").hits.keys()]).not.toContain("department");
    expect([...findConcepts("note de service").hits.keys()]).not.toContain("department");
  });

  it("mends a long task word's plural with a letter missing, but no short word that happens to be one slip away", () => {
    expect(mendTypos("pls add 3 departmens: Lager")).toBe("pls add 3 departments: Lager");
    expect(mendTypos("office supplies for the desk")).toBe("office supplies for the desk");
  });
});

describe("a scanned note", () => {
  it("reads a digit inside a word of small letters as the letter it looks like, and leaves codes alone", () => {
    expect(mendScannedDigits("Sa1aire de base : 52 800 NOK, prime exceptionne1le")).toBe("Salaire de base : 52 800 NOK, prime exceptionnelle");
    expect(mendScannedDigits("ref A1B-x10y, v1.2, kr1500")).toBe("ref A1B-x10y, v1.2, kr1500");
  });
});
