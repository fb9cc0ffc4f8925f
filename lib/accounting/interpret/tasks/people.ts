import { findDates } from "../extract/dates";
import { clean, fold, splitName } from "../text";
import { findAmounts } from "../extract/amounts";
import { amountAfter, amounts, definedOnly, documentOf, person, quoted, type ExtractContext } from "./context";

export function runPayroll(ctx: ExtractContext) {
  const all = amounts(ctx);
  const base = amountAfter(ctx, /(?:grunnlonn|grunnlon|base salary|basic salary|salario base|salario de base|salaire de base|grundgehalt|fastlonn)\w*/, 40);
  const bonus = amountAfter(ctx, /(?:bonus|bonificacion|bonificacao|prime|premie|engangsbonus|eingongsbonus)\w*/, 40);
  return definedOnly({
    type: "run_payroll" as const,
    employee: person(ctx),
    baseSalary: base ?? all[0]?.value,
    bonus: bonus ?? (all.length > 1 ? all[1].value : undefined),
    date: findDates(ctx.prompt)[0]?.iso,
  });
}

const COST_CATEGORIES: [RegExp, "flight" | "taxi" | "train" | "bus" | "hotel" | "parking" | "meal" | "other"][] = [
  [/fly|flight|plane|avion|aviao|aereo|flug/, "flight"],
  [/taxi|drosje|cab/, "taxi"],
  [/tog|train|tren|comboio|zug|bahn/, "train"],
  [/buss|bus|autobus|onibus/, "bus"],
  [/hotell|hotel|overnatting|lodging|alojamiento|alojamento|hebergement|ubernachtung/, "hotel"],
  [/parkering|parking|estacionamiento|estacionamento|parken/, "parking"],
  [/mat|meal|lunsj|lunch|middag|dinner|comida|refeicao|repas|essen/, "meal"],
];

const EXPENSES_WORD = /(?:utlegg|expenses|costs|gastos|despesas|depenses|auslagen|kostnader|kostnadar)\s*:\s*/;

export function registerTravelExpense(ctx: ExtractContext) {
  const daysMatch = /(\d+)\s*(?:dager|dagar|days|dias|jours|tage|dag)\b/.exec(ctx.folded);
  const perDiem = amountAfter(ctx, /(?:dagsats|dagssats|daily rate|tarifa diaria|taxa diaria|taux journalier|tagessatz|per diem rate)\s*:?\s*/, 30);
  // "Expenses: flight ticket 6200 NOK and taxi 400 NOK." — each amount with the words before it.
  const costs: { category: (typeof COST_CATEGORIES)[number][1]; description: string; amount: number }[] = [];
  const start = EXPENSES_WORD.exec(ctx.folded);
  if (start) {
    const from = start.index + start[0].length;
    const rest = ctx.prompt.slice(from);
    const stop = rest.search(/\.(?:\s|$)/);
    const segment = stop >= 0 ? rest.slice(0, stop + 1) : rest;
    let prev = 0;
    for (const a of findAmounts(segment)) {
      const description = clean(segment.slice(prev, a.index).replace(/^\s*(?:,|og|and|y|e|et|und)\s+/i, "").replace(/^(?:og|and|y|e|et|und)\s+/i, ""));
      prev = a.index + a.length;
      if (!description) continue;
      const f = fold(description);
      const category = COST_CATEGORIES.find(([re]) => re.test(f))?.[1] ?? "other";
      costs.push({ category, description, amount: a.value });
    }
  }
  const dates = findDates(ctx.prompt);
  return definedOnly({
    type: "register_travel_expense" as const,
    employee: person(ctx),
    title: quoted(ctx)[0]?.value,
    days: daysMatch ? Number(daysMatch[1]) : undefined,
    perDiemRate: perDiem,
    costs,
    departureDate: dates[0]?.iso,
    returnDate: dates[1]?.iso,
  });
}

function employmentFields(ctx: ExtractContext, kind: "contract" | "offer_letter") {
  const doc = documentOf(ctx, kind) ?? documentOf(ctx, kind === "contract" ? "offer_letter" : "contract");
  if (!doc) {
    ctx.warnings.push(`no readable ${kind === "contract" ? "employment contract" : "offer letter"} attached`);
    return {};
  }
  const d = doc.data;
  return definedOnly({ ...(d.employeeName ? splitName(d.employeeName) : {}), ...d, employeeName: undefined });
}

// Both document kinds carry the same labels; each task's schema keeps only its own fields.
export function employeeFromContract(ctx: ExtractContext) {
  return { type: "employee_from_contract" as const, ...employmentFields(ctx, "contract") };
}

export function onboardFromOfferLetter(ctx: ExtractContext) {
  return { type: "onboard_from_offer_letter" as const, ...employmentFields(ctx, "offer_letter") };
}
