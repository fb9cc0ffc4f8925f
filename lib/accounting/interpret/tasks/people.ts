import { employmentFromText } from "./employment-text";
import { findDates, monthsWithYear, writtenFirst } from "../extract/dates";
import { numberFromWord } from "../extract/number-words";
import { relativeMonth } from "../extract/relative-dates";
import { clean, fold, splitName } from "../text";
import type { FoundAmount } from "../extract/amounts";
import { amounts, definedOnly, departmentInProse, documentOf, employee, labelValue, quoted, quotedAfter, type ExtractContext } from "./context";

const BASE_WORD = /(?:grunn ?lonn|grunn ?lon|fastlonn|fastlon|fast lonn|manedslonn|manadslon|base salary|basic salary|base pay|monthly salary|salario base|salario de base|sueldo base|salaire de base|salaire mensuel|vencimento base|grundgehalt|festgehalt|monatsgehalt|\bbase\b)/g;
const BONUS_WORD = /(?:bonus|\breward|belonning|recompens|\bbono|gratification|bonificacion|bonificacao|gratificacion|gratificacao|prime|premie|premio|engangsbonus|eingongsbonus|sonderzahlung|pramie)/g;

/** The amount written closest to any of a role's words, before or after it ("41 000 kr i fastlønn", "Grundgehalt: 41.000"). */
function amountByWord(ctx: ExtractContext, words: RegExp, exclude?: number, other?: RegExp): FoundAmount | undefined {
  const all = amounts(ctx).filter((a) => a.index !== exclude);
  const otherRole = other ? new RegExp(other.source) : undefined;
  let best: { a: FoundAmount; d: number } | undefined;
  for (const m of ctx.folded.matchAll(words)) {
    const start = m.index!;
    const end = start + m[0].length;
    for (const a of all) {
      const d = a.index >= end ? a.index - end : start - (a.index + a.length);
      // "fastløn 39 900 / eingongsbonus NOK 5 000": an amount past the other role's word is that role's.
      const between = a.index >= end ? ctx.folded.slice(end, a.index) : ctx.folded.slice(a.index + a.length, start);
      if (otherRole?.test(between)) continue;
      // A figure on the line above belongs to that line's label ("Base salary: 52 300,00" over "Bonus %: 10 %").
      if (a.index < start && between.includes("\n")) continue;
      if (d >= 0 && d <= 40 && (!best || d < best.d) && !(other && nearerTo(ctx, other, a, d))) best = { a, d };
    }
  }
  return best?.a;
}

/**
 * The other role's word stands nearer the amount ("Grunnlønnen er 46 750, og … en engangsbonus på 8 000 oppå
 * grunnlønnen": 8 000 is the bonus's, though the base word follows it closely).
 */
function nearerTo(ctx: ExtractContext, other: RegExp, a: FoundAmount, d: number): boolean {
  // A role word ends within d before the amount or starts within d after it (words are under 30 letters).
  const from = Math.max(0, a.index - d - 30);
  const window = ctx.folded.slice(from, a.index + a.length + d);
  for (const m of window.matchAll(new RegExp(other.source, "g"))) {
    const start = from + m.index!;
    const end = start + m[0].length;
    const e = a.index >= end ? a.index - end : start - (a.index + a.length);
    // A word on another line labels that line ("Salario base: 46 300,00 NOK\nBono puntual: 5 000,00 NOK").
    const between = a.index >= end ? ctx.folded.slice(end, a.index) : ctx.folded.slice(a.index + a.length, start);
    if (e >= 0 && e < d && !between.includes("\n")) return true;
  }
  return false;
}

/** "a one-off bonus of 5500 on top", "une prime exceptionnelle de 4 000,00", "reward (bonus) of 7,500": a figure of a hundred or more a few words after the bonus word, written without a currency. */
function bareBonus(ctx: ExtractContext): number | undefined {
  for (const m of ctx.folded.matchAll(BONUS_WORD)) {
    const end = m.index! + m[0].length;
    const n = ctx.values.numbers.find((x) => !x.currency && x.index >= end && x.index - end <= 30 && /^[\p{L}\s:=(),-]*$/u.test(ctx.folded.slice(end, x.index)));
    if (n && n.value >= 100) return n.value;
  }
  return undefined;
}

