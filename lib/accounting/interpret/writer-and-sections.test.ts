import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interpret, interpretWithRules } from "./index";

/** Who "I" is, which lines of a receipt are the company's, and a heading over a list of names. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });
const receipt = (name: string) => ({
  filename: name,
  mime_type: "application/pdf",
  content_base64: fs.readFileSync(path.join(process.cwd(), "../shared/tripletex/attachments", name)).toString("base64"),
});

describe("the writer named by the message's own header", () => {
  it("'I' with hours in a list is the requester of the ticket, with the role written beside it", () => {
    const r = read(
      [
        "Ticket 7781",
        "Status: New",
        "Requester: Maja Lund <maja.lund@example.org>",
        "Created: 19.03.2026 09:12",
        "",
        "Project «Rollout Vest» for Fjordkraft Drift AS (org no. 912345670), the whole cycle please:",
        "- budget NOK 200 000",
        "- hours: I (project manager) 12 h, consultant Per Aas (per.aas@example.org) 30 h",
        "- supplier cost NOK 15 000 from Byggdata AS (org no. 998877665)",
        "- invoice the customer",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { name: "Maja Lund", email: "maja.lund@example.org" }, role: "project_manager", hours: 12 },
        { employee: { name: "Per Aas" }, role: "consultant", hours: 30 },
      ],
    });
  });

  it("without a header naming the writer, 'I' names no one", () => {
    const r = read("Project «Rollout Vest» for Fjordkraft Drift AS (org no. 912345670): budget NOK 200 000, hours: consultant Per Aas (per.aas@example.org) 30 h, and I will check it myself. Invoice the customer.");
    expect((r.task as { timeEntries?: { employee: { name: string } }[] }).timeEntries?.map((t) => t.employee.name)).toEqual(["Per Aas"]);
  });
});

describe("a heading over lines of names", () => {
  it("the quoted section is where the names stand, not one of them", () => {
    const r = read("Please add the departments listed under «New units» below; the others exist.\n\nOrg chart (draft)\nManagement\nNew units:\nLegal\nPurchasing\nCustomer Care\nPage 1 of 1");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Legal", "Purchasing", "Customer Care"] });
  });
});

describe("a receipt with a private line", () => {
  it("books the line the writer singles out, not the one said to be private", async () => {
    const r = await interpret(
      "Receipt attached. The office supplies (Kontorrekvisita) were my own, private purchase; only the USB-hub is the company's. Book it on department Kundeservice with the right VAT.",
      [receipt("kvittering_es_03.pdf")],
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "USB-hub", department: "Kundeservice" });
  });
});
