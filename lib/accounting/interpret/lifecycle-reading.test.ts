import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";

/** A project's whole cycle however it is headed, and its invoice priced by the hour. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-14" });

describe("a project's whole cycle", () => {
  it("the project's name after a heading's mark: a dash, or a colon a few plain words on", () => {
    const dash = read(
      "PROSJEKT — Nettbutikk Fjellheim\nkunde Fjellheim Sport AS / org 912 004 551\n1) budsjett 250000 NOK\n2) timer: PL Siri Lode (siri.lode@example.org) 30 t ; Jon Bø (jon.bo@example.org) 20 t\n3) kostnad 18000 NOK fra Kodeverket AS / org 913 220 118\n4) fakturer kunden for prosjektet",
    );
    expect(dash.task).toMatchObject({ type: "project_lifecycle", projectName: "Nettbutikk Fjellheim" });
    const colon = read(
      "Project from start to end: Warehouse Scanner Rollout (customer Northdock Ltd, org no 914 330 552)\n- budget 300 000 NOK\n- hours: Amy Holt, project manager (amy.holt@example.org) 24 h + Ben Ray (ben.ray@example.org) 36 h\n- supplier cost 22 000 NOK from Scanware AS (org no 915 441 663)\n- then invoice the customer for the project",
    );
    expect(colon.task).toMatchObject({ type: "project_lifecycle", projectName: "Warehouse Scanner Rollout" });
  });

  it("the project's name as the title line of a card pasted from a board, and the customer named in a bracket before its number's label", () => {
    const card = read(
      "Please run the whole thing for this one: project, hours, supplier cost on the project, customer invoice. From our board:\n\nHarbour Sensor Network\nCustomer: Solent Marine Ltd (org no. 955 120 347)\nBudget: NOK 320,000\nPeople\n  Grace Holt · Project manager · grace.holt@example.org · 25 h\n  Omar Reid · Consultant · omar.reid@example.org · 40 h\nCosts\n  Tidewater Parts Ltd (org no. 955 880 412) · supplier invoice · NOK 28,400",
    );
    expect(card.task).toMatchObject({ type: "project_lifecycle", projectName: "Harbour Sensor Network", customer: { name: "Solent Marine Ltd" } });
    const telegram = read(
      'TIL REKNESKAP\nHEILE LOEPET FOR PROSJEKT "Ny radar MS Kvitbjørn" (KUNDE "Herøy Fiskeri AS" ORG 936 118 402):\n1/ BUDSJETT NOK 150K\n2/ TIMAR: ANNE VIK (PROSJEKTLEIAR, anne.vik@example.org) 20 T = OLA ROS (KONSULENT, ola.ros@example.org) 30 T\n3/ LEVERANDOERKOSTNAD FRAA "Ulstein Elektro AS" ORG 937 204 118 NOK 18.900,- EKS MVA\n4/ FAKTURA TIL KUNDEN FOR PROSJEKTET',
    );
    expect(telegram.task).toMatchObject({
      type: "project_lifecycle",
      customer: { name: "Herøy Fiskeri AS", organizationNumber: "936118402" },
      supplierCost: { supplier: { organizationNumber: "937204118" }, amount: 18900 },
    });
  });

  it("the customer's invoice at a price per hour: the rate is read, not left without a place", () => {
    const r = read(
      "Heile prosjektet «Kaibygg Sør» for Sørhavn Bygg AS (org.nr 916 552 774): budsjett 200 000 kr, prosjektleiar Eli Vik (eli.vik@example.org) 12 t og Per Dal (per.dal@example.org) 18 t, leverandørkostnad 9 500 kr frå Stålmontasje AS (org.nr 917 663 885), og til slutt faktura til kunden: dei 30 timane à 1 150 kr + mva.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "project_lifecycle", hourlyRate: 1150, budget: 200000, supplierCost: { amount: 9500 } });
  });

  it("a supplier's cost written with its VAT and its account keeps both", () => {
    const r = read(
      "Todo el ciclo del proyecto «Ruta Norte» para Viajes Sur SL (org.nr 918 774 552): presupuesto 90.000,00 NOK; horas: Ana Gil (ana.gil@example.org) 10 h y Luis Paz (luis.paz@example.org) 12 h;\nla factura del proveedor Bici Norte AS (org.nr 919 885 663): 8.000,00 NOK + IVA 25 % (10.000,00 con IVA), a la cuenta 4300;\nal final la factura al cliente por el proyecto.",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", supplierCost: { amount: 8000, vatRate: 25, account: 4300 } });
  });
});