export function runPayroll(ctx: ExtractContext) {
  const all = amounts(ctx);
  const base = amountByWord(ctx, BASE_WORD, undefined, BONUS_WORD);
  const bonus = amountByWord(ctx, BONUS_WORD, base?.index, BASE_WORD);
  const rest = all.filter((a) => a !== base && a !== bonus);
  return definedOnly({
    type: "run_payroll" as const,
    employee: employee(ctx),
    baseSalary: base?.value ?? rest[0]?.value,
    bonus: bonus?.value ?? (base ? rest[0]?.value : rest[1]?.value) ?? bareBonus(ctx),
    date: payrollDate(ctx),
  });
}

/** A birth date's word before a date in its sentence ("His birthday is 02/10/1990 if the system nags (day first, 2nd of October"). */
const BIRTH_BEFORE = /(?:fodt|fodd|fodsel\w*|born|birth\w*|bursdag|geboren|geburts\w*|ne le|nee le|naissance|anniversaire|nacid[oa]|nascid[oa]|nacimiento|nascimento|cumpleanos|aniversario)[^\n.]{0,70}$/;
/** A start's word before a date ("entró con nosotros el lunes 5 de enero", "er hos oss sidan 1. mars"): when the person began, no payroll month. */
const START_BEFORE = /(?:started|starts|start date|joined|began|begynte|begynner|begynt|startet|starta|tiltradte|tiltredde|tiltreding|tiltredelse|ansatt fra|tilsett fra|sidan|siden|eintritt|eingetreten|angefangen|begonnen|seit|entro|entrou|empezo|comenzo|comecou|a commence|a rejoint|embauche|depuis)[^\n.]{0,40}$/;
/** A payroll month is this year's business: a date more than about a year from today is another date (a birth, a start long ago). */
const PAYROLL_REACH_DAYS = 400;

/**
 * Any day of the payroll month: the first date or month written ("für diesen Monat, also Juli 2026", "lønn
 * for april 2026", "25.04.2026") that is no date of birth or of starting and lies within about a year of today.
 */
function payrollDate(ctx: ExtractContext): string | undefined {
  const near = (iso: string) => !ctx.today || Math.abs(Date.parse(iso) - Date.parse(ctx.today)) <= PAYROLL_REACH_DAYS * 86_400_000;
  const notBirthOrStart = (index: number) => !BIRTH_BEFORE.test(ctx.folded.slice(Math.max(0, index - 90), index)) && !START_BEFORE.test(ctx.folded.slice(Math.max(0, index - 50), index));
  const dates = writtenFirst(findDates(ctx.prompt, ctx.today)).filter((d) => notBirthOrStart(d.index) && near(d.iso));
  const months = monthsWithYear(ctx.prompt).filter((m) => notBirthOrStart(m.index) && near(m.iso));
  const written = [...dates, ...months].sort((a, b) => a.index - b.index)[0]?.iso;
  // "køyr løn for førre månad", "la nómina del mes pasado": the month named relative to today.
  const relative = written || !ctx.today ? undefined : relativeMonth(ctx.folded, ctx.today);
  const iso = relative ? `${relative.year}-${String(relative.month).padStart(2, "0")}-01` : undefined;
  // This month is the payroll's own unless told otherwise: no date of its own.
  return written ?? (iso && iso.slice(0, 7) !== ctx.today?.slice(0, 7) ? iso : undefined);
}

const COST_CATEGORIES: [RegExp, "flight" | "taxi" | "train" | "bus" | "hotel" | "parking" | "meal" | "other"][] = [
  [/fly|flight|plane|avion|aviao|aereo|aerea|passagem aerea|flug|voo|vuelo/, "flight"],
  [/taxi|drosje|cab/, "taxi"],
  [/tog|train|tren|comboio|zug|bahn/, "train"],
  [/buss|bus|autobus|onibus/, "bus"],
  [/hotell|hotel|overnatting|lodging|alojamiento|alojamento|hebergement|ubernachtung/, "hotel"],
  [/parkering|parking|estacionamiento|estacionamento|parken/, "parking"],
  [/mat|meal|lunsj|lunch|middag|dinner|comida|refeicao|repas|essen/, "meal"],
];

