import { describe, expect, it } from "vitest";
import { findAmounts } from "./extract/amounts";
import { findHours } from "./extract/read";
import { findAccounts } from "./extract/values";
import { readMessage } from "./message";
import { interpretWithRules } from "./rules";

/** Ways people write that are no template's: thousands as "k", labels with a complement, remarks in brackets, old programs' words. */

const today = { today: "2026-03-21" };
const read = (text: string) => interpretWithRules(text, [], today);

describe("values written the everyday way", () => {
  it("'18.5k NOK', '240k' are thousands; '5kg' is no amount", () => {
    expect(findAmounts("Workshop — 18.5k NOK, lunch 2,4k kr").map((a) => a.value)).toEqual([18500, 2400]);
    expect(findAmounts("budget: 420k NOK").map((a) => a.value)).toEqual([420000]);
    expect(findAmounts("5kg NOK")).toEqual([]);
  });

  it("'Hours: 6, on the activity' gives 6 hours", () => {
    expect(findHours("– Hours: 6, on the activity Support").map((h) => h.value)).toEqual([6]);
    expect(findHours("Timar: 7,5").map((h) => h.value)).toEqual([7.5]);
  });

  it("an account named where a thing is booked, without the word account", () => {
    expect(findAccounts("Det er trykkearbeid og skal føres på 6800.").map((a) => a.value)).toEqual([6800]);
    expect(findAccounts("please post it to 6540, thanks").map((a) => a.value)).toEqual([6540]);
    expect(findAccounts("booked on 12 March")).toEqual([]);
  });

  it("'nei vent' withdraws the figure before it", () => {
    const m = readMessage("Fruktkurv – kr 760,- nei vent, kr 670,- eks. mva");
    expect(m.context.map((c) => [c.raw, c.reason])).toContainEqual(["kr 760,-", "withdrawn"]);
    expect(m.request).not.toMatch(/vent/);
  });
});

describe("labels, lists and names", () => {
  it("a label with a complement ('Descrição da linha:') and a value that a comma ends before another thing", () => {
    const r = read("Fatura para Vidraria Lusa Lda, nº de organização 934 512 870\n– Descrição da linha: Vitrine de loja\n– Valor: NOK 7 300 sem IVA\nEmita e envie a fatura, por favor.");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Vitrine de loja", amountExcludingVat: 7300 });
    const h = read(
      'Please log and invoice:\n– Employee: Ada Holm (ada.holm@example.org)\n– Hours: 5, on the activity "Design"\n– Project: Shop Redesign, customer Fjellvind AS (org. no. 934 567 812)\n– Hourly rate: NOK 1,100',
    );
    expect(h.task).toMatchObject({ type: "log_hours_and_invoice", hours: 5, activityName: "Design", projectName: "Shop Redesign" });
  });

  it("a quoted department that the written list already holds does not shorten the list", () => {
    const r = read("Tre nye avdelinger, de skal hete: Comptabilité, Achats og Service client. Det er tre, «Service client» er én avdeling.");
    expect(r.task).toEqual({ type: "create_departments", names: ["Comptabilité", "Achats", "Service client"] });
  });

  it("a remark in brackets is no dimension value; a compound word for dimension labels the name", () => {
    const r = read("Ny regnskapsdimensjon: Marked. Verdier: Privat og Bedrift (Bedrift med stor B). Før et bilag på konto 6540 på kr 2 300,- knyttet til Bedrift, motpost bank.");
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Marked", values: ["Privat", "Bedrift"], linkedValue: "Bedrift" });
  });

  it("an employee's name from its label, not from a bracket remark before 'born'", () => {
    const r = read("Ny ansatt.\nNavn: Renée Dubois (med aksent på É)\nFødt: 04.05.1990\nE-post: renee.dubois@example.org");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Renée", lastName: "Dubois", dateOfBirth: "1990-05-04" });
  });

  it("a name whose first word is also an everyday word ('Costa', 'Ola') keeps it", () => {
    expect(read("order for Costa Verde Lda (org nr 957 364 160): Mesa (#4410) — 2.5k NOK. then invoice it and log the full payment").task).toMatchObject({
      customer: { name: "Costa Verde Lda" },
    });
    expect(read("pls run March 2026 salary for Ola Brekke (ola.brekke@example.org): base 41k NOK").task).toMatchObject({
      type: "run_payroll",
      employee: { firstName: "Ola", lastName: "Brekke" },
      baseSalary: 41000,
    });
  });

  it("'PM' is the project manager; hours 'on' a quoted name are the project's", () => {
    const r = read('Kari Dahl (kari.dahl@example.org) did 3 h on "Intranet" (customer Nordhav AS, org nr 958 393 636), activity "Rådgivning". rate 1,000 NOK/h. log and invoice pls');
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", projectName: "Intranet", activityName: "Rådgivning", hours: 3 });
  });
});

