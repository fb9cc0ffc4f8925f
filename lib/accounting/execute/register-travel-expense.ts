import "server-only";
import type { RegisterTravelExpenseTask } from "@/lib/accounting/tasks";
import { resolvePerson } from "./project-helpers";
import { addDays, cached, looseName, type ExecContext, type Ref, type Row } from "./toolkit";

/** Words a cost category's description may carry, per kind of cost. */
const CATEGORY_WORDS: Record<string, RegExp> = {
  flight: /fly|flight/i,
  taxi: /taxi/i,
  train: /tog|train|jernbane/i,
  bus: /buss|bus|kollektiv/i,
  hotel: /hotel|overnatting/i,
  parking: /parkering|parking/i,
  meal: /mat|måltid|meal|servering/i,
  other: /annet|other|diverse/i,
};

/**
 * Task 13 — one POST /travelExpense: the travel details (so it is a travel report, not an
 * employee expense), the per diem (days × rate) and each cost, with categories, payment type and
 * per-diem rate type resolved by free GETs.
 */
export async function registerTravelExpense(task: RegisterTravelExpenseTask, ctx: ExecContext): Promise<void> {
  const employee = await resolvePerson(ctx, task.employee);
  const days = task.days ?? 1;
  const returnDate = task.returnDate ?? (task.departureDate ? addDays(task.departureDate, days - 1) : ctx.today);
  const departureDate = task.departureDate ?? addDays(returnDate, -(days - 1));
  const [categories, paymentType, rateType] = await Promise.all([
    costCategories(ctx),
    travelPaymentType(ctx),
    task.perDiemRate ? perDiemRateType(ctx, departureDate, returnDate, days > 1) : Promise.resolve(undefined),
  ]);
  const body: Record<string, unknown> = {
    employee: { id: employee.id },
    title: task.title,
    travelDetails: {
      departureDate,
      returnDate,
      destination: destinationOf(task.title),
      purpose: task.title,
      isDayTrip: days <= 1,
      isForeignTravel: false,
      isCompensationFromRates: Boolean(task.perDiemRate),
    },
    costs: task.costs.map((c) => ({
      costCategory: pickCategory(categories, c.category, c.description),
      paymentType,
      amountCurrencyIncVat: c.amount,
      amountNOKInclVAT: c.amount,
      date: departureDate,
      comments: c.description,
    })),
  };
  if (task.perDiemRate) {
    body.perDiemCompensations = [
      {
        ...(rateType ? { rateType } : {}),
        count: days,
        rate: task.perDiemRate,
        amount: days * task.perDiemRate,
        location: destinationOf(task.title),
        overnightAccommodation: days > 1 ? "HOTEL" : "NONE",
      },
    ];
  }
  await ctx.client.post("/travelExpense", body);
}

async function costCategories(ctx: ExecContext): Promise<Row[]> {
  return cached(ctx, "travelCostCategories", () =>
    ctx.client.list<Row>("/travelExpense/costCategory", { fields: "id,description,isInactive", count: 1000 }),
  );
}

function pickCategory(rows: Row[], kind: string, description: string): Ref | undefined {
  const active = rows.filter((r) => r.isInactive !== true);
  const re = CATEGORY_WORDS[kind] ?? CATEGORY_WORDS.other;
  const hit =
    active.find((r) => re.test(String(r.description ?? ""))) ??
    active.find((r) => looseName(r.description).includes(looseName(description))) ??
    active.find((r) => CATEGORY_WORDS.other.test(String(r.description ?? ""))) ??
    active[0];
  return hit ? { id: hit.id } : undefined;
}

async function travelPaymentType(ctx: ExecContext): Promise<Ref | undefined> {
  const rows = await ctx.client.list<Row>("/travelExpense/paymentType", { fields: "id,description", count: 100 });
  const hit = rows.find((r) => /privat|employee|utlegg/i.test(String(r.description ?? ""))) ?? rows[0];
  return hit ? { id: hit.id } : undefined;
}

/** The domestic per-diem rate valid for the trip (overnight or day trip). */
async function perDiemRateType(ctx: ExecContext, from: string, to: string, overnight: boolean): Promise<Ref | undefined> {
  const rows = await ctx.client.list<Row>("/travelExpense/rate", {
    type: "PER_DIEM",
    isValidDomestic: true,
    dateFrom: from,
    dateTo: addDays(to, 1),
    fields: "id,rate,rateCategory(id,name,isValidDayTrip,isValidAccommodation,isValidDomestic)",
    count: 1000,
  });
  const want = rows.find((r) => {
    const c = r.rateCategory as Row | undefined;
    return overnight ? c?.isValidAccommodation === true : c?.isValidDayTrip === true;
  });
  const hit = want ?? rows[0];
  return hit ? { id: hit.id } : undefined;
}

/** The place a trip title names ("Kundebesøk Tromsø" → "Tromsø"), else the title itself. */
export function destinationOf(title: string): string {
  const words = title.trim().split(/\s+/);
  const last = words[words.length - 1] ?? "";
  return words.length > 1 && /^\p{Lu}/u.test(last) ? last : title.trim();
}