/** A trip's departure and return written as labels right before their dates (folded). */
const DEPARTURE_LABEL = /\b(?:avreise|avreisedato|utreise|departure|depart|departing|leaving|abreise|abfahrt|hinreise|salida|ida|partida|saida|depart|aller)\b[^\n\d]{0,12}$/;
const RETURN_LABEL = /\b(?:retur|returdato|heimreise|hjemreise|hjemkomst|return|returning|back|ruckreise|ruckkehr|heimkehr|regreso|vuelta|regresso|volta|retour)\b[^\n\d]{0,12}$/;
const PER_DAY_AFTER = /^\s{0,2}(?:\/\s?(?:day|dag|dia|jour|tag|dogn|d)\b|(?:a|per|pr\.?|par|pro|por|al|each|every|i)\s{1,2}(?:day|dag|dagen|dogn|døgn|dia|día|jour|tag)\b|(?:daily|diario|diaria|journalier))/;
const PER_DIEM_WORD = /(?:diaria|diarias|diett|dagsats|dagssats|dagpenger|per diem|daily rate|daily allowance|dietas|dieta|ajudas de custo|ajuda de custo|indemnites journalieres|indemnite journaliere|indemnites|taux journalier|tarifa diaria|taxa diaria|tagespauschale|verpflegungsmehraufwand|tagegeld|tagessatz|verpflegungspauschale|kostgodtgjorelse)/;

/**
 * Travel costs however they are written: every amount that is not the per diem rate is a cost,
 * named by the cost word nearest to it ("NOK 3,275 for flights", "billet d'avion 5 480 NOK",
 * "o voo (6.120 NOK)", "Flug 4.120 NOK").
 */