describe("task words in passing", () => {
  it("'som kunde, ikke leverandør' is a customer", () => {
    const r = read("Ny kunde (som kunde, ikke leverandør):\nFjordlys Ltd\nOrg.nr. 878 055 047\nE-post: post@fjordlys.example");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Fjordlys Ltd" });
  });

  it("an accounting word in quotes is the word itself, not an unplaced name", () => {
    const r = read("Ny leverandør: Papirhuset AS, org.nr. 888 526 919, e-post faktura@papirhuset.example. (I det gamle programmet krysset jeg av for «Leverandør».)");
    expect(r.gate.ok).toBe(true);
    const s = read("Inngående faktura (bilagsart «inngående faktura») fra Kontorhuset AS, org.nr. 831 465 859.\nFakturanr.: K-2211\nKonto 6540\nBeløp: kr 5 000,- inkl. mva 25 %");
    expect(s.gate.unused).toEqual([]);
  });

  it("'not registered as a supplier yet' excludes nothing, a few words apart", () => {
    const r = read("Faktura fra Trykk og Form AS (org.nr. 901 549 974), de er ikke registrert som leverandør ennå. Fakturanummer TF-118. Skal føres på 6800. Totalt kr 12 500,- inkl. mva, 25 % mva.");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { organizationNumber: "901549974" }, expenseAccount: 6800 });
  });
});

describe("pasted chats and mails", () => {
  it("the employee is the person the e-mail address spells, not the chat's writer named first", () => {
    const r = read("kopierer fra Messenger:\n\nTerje Nesheim\nHei! Vi har ansatt Kari Lunde 🎉\nhun begynner hos oss 1. september 2026\n14:02\nTerje Nesheim\nfødt 14.02.1991\ne-post kari.lunde@example.org");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Lunde", email: "kari.lunde@example.org" });
  });

  it("a numbered list whose marks a tab sets off is a list, not a table", () => {
    const r = read("[09:02] Ola Berg\nWe're splitting the team - please add these departments:\n1.\tLogistics\n2.\tField Service\n3.\tPurchasing");
    expect(r.task).toEqual({ type: "create_departments", names: ["Logistics", "Field Service", "Purchasing"] });
  });

  it("'a project called X' names the project, not the company the writer mentions first", () => {
    const r = read("nytt prosjekt for Nordlys Drone, fra e-posten:\n\nPlease open a project called Harbour Cranes for our customer Kestrel Ltd, org no 904 040 134.\nTom Briggs (tom.briggs@example.org) will manage it.");
    expect(r.task).toMatchObject({ type: "create_project", name: "Harbour Cranes" });
    expect(read("Kan du opprette et prosjekt som heter Lager 3.0? Kunden er Fjordlys AS, org.nr. 816 492 033. Kari Dahl (kari.dahl@example.org) blir prosjektleder.").task).toMatchObject({ name: "Lager 3.0" });
  });

  it("a title before the person the address spells is left out", () => {
    const r = read("Dé de alta a D.ª Lucía Prieto como empleada: fecha de nacimiento 3 de mayo de 1988, correo lucia.prieto@example.org, inicio 1 de abril de 2026.");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Lucía", lastName: "Prieto" });
  });
});