function travelCosts(ctx: ExtractContext, perDiem: { index: number; value: number } | undefined, days: number | undefined) {
  const costs: { category: (typeof COST_CATEGORIES)[number][1]; description: string; amount: number }[] = [];
  const all = [...amounts(ctx), ...costsSaidBare(ctx)].sort((a, b) => a.index - b.index);
  const claimed = new Set<number>();
  // "2 días a 650 NOK (control: 1.300 NOK)": the per diem's total is the allowance, not a cost.
  const allowance = perDiem && days ? perDiem.value * days : undefined;
  all.forEach((a, i) => {
    if (a.index === perDiem?.index || (allowance !== undefined && Math.abs(a.value - allowance) < 0.005)) return;
    const prevEnd = i > 0 ? all[i - 1].index + all[i - 1].length : 0;
    const nextStart = i + 1 < all.length ? all[i + 1].index : ctx.prompt.length;
    // An item's line is its own: "✈ Flight Sogndal–Trondheim (return)   NOK 3,480.00" reads back to its line's start, and
    // no cost word of the next line ("🚕 Taxi …") is this amount's.
    const back = ctx.prompt.slice(Math.max(0, a.index - 80), a.index);
    const lineStart = back.includes("\n") || a.index <= 80 ? a.index - back.length + back.lastIndexOf("\n") + 1 : -Infinity;
    const beforeStart = Math.max(prevEnd, a.index - lineStart <= 70 ? Math.min(lineStart, a.index - 40) : a.index - 40);
    const before = ctx.prompt.slice(beforeStart, a.index);
    const afterStart = a.index + a.length;
    const after = ctx.prompt.slice(afterStart, Math.min(nextStart, afterStart + 30)).split("\n")[0];
    // Every cost word near the amount, with its distance (to the end of its word when before).
    const near: { category: (typeof COST_CATEGORIES)[number][1]; at: number; distance: number; text: string; index: number }[] = [];
    for (const [re, category] of COST_CATEGORIES) {
      for (const m of fold(before).matchAll(new RegExp(re.source, "g"))) {
        // "Taxi airport → hotel", "taxi til hotellet": where the trip went, not what it cost.
        if (/(?:→|->|⟶|\bto|\btil|\bnach|\bvers|\bpara|\bhasta|\bate)[ \t]{1,2}(?:the |det |der |dem |le |la |el |o |a )?$/.test(fold(before).slice(0, m.index))) continue;
        let end = m.index! + m[0].length;
        while (end < before.length && /\p{L}/u.test(before[end])) end++;
        near.push({ category, at: beforeStart + m.index!, distance: before.length - end + apart(before.slice(end)), text: before, index: m.index! });
      }
      const m = re.exec(fold(after));
      if (m) near.push({ category, at: afterStart + m.index, distance: m.index + apart(after.slice(0, m.index)), text: after, index: m.index });
    }
    // The nearest word not already naming another amount ("NOK 3,275 for flights and NOK 340 for a cab").
    const best = near.filter((n) => !claimed.has(n.at)).sort((x, y) => x.distance - y.distance)[0];
    if (best) claimed.add(best.at);
    const description = best
      ? wordAt(best.text, best.index)
      : clean(before.replace(/^.*[,;:(]/s, "").replace(/^\s*(?:og|and|y|e|et|und|mais|plus|o|a|the|le|la|el|der|die|das)\s+/i, "")) ||
        // "utlegg til leigebil, 1940 kroner": the item's noun before the comma that sets its amount beside it.
        /([\p{L}-]{3,40})[ \t]{0,2},[ \t]{0,2}(?:(?:nok|kr)\.?[ \t]{0,2})?$/iu.exec(before)?.[1];
    if (!description) return;
    costs.push({ category: best?.category ?? "other", description, amount: a.value });
  });
  return costs;
}

/** A trip's cost word, then a few small words at most, right before a figure (folded): "a taxi from værnes ", "ein taxi für ". */
const COST_WORD_BEFORE = /(?:^|[^\p{L}])(?:taxi(?:en)?|drosjen?|cab|flights?|flug(?:ticket)?|fly(?:et|billett|reise)?|voo|vuelo|vol|avion|aviao|train|tog(?:et|billett)?|zug|tren|comboio|bus(?:s|sen)?|autobus|parking|parkering(?:a|en)?)(?:[ \t]{1,2}(?!(?:nummer|number|numero|nr|no)\b)\p{L}{1,14}){0,3}[ \t]{1,2}$/u;
/** A figure that counts something ("49 sete", "2 personer", "3 nights") is no cost. */
const COUNTED_AFTER = /^[ \t]{1,2}(?:sete|seter|seats?|plass\w*|personer|persons?|people|pax|passasjerer|stk|stykk|km|kilometer|mil|timer|timar|hours?|minutt\w*|minutes?|dager|dagar|days?|tage|dias|jours|netter|nights?|nachte|noites|noches|nuits)\b/;

/**
 * Costs said with no currency, as a dictated message says them ("… and a taxi from Værnes four hundred sixty"): a figure
 * from 20 to five digits right after a trip's cost word, where the request names kroner elsewhere.
 */
function costsSaidBare(ctx: ExtractContext): FoundAmount[] {
  if (!/\b(?:kr|nok|kroner|kronen|couronnes?|coronas?|coroas?)\b/.test(ctx.folded)) return [];
  return ctx.values.numbers.filter((n) => {
    if (n.currency || !Number.isInteger(n.value) || n.value < 20 || n.value > 99_999 || (n.value >= 1900 && n.value <= 2100)) return false;
    // Not a figure the request writes as money too ("Avião 3150" under "bilhete de avião 3 150 kr"): that one is read.
    if (ctx.values.money.some((m) => m.index === n.index || Math.abs(m.value - n.value) < 0.005)) return false;
    const end = n.index + n.length;
    return COST_WORD_BEFORE.test(ctx.folded.slice(Math.max(0, n.index - 48), n.index)) && !COUNTED_AFTER.test(ctx.folded.slice(end, end + 16));
  });
}

/**
 * A comma or conjunction between a cost word and an amount puts them in different items; a comma
 * right before the amount after the item's words is its apposition ("the flight ticket, NOK 4,380.00").
 */
function apart(between: string): number {
  if (/^[ \t]{0,2}(?:[\p{L}'’-]{1,20}[ \t]{0,2})?,[ \t]{0,2}(?:(?:nok|kr|eur|usd)\.?[ \t]{0,2})?$/iu.test(between)) return 0;
  return /[,;]|\s(?:og|and|y|e|et|und|mais|plus|samt|sowie)\s/i.test(between) ? 50 : 0;
}

/** The whole word around a character index, with the noun it completes: "billet d'avion", "billete de avión". */
function wordAt(text: string, index: number): string {
  let a = index;
  while (a > 0 && /[\p{L}'’-]/u.test(text[a - 1])) a--;
  let b = index;
  while (b < text.length && /[\p{L}'’-]/u.test(text[b])) b++;
  const word = text.slice(a, b);
  const head = /(\p{L}+)\s+(?:de\s+)?$/u.exec(text.slice(Math.max(0, a - 20), a));
  const completes = /^d['’]/i.test(word) || /\sde\s+$/.test(text.slice(Math.max(0, a - 4), a));
  return clean(completes && head ? `${head[1]} ${/\sde\s+$/.test(text.slice(Math.max(0, a - 4), a)) ? "de " : ""}${word}` : word);
}

export function registerTravelExpense(ctx: ExtractContext) {
  // "4 dagar", "fire dagar", "vier (4) Tage": the count before the word for days, in brackets too.
  // "2d per diem": the count with the day's letter; "Dias: 2", "Days: 4": the count as a label's value.
  const counted = [
    // The singular after a count too ("4 Tag", "3 day"), as a writer of a second language may put it.
    /\(?(\d{1,3}|[a-z]{2,7})\)?[ \t]{1,2}(?:dager|dagar|days?|dias?|jours?|tage?|dag|dogn)\b|(\d{1,3})(?:dager|dagar|days|dias|jours|tage|d)\b/g,
    /(?:^|\n)[ \t]{0,4}(?:dager|dagar|days|dias|jours|tage|dauer|varighet|duration|duracion|duracao|duree)[ \t]{0,2}:[ \t]{0,3}(\d{1,3})(?![\d.,:/-])/g,
  ].flatMap((re) => [...ctx.folded.matchAll(re)].map((m) => numberFromWord(m[1] ?? m[2])));
  const dates = writtenFirst(findDates(ctx.prompt, ctx.today));
  // "départ : 02/03/2026 — retour : 05/03/2026": dates under the trip's own labels, before any other date the text names.
  const labelled = (label: RegExp) => dates.find((d) => label.test(ctx.folded.slice(Math.max(0, d.index - 24), d.index)));
  const leftOn = labelled(DEPARTURE_LABEL);
  const backOn = labelled(RETURN_LABEL);
  const [leaves, returns] =
    leftOn && backOn && leftOn.iso <= backOn.iso ? [leftOn, backOn] : dates[0] && dates[1] && dates[1].iso < dates[0].iso ? [dates[1], dates[0]] : [dates[0], dates[1]];
  // A trip's days counted from its dates when no count is written ("2026-02-17 → 2026-02-18": two days).
  const spanned = leaves && returns ? Math.round((Date.parse(returns.iso) - Date.parse(leaves.iso)) / 86_400_000) + 1 : undefined;
  // Two counts written ("the note says two days … so it is 3 days"): the one the trip's own dates give.
  const agreeing = spanned !== undefined && new Set(counted.filter((n) => n !== undefined)).size > 1 ? counted.find((n) => n === spanned) : undefined;
  const daysValue = agreeing ?? counted.find((n) => n !== undefined) ?? (spanned !== undefined && spanned >= 1 && spanned <= 60 ? spanned : undefined);
  const all = amounts(ctx);
  const perDiemAmount =
    all.find((a) => PER_DAY_AFTER.test(ctx.folded.slice(a.index + a.length, a.index + a.length + 16))) ??
    all.find((a) => PER_DIEM_WORD.test(ctx.folded.slice(Math.max(0, a.index - 40), a.index))) ??
    // Farther back on the amount's own line: "indemnités journalières : 4 jours au taux de 800 NOK".
    all.find((a) => PER_DIEM_WORD.test(ctx.folded.slice(Math.max(0, a.index - 64), a.index).replace(/^[^]*\n/, "")));
  return definedOnly({
    type: "register_travel_expense" as const,
    employee: employee(ctx),
    // A quoted title, unless the quote is a forwarded message rather than a name.
    title:
      // "med tittelen «Synfaring verft Brattvåg»": the quote its word names, before a defined term quoted earlier («Den reisande»).
      quotedAfter(ctx, /\b(?:tittel\w*|title[sd]?|titel|titre|intitul\w*|titul\w*)\b/, 12) ??
      // "Tittel: Rigging messe Lillestrøm": a title's own label line, before a word quoted elsewhere (a screen's field «Betalingsmåte»).
      labelValue(ctx, /(?:tittel|title|titel|titre|titulo)/)?.replace(/\s{0,2},\s{0,3}\d.*$/s, "") ??
      quoted(ctx).find((q) => q.value.length <= 80 && !/[.!?]\s/.test(q.value))?.value ??
      // "reise: Messebesuch Hamburg, 4 tage, …": the title ends before the next field (a comma and a figure).
      // "Título del viaje:", "Title of the trip:", "Tittel på reisa:": the trip's own title.
      labelValue(ctx, /(?:tittel|title|titulo|titre|titel|intitule|intitulado|anlass|formal|purpose|motivo|objet|trip|reise|formaal|bezeichnung|designation|libelle|denominacion|designacao|betegnelse|nemning)(?:\s(?:del|de la|de|da|do|of the|of|pa|for|des|du|der))?(?:\s(?:viaje|viagem|trip|journey|reise|reisen|reisa|reiseregning|reiserekning|voyage|deplacement|dienstreise|despesa de viagem|despesas de viagem|gastos? de viaje|note de frais|(?:travel )?expense(?: report)?|reisekostenabrechnung))?/)?.replace(/\s{0,2},\s{0,3}\d.*$/s, ""),
    days: daysValue,
    perDiemRate: perDiemAmount?.value,
    costs: travelCosts(ctx, perDiemAmount, daysValue),
    // A trip returns after it leaves, whichever date is written first ("vom 10. bis 13. März", then "10. März").
    departureDate: leaves?.iso,
    returnDate: returns?.iso,
  });
}

function employmentFields(ctx: ExtractContext, kind: "contract" | "offer_letter") {
  const doc = documentOf(ctx, kind) ?? documentOf(ctx, kind === "contract" ? "offer_letter" : "contract");
  if (!doc) {
    // The document retyped into the request: its fields from the request's own words.
    ctx.warnings.push(`no readable ${kind === "contract" ? "employment contract" : "offer letter"} attached: its fields read from the request`);
    return employmentFromText(ctx);
  }
  const d = doc.data;
  // The request is newer than the paper: an address the writer gives for the employee ("she has changed her e-mail since
  // she signed, so please use …"), spelled with the employee's name, replaces the one printed.
  const said = employmentFromText({ ...ctx, warnings: [] }).email;
  const email = said && said !== d.email && spellsName(said, d.employeeName) ? said : d.email;
  // So does one yearly salary the request gives beside the paper's ("årslønnen i tilbudsbrevet (612 000 kr) er
  // reforhandlet … Avtalt årslønn er 628 000 kr").
  const salaries = new Set(
    ctx.values.money.filter((a) => a.value >= 10_000 && SALARY_BEFORE.test(ctx.folded.slice(Math.max(0, a.index - 40), a.index))).map((a) => a.value),
  );
  const newer = d.annualSalary !== undefined ? [...salaries].filter((v) => v !== d.annualSalary) : [];
  const annualSalary = newer.length === 1 ? newer[0] : d.annualSalary;
  // So does one start date the request says replaces the paper's ("Eintritt nicht wie in § 1 am 1.6., sondern am 15.06.",
  // "start date not as in the agreement but 15 October").
  const starts = new Set(ctx.values.dates.filter((x) => !x.relative && startPutRight(ctx.folded, x.index, x.length)).map((x) => x.iso));
  const later = d.startDate !== undefined ? [...starts].filter((v) => v !== d.startDate) : [];
  const startDate = later.length === 1 ? later[0] : d.startDate;
  // A department the paper leaves out, the request may name as one the books hold ("Die Abteilung Kjøkken gibt es im System
  // schon", "Le département Servering existe déjà"); "ligar ao departamento certo" names none.
  const named = d.department ? undefined : departmentInProse(ctx);
  const namedAt = named ? ctx.prompt.indexOf(named) : -1;
  const department = d.department ?? (namedAt >= 0 && DEPARTMENT_EXISTS.test(fold(ctx.prompt.slice(namedAt + named!.length, namedAt + named!.length + 50)).trimStart()) ? named : undefined);
  return definedOnly({ ...(d.employeeName ? splitName(d.employeeName, ctx.language) : {}), ...d, email, annualSalary, startDate, department, employeeName: undefined });
}

/** Said of a department right after its name: it exists already, in the books (folded). */
const DEPARTMENT_EXISTS =
  /^["»”“']?\s{0,2}(?:gibt es|existiert|existe|exists|finnes|fins|finst|ligg|ligger|er allerede|er oppretta|er opprettet|is already|already exists|est deja|ya existe|ja existe|ist (?:schon|bereits))\b/;

/** A word for a yearly salary, then at most three words, right before a figure (folded): "avtalt årslønn er ", "annual salary of NOK ". */
const SALARY_BEFORE = /\b(?:arslonn\w*|arsl[oø]n\w*|annual salary|yearly salary|salary|jahresgehalt\w*|jahreslohn\w*|gehalt|salaire annuel|salaire|salario anual|sueldo anual|salario|sueldo)\b(?:\W{1,3}\p{L}+){0,3}\W{1,3}$/u;

/**
 * A job's start in words (folded): "start date", "Eintritt", "tiltreding", "incorporación", "prise de fonction". Narrower
 * than START_BEFORE, whose past facts ("embauche", "depuis", "joined") would read a letter's own dates as a new start.
 */
const JOB_START = String.raw`\b(?:start date|starts?|startdato|eintritt\w*|arbeitsbeginn|dienstbeginn|begynner|tiltr\w*|oppstart\w*|commenc\w*|empieza|comienza|incorpora\w*|comeca|inicio|prise de fonction|entree en fonction|first (?:working )?day)\b`;

/**
 * A start's word and a word that puts the paper right ("not", "but", "instead", "moved"), then the rest of the sentence,
 * before a date (folded; other dates in it blanked): "Eintritt nicht wie in § 1 am D, sondern am ", "start date moved to ".
 * A paper's own dates told in passing ("la proposition d'embauche adressée le …") change nothing.
 */
const START_CHANGED_BEFORE = new RegExp(
  String.raw`${JOB_START}(?=[^\n.;!?]{0,60}$)[^\n.;!?]{0,40}?\b(?:not|but|instead|moved|changed|nicht|sondern|statt|verschoben|ikke|ikkje|men|flytta|flyttet|endra|endret|pas|mais|plutot|decale|no|sino|pero|en vez|nao|mas|em vez|adiad\w*)\b[^\n.;!?]{0,40}$`,
);
/** A start's word, then at most sixty letters of its sentence, before a date (folded). */
const START_SAID_BEFORE = new RegExp(String.raw`${JOB_START}[^\n.;!?]{0,60}$`);
/** Right after a date: the paper's date it replaces ("…, ikkje 1. juni", "…, not 1 June", "… statt 1.6."). */
const NOT_AFTER = /^[ \t,]{0,3}(?:ikkje|ikke|not|nicht|statt|pas|no|nao|instead of)\b/;
/** A date's figures with their dots ("1.6.", "15.06.2026"), blanked so the dots end no sentence. */
const DOTTED_DATE = /\d{1,2}\.\d{1,2}\.(?:\d{2,4})?/g;

/**
 * Whether the date at `at` is a start the request puts in place of the paper's: after a start's word and a word that puts
 * it right, or after a start's word on a change line ("→ tiltreding: 1. august 2026") or before the date it replaces
 * ("tiltreding: 1. august 2026, ikkje 1. juni").
 */
function startPutRight(folded: string, at: number, length: number): boolean {
  const before = folded.slice(Math.max(0, at - 90), at).replace(DOTTED_DATE, "D");
  if (START_CHANGED_BEFORE.test(before)) return true;
  return START_SAID_BEFORE.test(before) && (/(?:→|->|=>)[^\n]*$/.test(before) || NOT_AFTER.test(folded.slice(at + length, at + length + 16)));
}

/** Whether an e-mail address's local part holds a word of the name (three letters or more). */
function spellsName(email: string, name: string | undefined): boolean {
  const local = fold(email.split("@")[0]);
  return !!name && fold(name).split(/[^a-z]+/).some((w) => w.length >= 3 && local.includes(w));
}

// Both document kinds carry the same labels; each task's schema keeps only its own fields.
export function employeeFromContract(ctx: ExtractContext) {
  return { type: "employee_from_contract" as const, ...employmentFields(ctx, "contract") };
}

export function onboardFromOfferLetter(ctx: ExtractContext) {
  return { type: "onboard_from_offer_letter" as const, ...employmentFields(ctx, "offer_letter") };
}
