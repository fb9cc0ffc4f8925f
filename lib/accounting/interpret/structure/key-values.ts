import { headerColumn } from "../message/tables";
import { fold } from "../text";

/**
 * A note written like a config file: "first=Oliver", "orgnr=930250635", "prix_ht=23900 NOK", "base salary = NOK 61200.00",
 * "fixed_price=240_000 NOK   // agreed", "criar departamentos: [Produção, Qualidade]". Each
 * `key=value` becomes the label line "key: value" every reader knows (a key's underscores are
 * spaces and its short forms written out), a digit group's underscore is a space, a `//` comment
 * is a remark after a dash, and a bracketed list is a plain list. Only a text with two or more such
 * pairs is rewritten: one "=" in a sentence is a sum or a posting.
 *
 * A record pasted from a CRM, a ticket or an HR system writes its field names the way software does:
 * "emp_first_name: Eirik", "cust_org_no=980344665", "unitPriceExclVat: 2250.00", "bonus_once:
 * 12000". Such a name becomes words (its parts split at "_" and at capitals, short parts written
 * out: "employee first name", "customer org no", "unit price excl vat", "one-time bonus"), when the
 * text holds two or more of them. Several pairs on one line, set apart by two spaces, "|" or "·",
 * each get a line of their own, and a flag's line ("dunning_paused: true") goes: it is the record's
 * state, and its words would name tasks. Pure; one pass over the text.
 */

// The key written onto its "=": "9 Jahre = NOK 12'438.89" is a sum worked out, not a pair.
// A key may end in a number sign ("PROD#=5521"): the thing's number.
const PAIR = /(^|[\s(,;{])([\p{L}][\p{L}\p{N}_.-]{0,30}#?)=(?!=)[ \t]{0,2}(?=\S)/gmu;

/**
 * Short keys of a person's or a thing's fields written out as the labels readers know. The general
 * contractions ("acct", "amt", "cust") are written out later by `expandAbbreviations`.
 */
const KEY_WORDS: Record<string, string> = {
  first: "first name",
  firstname: "first name",
  last: "last name",
  lastname: "last name",
  dob: "date of birth",
  born: "date of birth",
  start: "start date",
  startdate: "start date",
  "inv no": "invoice no",
  invno: "invoice no",
  pm: "project manager",
  qty: "quantity",
  desc: "description",
};

/** The short parts of a system's field names, written out. */
const PART_WORDS: Record<string, string> = {
  emp: "employee",
  empl: "employee",
  cust: "customer",
  supp: "supplier",
  vend: "supplier",
  vendor: "supplier",
  amt: "amount",
  dt: "date",
  dob: "date of birth",
  descr: "description",
  desc: "description",
  qty: "quantity",
  dept: "department",
  addr: "address",
  inv: "invoice",
  acct: "account",
  acc: "account",
  proj: "project",
  prod: "product",
  pm: "project manager",
  hrs: "hours",
  pct: "percent",
  ref: "reference",
  mgr: "manager",
  tel: "phone",
  zip: "postal code",
  sal: "salary",
  curr: "currency",
  num: "no",
};

/** A field name as software writes it: parts joined by "_" ("cust_org_no") or by a capital ("unitPriceExclVat"). */
const SYSTEM_KEY = /^(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)$/;
/** "  - name: Field Service", "emp_first_name: Eirik": a field name at a line's start (after a list mark), then its colon. */
const COLON_FIELD = /^([ \t]*(?:[-*•][ \t]+)?)([A-Za-z][A-Za-z0-9_]{1,40})[ \t]*:(?=[ \t]|$)/gm;
/** A field name anywhere a field starts: a line's start (indented or not), or after two spaces, "|" or "·". */
const ANY_FIELD = /(?:^[ \t]*|(?<=\S)[ \t]{2,}|[|·][ \t]*)(?:[-*•][ \t]+)?([A-Za-z][A-Za-z0-9_]{1,40})[ \t]*:(?=[ \t]|$)/gm;
/** A second field on the same line, after two spaces, "|" or "·": "name: Field Service     hris_code: FS-01". */
// Only where a run of spaces starts (after a mark or a word): a run is looked at once, not from each of its spaces.
const NEXT_FIELD = /(?<=\S)(?:[ \t]{2,}|[ \t]*[|·][ \t]*)(?=[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*[:=][ \t]*\S)/g;

/** A field alone in brackets after a value: " (pm_name: Jonas Keller)". */
const BRACKETED_FIELD = /[ \t]*\(([A-Za-z][A-Za-z0-9_]{1,40})[ \t]*:[ \t]*([^()\n:]{1,80})\)/g;
/** A key that ends with its currency before a figure: "hourly_rate_nok: 1150.00", "amt_eur: 89.90". */
const CURRENCY_KEY = /^([ \t]*(?:[-*•][ \t]+)?)([A-Za-z][A-Za-z0-9_]{0,40}?)_(nok|eur|usd|sek|dkk|gbp|chf)[ \t]*:[ \t]*(-?\d[\d.,]{0,20}\d|\d)(?![\d.,]*[ \t]*(?:nok|eur|usd|sek|dkk|gbp|chf|kr)\b)/gim;

/** A record's own currency field: "currency: NOK", "curr: "EUR"". */
const CURRENCY_FIELD = /^[ \t]*(?:currency|curr|valuta|wahrung|moneda|moeda|devise)[ \t]*[:=][ \t]*"?(?:nok|eur|usd|sek|dkk|gbp|chf)"?[ \t]*$/gim;
/** A field whose value is a bare figure in øre ("48300.00"), perhaps with a remark after it. */
const MONEY_FIELD = /^([ \t]*(?:[-*•][ \t]+)?[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*:[ \t]*)(\d{1,9}[.,]\d{2})(?=[ \t]*(?:$|\(|\/\/|#|—|–))/gm;

/** A field whose value is a flag or nothing, with any comment after it. */
const FLAG_LINE = /^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*[:=][ \t]*(?:true|false|null|none|nil|yes|no|n\/a)[ \t]*(?:(?:\/\/|#|\(|--?)[^\n]*)?$/gim;

/** A software field name in words, or undefined when it is no such name. */
export function systemKeyWords(key: string): string | undefined {
  if (!SYSTEM_KEY.test(key)) return undefined;
  const parts = key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split("_")
    .filter(Boolean);
  const words = parts.map((p) => PART_WORDS[p] ?? p);
  // "bonus_once", "fee_one_time": a one-time amount, said as people say it.
  const last = words.slice(-2).join(" ");
  if (words[words.length - 1] === "once" || last === "one time" || words[words.length - 1] === "onetime") {
    const head = words.slice(0, words[words.length - 1] === "time" ? -2 : -1);
    return ["one-time", ...head].join(" ");
  }
  const spaced = words.join(" ");
  return KEY_WORDS[spaced] !== undefined || KEY_WORDS[words[words.length - 1]] !== undefined ? keyTail(words) : spaced;
}

/** "employee start" → "employee start date", "employee first" → "employee first name": a short last word written out. */
function keyTail(words: string[]): string {
  const whole = KEY_WORDS[words.join(" ")];
  if (whole) return whole;
  return [...words.slice(0, -1), KEY_WORDS[words[words.length - 1]]].join(" ");
}

/** A record whose field names are software's: each pair on its line, each name in words. */
function readSystemFields(text: string): string {
  let keys = 0;
  ANY_FIELD.lastIndex = 0;
  for (let m = ANY_FIELD.exec(text); m && keys < 2; m = ANY_FIELD.exec(text)) if (systemKeyWords(m[1])) keys++;
  if (keys < 2) return text;
  const currencies = new Set((text.match(CURRENCY_FIELD) ?? []).map((c) => c.replace(/\W/g, "").slice(-3).toUpperCase()));
  const recordCurrency = currencies.size === 1 ? [...currencies][0] : undefined;
  return text
    .split("\n")
    .map((line) => {
      // Only a line that opens with a field has its further fields moved onto lines of their own.
      const indent = /^[ \t]*(?:[-*•][ \t]+)?/.exec(line)![0];
      const opens = /^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*[:=][ \t]*\S/.test(line);
      if (!opens) return line;
      const own = `\n${indent.replace(/[-*•]/, " ")}`;
      // "pm_email: jonas@… (pm_name: Jonas Keller)": a field in brackets is a field too.
      return line.replace(NEXT_FIELD, own).replace(BRACKETED_FIELD, (whole: string, key: string, value: string) => (systemKeyWords(key) ?? PART_WORDS[key.toLowerCase()] ? `${own}${key}: ${value.trim()}` : whole));
    })
    .join("\n")
    // "currency: NOK" in a record: its figures in øre ("base_salary_monthly: 48300.00") are in that currency.
    .replace(MONEY_FIELD, (whole: string, field: string, figure: string) => (recordCurrency ? `${field}${figure} ${recordCurrency}` : whole))
    // "fixed_price_nok: 365000.00": the currency the key names goes with its figure.
    .replace(CURRENCY_KEY, (_m: string, lead: string, key: string, currency: string, figure: string) => `${lead}${key}: ${figure} ${currency.toUpperCase()}`)
    // A flag's line ("dunning_paused: true", "po_required: false") is the record's state, not a request: its words would name tasks.
    .replace(FLAG_LINE, "")
    .replace(COLON_FIELD, (whole: string, lead: string, key: string) => {
      // A short name alone is written out too ("dob", "dept", "qty"), inside a record only.
      const words = systemKeyWords(key) ?? PART_WORDS[key.toLowerCase()];
      return words ? `${lead}${words}:` : whole;
    })
    // Only where the label says the value names something: a note keeps its quotes, and stays a remark.
    // A single token in quotes ("8123", "NOK", "GN-500-B") is a code or a figure under any label: only a phrase can be a remark.
    .replace(QUOTED_VALUE, (whole: string, label: string, value: string) => (NAMING_LABEL.test(label) ? `${label}${personFirst(label, value)}` : /^\S+$/.test(value) || ACTION_LABEL.test(label) ? `${label}${value}` : whole));
}

/**
 * A record writes its text fields in quotes ("project name: "Fleet Telematics Rollout""): the
 * system's notation, not the writer's naming. Under a label that says the value names something, the
 * quotes go; the label says what the value is. A whole value only, on a label's line.
 */
const QUOTED_VALUE = /^([ \t]*(?:[-*•][ \t]+)?[\p{L}][\p{L}\p{N} .'-]{0,40}:[ \t]{0,4})"([^"\n]{1,120})"(?=[ \t]*(?:[,;<]|\/\/|\(|$))/gmu;

/** Labels of what to do ("action": "credit note – reverse the whole invoice"): the value is the request's own words, no quotation. */
const ACTION_LABEL = /(?:^|[\s-])(?:action|todo|to do|task|oppgave|oppgåve|handling|aktion|aufgabe|accion|acción|tarea|acao|ação|tache|tâche)[ \t]*:/i;

/** Labels of a value that names a thing or a person: "project name", "title", "description", "line". */
const NAMING_LABEL = /(?:name|label|manager|navn|namn|nombre|nome|\bnom|title|titel|tittel|titulo|titre|descr\w*|beskrivelse|beschreibung|line|linje|product|produkt|project|prosjekt|department|avdeling|activity|aktivitet|dimension)\b[^:]*:/i;

/** "emp name: LACERDA, Beatriz": a name the system files surname first is written given name first. */
export function personFirst(label: string, value: string): string {
  const m = /^(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?),\s?(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)$/u.exec(value);
  if (!m || !/name|navn|namn|nombre|nome|nom\b|manager|leder|leiar|employee|person|contact|responsible|ansvarl/i.test(label)) return value;
  const surname = m[1] === m[1].toUpperCase() ? m[1].replace(/\p{Lu}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase()) : m[1];
  return `${m[2]} ${surname}`;
}

/** "candidate: { firstName: "Sunniva", lastName: "Aarflot" }": an object written on one line, its fields one a line. */
const INLINE_OBJECT = /\{([^{}\n]{1,400})\}/g;

/** An object's key as the notation writes it: a letter or "_", then letters, digits and "_" ("código_postal", "nº_org"). */
const KEY = "[\\p{L}_][\\p{L}\\p{N}_]{0,40}";
/** A line that opens with a key and its colon, the key in quotes or not. */
const KEY_LINE = new RegExp(`^[ \\t]*"?${KEY}"?[ \\t]*:`, "u");
/** A key and its colon anywhere, and the comma before the next one (an object on one line). */
const KEY_AT = new RegExp(`"?${KEY}"?\\s*:`, "u");
const NEXT_KEY = new RegExp(`,\\s*(?="?${KEY}"?\\s*:)`, "gu");
/** An object's brace before its first key, the quotes around a key, a field's trailing comma (before a comment). */
const OPENING_BRACE = new RegExp(`^([ \\t]*)\\{[ \\t]*(?="?${KEY}"?[ \\t]*:)`, "gmu");
const QUOTED_KEY = new RegExp(`^([ \\t]*)"(${KEY})"[ \\t]*:`, "gmu");
const TRAILING_COMMA = new RegExp(`^([ \\t]*${KEY}[ \\t]*:[^\\n]*?),([ \\t]*(?:\\/\\/[^\\n]*)?)$`, "gmu");

/** "… "supplier_ref": "GN-500-B" }": a field's line that closes its object, without the brace (string steps: linear). */
function closingBrace(line: string): string {
  let t = line.trimEnd();
  if (t.endsWith(",")) t = t.slice(0, -1).trimEnd();
  if (!t.endsWith("}") || t.includes("{") || !KEY_LINE.test(t)) return line;
  return t.slice(0, -1).trimEnd();
}

/** A field of an object on its own line: `"código_postal": "37001",   // for you`. */
const OBJECT_FIELD = new RegExp(`^([ \\t]*)"?(${KEY})"?[ \\t]*:[ \\t]*(?:"([^"\\n]{0,200})"|([^"\\n]*?))[ \\t]*,?[ \\t]*(?:\\/\\/[ \\t]*([^\\n]{0,200}))?$`, "u");

/**
 * The fields of an object written over several lines, between a line that opens it ("{", "data: {")
 * and the line that closes it: the quotes around a value are the notation's, so they go; a key's
 * underscores are spaces ("código_postal" is "código postal"); a `//` comment is a remark after a
 * dash; the brace lines go. One pass over the lines.
 */
function objectFields(text: string): string {
  const lines = text.split("\n");
  let depth = 0;
  const out: string[] = [];
  for (const line of lines) {
    const t = line.trim();
    if (/^(?:[\p{L}_"][^{}\n]{0,60}:[ \t]*)?\{$/u.test(t)) {
      depth++;
      if (t !== "{") out.push(line.replace(/[ \t]*\{[ \t]*$/, ":"));
      continue;
    }
    if (depth > 0 && /^\}[ \t]*,?$/.test(t)) {
      depth--;
      continue;
    }
    const m = depth > 0 && line.length <= 400 ? OBJECT_FIELD.exec(line) : null;
    if (!m) {
      out.push(line);
      continue;
    }
    const value = (m[3] ?? m[4] ?? "").trim();
    out.push(`${m[1]}${m[2].replace(/_/g, " ")}: ${value}${m[5] ? ` – ${m[5].trim()}` : ""}`);
  }
  return out.join("\n");
}

/** A line that is one object alone: `  {"nr": 1, "type": "feil konto", "beløp": 3450},`. */
const OBJECT_ROW = /^([ \t]*)\{([^{}\n]{1,400})\}[ \t]*,?[ \t]*$/gmu;
/** One pair of such an object: its key (quoted or not) and its value up to the next pair. */
const ROW_PAIR = new RegExp(`"?(${KEY})"?[ \\t]*:[ \\t]*("[^"\\n]{0,200}"|[^,"\\n]{1,200})`, "gu");

/**
 * A list of records, one object to a line ("[ {"nr": 1, "type": "feil konto", "detaljer": "konto
 * 6800 brukt i stedet for 6860", "beløp": 3450}, … ]"): each record a list line of its pairs, key
 * and value in words ("- nr 1, type feil konto, detaljer konto 6800 …, beløp 3450"), as a table's
 * row reads; the array's own brackets go. Two such lines or more.
 */
function objectRows(text: string): string {
  OBJECT_ROW.lastIndex = 0;
  if ((text.match(OBJECT_ROW) ?? []).length < 2) return text;
  return text
    .replace(OBJECT_ROW, (whole: string, indent: string, inner: string) => {
      const pairs = [...inner.matchAll(ROW_PAIR)].map((m) => `${m[1].replace(/_/g, " ")} ${m[2].replace(/^"|"$/g, "").trim()}`);
      return pairs.length >= 2 ? `${indent}- ${pairs.join(", ")}` : whole;
    })
    .replace(/^[ \t]*[\[\]][ \t]*,?[ \t]*$/gm, "");
}

function openObjects(text: string): string {
  if (!text.includes("{")) return text;
  return objectFields(objectRows(text))
    .replace(INLINE_OBJECT, (whole: string, inner: string) => (KEY_AT.test(inner) ? `\n  ${inner.trim().replace(NEXT_KEY, "\n  ")}\n` : whole))
    // An object's braces on its first and last field's lines: "{ "sku": "8123"," … "supplier_ref": "GN-500-B" }".
    .replace(OPENING_BRACE, "$1")
    .split("\n")
    .map(closingBrace)
    .join("\n")
    // A key in quotes ("prod_name": …) is a key.
    .replace(QUOTED_KEY, "$1$2:")
    // A multi-line object: its braces and its fields' trailing commas go.
    .replace(/:[ \t]*\{[ \t]*$/gmu, ":")
    .replace(/^[ \t]*\}[ \t]*,?[ \t]*$/gmu, "")
    .replace(TRAILING_COMMA, "$1$2");
}

/** One pair of an item written as an object: `sku:"7411"`, `descr="Kit de ánodos"`, `"qty": 1` (a one-character value ends before the next key). */
const ITEM_PAIR = /"?([A-Za-z_][A-Za-z0-9_]{0,30})"?[ \t]*[:=][ \t]*("[^"\n]{0,120}"|[^,\s{}\]](?:[^,{}\]\n]{0,80}?[^,\s{}\]])??(?=[ \t]{2,}|[ \t]*[,}\]]|[ \t]*$|[ \t]+"?[A-Za-z_][A-Za-z0-9_]{0,30}"?[ \t]*[:=]))/g;
const ITEM_LINE = /^[ \t]*(?:[-*•][ \t]+)?\{?[ \t]*"?[A-Za-z_][A-Za-z0-9_]{0,30}"?[ \t]*[:=][^\n]*$/gm;
const DESCRIPTION_KEY = /^(?:descr|desc|description|text|item|item_name|name|prod_name|product_name|title|line_text)$/i;
const PRICE_KEY = /^(?:(?:unit_)?price(?:_excl(?:_vat)?)?|unit_price_excl_vat|price_ex_vat|unit_amount|rate|amt|amount)$/i;
const NUMBER_KEY = /^(?:sku|product_no|prod_no|product_number|item_no|art_no|varenr|artnr)$/i;
const QTY_KEY = /^(?:qty|quantity|antall|menge|cantidad|quantidade|quantite)$/i;
const ASSET_KEY = /^(?:asset|asset_name|eiendel|anlegg|item)$/i;
const COST_KEY = /^(?:acq_cost|acquisition_cost|cost|kostpris|anskaffelseskost|purchase_price)$/i;
const LIFE_KEY = /^(?:life_years|life|useful_life|useful_life_years|levetid|years)$/i;
const VAT_KEY = /^(?:vat|vat_rate|vat_pct|mva|mwst|iva|tva|tax|tax_rate)$/i;

/**
 * An item written as an object on one line ("{sku:"7411", descr:"Spülmaschinen-Service", qty:1,
 * unit_price_excl_vat:2250.00, vat:"25"}", "- sku=6601 descr="Kit" qty=1 price_excl_vat=7900.00"):
 * written as an order line reads ("Spülmaschinen-Service, product no. 7411, 1 x 2250.00 NOK excl.
 * VAT, 25 % VAT"). Only a line with a description and a price among three or more pairs.
 */
function writeItemLines(text: string): string {
  if (!/[:=]/.test(text)) return text;
  return joinBlockItems(text).replace(ITEM_LINE, (line: string) => {
    const pairs = new Map<string, string>();
    for (const m of line.matchAll(ITEM_PAIR)) pairs.set(m[1].toLowerCase(), m[2].replace(/^"|"$/g, "").trim());
    if (pairs.size < 3) return line;
    const find = (key: RegExp) => [...pairs].find(([k]) => key.test(k))?.[1];
    // An asset to depreciate: "asset: Varebil  acct: 1230  acq_cost: 396000.00  life_years: 6".
    const asset = find(ASSET_KEY);
    const cost = find(COST_KEY);
    const life = find(LIFE_KEY);
    if (asset && cost && life && /^\d+(?:[.,]\d+)?$/.test(cost) && /^\d{1,2}$/.test(life)) {
      const account = find(/^(?:acct|account|konto|gl_account|asset_account)$/i);
      const lead = /^[ \t]*(?:[-*•][ \t]+)?/.exec(line)![0].replace(/^([ \t]*)$/, "$1- ");
      return `${lead}${asset}${account && /^\d{4}$/.test(account) ? `, account ${account}` : ""}, ${cost} NOK, ${life} years`;
    }
    // Keys in any of the languages are known by the words a table's header uses ("produkt", "menge", "preis_ex_vat", "mwst").
    const byColumn = (column: string) => [...pairs].find(([k]) => headerColumn(k.replace(/_/g, " ")) === column)?.[1];
    const description = find(DESCRIPTION_KEY) ?? byColumn("name");
    // "12_300": a digit group's underscore, as code writes it.
    const price = priceFigure(find(PRICE_KEY) ?? byColumn("price"));
    if (!description || !price || !/^-?\d+(?:[.,]\d+)?$/.test(price)) return line;
    const number = find(NUMBER_KEY) ?? byColumn("number");
    const qty = find(QTY_KEY) ?? byColumn("quantity");
    const vat = /^\d{1,2}(?:[.,]\d)?/.exec(find(VAT_KEY) ?? byColumn("vat") ?? "")?.[0];
    const lead = /^[ \t]*(?:[-*•][ \t]+)?/.exec(line)![0].replace(/^([ \t]*)$/, "$1- ");
    const count = qty && /^\d+(?:[.,]\d+)?$/.test(qty) ? `${qty} x ` : "";
    // The item's comment stays with it, as a remark after a dash ("– nº 2140").
    const comment = TRAILING_COMMENT.exec(line)?.[1];
    return `${lead}${description}${number ? `, product no. ${number}` : ""}, ${count}${price} NOK excl. VAT${vat ? `, ${vat} % VAT` : ""}${comment ? ` – ${comment.trim()}` : ""}`;
  });
}

/**
 * A price's figure ("12_300", "12_300 NOK sin IVA", "890.00 kr excl. VAT"): the digits, when what follows
 * names only the currency or a price without VAT; a price with VAT in it is no net price.
 */
function priceFigure(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(-?\d{1,3}(?:_\d{3})+(?:[.,]\d+)?|-?\d+(?:[.,]\d+)?)(?![\d_])\s*([^\n]{0,40})$/.exec(value.trim());
  if (!m || INCLUDING.test(m[2]) || !/^(?:(?:nok|kr\.?|,-)\s*)?(?:(?:ex|excl|eks|ekskl|exkl|ohne|sin|sem|sans|hors|net|netto)\b[^\n]{0,24})?(?:#[^\n]*)?$/i.test(m[2])) return undefined;
  return m[1].replace(/_/g, "");
}
/** A comment that is only a unit (folded): a currency, years, months, days or hours in the seven languages, a percent. */
const UNIT_ONLY = /^(?:nok|eur|usd|sek|dkk|gbp|chf|kr|ar|aar|years?|jahre|ans|anos|meses|months?|maneder|manader|mnd|monate|mois|h|t|timer|hours?|stunden|heures|horas|dager|dagar|days?|tage|jours|dias|%)$/;
/** A code comment closing a line: "#" set off by spaces, then its text ("  # nº 2140"). */
const TRAILING_COMMENT = /[ \t]+#[ \t]+(\S[^\n]{0,120})$/;
const INCLUDING = /\b(?:incl\w*|inkl\w*|including|con|com|ttc|brutto|gross|avec)\b/i;

/** A list item's first field, and the fields under it indented further: "- producto: X" over "    cantidad: 1". */
const BLOCK_ITEM_HEAD = /^([ \t]*)[-*][ \t]+([A-Za-z_][A-Za-z0-9_]{0,30})[ \t]*:[ \t]*(\S[^\n]{0,120})$/;
const BLOCK_ITEM_FIELD = /^([ \t]+)([A-Za-z_][A-Za-z0-9_]{0,30})[ \t]*:[ \t]*(\S[^\n]{0,120})$/;

/**
 * A YAML list of records, one field a line ("- producto: Registrador DL-40" over "    cantidad: 1" and
 * "    precio: 12_300 NOK sin IVA"): each record is written on one line, its fields set apart by two
 * spaces, so that an invoice line's record is read as one item. Records of one or two fields stay.
 */
function joinBlockItems(text: string): string {
  if (!/^[ \t]*[-*][ \t]+[A-Za-z_][A-Za-z0-9_]{0,30}[ \t]*:/m.test(text)) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  const keyUnits = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i].length <= 200 ? BLOCK_ITEM_HEAD.exec(lines[i]) : null;
    if (!head) {
      out.push(lines[i]);
      continue;
    }
    // A field's comment ("# nº 2140") is kept, after the record.
    const comments: string[] = [];
    const field = (key: string, value: string) => {
      const c = TRAILING_COMMENT.exec(value);
      // A comment that only names the value's unit ("coste: 145800  # NOK", "vida_util: 8  # años") is its unit, and
      // the unit of that key's bare figures in the records after it.
      if (c && UNIT_ONLY.test(fold(c[1].trim())) && /\d$/.test(value.slice(0, c.index).trim())) {
        if (keyUnits.size < 20) keyUnits.set(key, c[1].trim());
        return `${key}: ${value.slice(0, c.index).trim()} ${c[1].trim()}`;
      }
      if (!c && keyUnits.has(key) && /^-?\d[\d.,_]*$/.test(value.trim())) return `${key}: ${value.trim()} ${keyUnits.get(key)}`;
      if (c) comments.push(c[1].trim());
      return `${key}: ${(c ? value.slice(0, c.index) : value).trim()}`;
    };
    const fields = [field(head[2], head[3])];
    let k = i + 1;
    for (; k < lines.length && k < i + 12; k++) {
      const f = lines[k].length <= 200 ? BLOCK_ITEM_FIELD.exec(lines[k]) : null;
      if (!f || f[1].length <= head[1].length) break;
      fields.push(field(f[2], f[3]));
    }
    if (fields.length < 3) {
      out.push(lines[i]);
      continue;
    }
    out.push(`${head[1]}- ${fields.join("  ")}${comments.length ? `  # ${comments.join("; ")}` : ""}`);
    i = k - 1;
  }
  return out.join("\n");
}

/** A pair after a semicolon on a pair's line: "; org = 927905132". */
const PAIR_AFTER_SEMICOLON = /;[ \t]*([\p{L}][\p{L} _.()/'-]{0,30}?)[ \t]+=(?!=)[ \t]+(?=\S)/gu;
/** A field of invoice lines or products whose value is cells apart by semicolons: "line 1: 2201; Meeting room hire; NOK 6400.00". */
const ITEM_RECORD =
  /^([ \t]{0,8})(?:lines?|linjer?|linje \d{1,2}|line \d{1,2}|zeilen?|positionen|position \d{1,2}|pos\.? \d{1,2}|lignes?|ligne \d{1,2}|l[ií]neas?|l[ií]nea \d{1,2}|linhas?|linha \d{1,2}|products?|produkt(?:er)?|productos?|produtos?|produits?|artikel|articles?|items?|item \d{1,2}|varer?)(?:[ \t]\d{1,2})?:[ \t]*([^\n]{5,400})$/gimu;

/** The rows of an item field ("8801; Licencia ERP anual; NOK 14200.00 | 8802; …"), each a list item of its cells, or undefined when a row is no item. */
function itemLines(lead: string, value: string): string | undefined {
  const rows = value.split(/[ \t]\|[ \t]/).map((r) => r.split(/[ \t]*;[ \t]*/).map((c) => c.trim()).filter(Boolean));
  if (!rows.every((cells) => cells.length >= 3 && cells.filter((c) => /\d/.test(c) && /(?:nok|kr|eur|usd|sek|dkk)\b|[€$£]/i.test(c)).length === 1)) return undefined;
  return rows.map((cells) => `${lead}- ${/^\d{1,10}$/.test(cells[0]) ? `${cells[0]} ${cells[1]}, ${cells.slice(2).join(", ")}` : cells.join(", ")}`).join("\n");
}

/** A list's number before a spaced "=" at a line's start: "1 = Group Treasury". */
const NUMBERED_PAIR = /^([ \t]{0,8})(\d{1,2})[ \t]*=(?!=)[ \t]*(?=\p{L})/gmu;

/** A label of words (a number after them at most: "line 1"; "9 Jahre = NOK 12'438.89" is a sum) before a spaced "=" at a line's start, a list mark before it. */
const SPACED_PAIR = /^([ \t]{0,8}(?:[-*•][ \t]+)?)([\p{L}][\p{L} _.()/'-]{0,40}?(?:[ \t]\d{1,2})?)[ \t]+=(?!=)[ \t]+(?=\S)/gmu;

/** A field's line with a comment after its value: the "#" set off by spaces on both sides ("# not needed"), never a number's "#12". */
const COMMENTED_FIELD = /^([ \t]*(?:[-*•][ \t]+)?[\p{L}][\p{L}\p{N} _.-]{0,40}:[^\n#]{1,200}?)[ \t]+#[ \t]+(?=\S)/gmu;

/** "fakturabeløp eur: 5200", "beløp_nok: 9600": a key that ends in a currency gives its figure that currency. */
const CURRENCY_WORD_KEY =
  /^([ \t]*(?:[-*•][ \t]+)?)([\p{L}][\p{L}\p{N} .-]{0,40}?)[ _](nok|eur|usd|sek|dkk|gbp|chf)[ \t]*:[ \t]*(-?\d{1,3}(?:[ \u00a0.,']\d{3}){1,4}(?:[.,]\d{1,2})?|-?\d[\d.,]{0,20}\d|\d)(?![\d.,]*[ \t]*(?:nok|eur|usd|sek|dkk|gbp|chf|kr)\b)(?![ \u00a0]?\d)/gimu;
/** "rate: 1150   ; NOK/h", "kurs: 11.45   # NOK/EUR": a comment that only names the figure's unit is that unit. */
const UNIT_COMMENT =
  /(\d)[ \t]+(?:\|[ \t]*)?(?:;|#|\/\/|–)[ \t]*((?:nok|eur|usd|sek|dkk|gbp|chf|kr)(?:[ \t]?\/[ \t]?(?:h|t|time|timer|hour|hr|stunde|heure|hora|nok|eur|usd|gbp|sek|dkk|chf|stk|pc|day|dag|tag|jour|dia))?)[ \t]*$/gim;

/** A config note's figures with the units its keys and comments give them. */
function valueUnits(text: string): string {
  if (!/[:;#/–]/.test(text)) return text;
  return text.replace(CURRENCY_WORD_KEY, (_m, lead: string, key: string, currency: string, figure: string) => `${lead}${key}: ${figure} ${currency.toUpperCase()}`).replace(UNIT_COMMENT, "$1 $2");
}

export function readKeyValues(text: string): string {
  // "prod# 6610", "ord#4471": a word's number sign is its number's label.
  if (text.includes("#")) text = text.replace(NUMBER_SIGN_LABEL, "$1 nr ");
  return valueUnits(readPairs(text));
}

/** A short word with a number sign right before a number: "prod# 6610", "PROD#5521" (a ticket's "TKT#" too, read the same). */
const NUMBER_SIGN_LABEL = /(?<![\p{L}\d])(\p{L}{2,8})#[ \t]?(?=\d)/gu;

function readPairs(text: string): string {
  text = readSystemFields(openObjects(writeItemLines(text)));
  // "[Produção, Qualidade, Marketing]": a bracketed list is a list, pairs or not.
  if (text.includes("[")) text = text.replace(/\[([^\][\n]{1,200})\]/g, (whole: string, inner: string) => (inner.includes(",") ? inner : whole));
  // "61_000 NOK", "1_250_000": a digit group's underscore, as code writes it, is a space.
  if (text.includes("_")) text = text.replace(/(?<=\d)_(?=\d{3}(?!\d))/g, " ");
  // "period: 2026-05      # current month": a comment after a field's value is a remark after a dash.
  if (text.includes("#")) text = text.replace(COMMENTED_FIELD, "$1 – ");
  if (!text.includes("=")) return text;
  // "1 = Group Treasury" over "2 = Portfolio Management": a list numbered with "=", written as a numbered list.
  NUMBERED_PAIR.lastIndex = 0;
  if ((text.match(NUMBERED_PAIR)?.length ?? 0) >= 2) text = text.replace(NUMBERED_PAIR, "$1$2. ");
  // "base salary = NOK 61200.00", "org.nr = 990 581 762": a line's label and its value with a spaced "=".
  SPACED_PAIR.lastIndex = 0;
  if (SPACED_PAIR.test(text)) {
    text = text.replace(SPACED_PAIR, (_m, lead: string, key: string) => `${lead}${keyWords(key.trim())}: `);
    // "customer = Brimnes Shipping AS; org = 927905132": a second pair after a semicolon gets a line of its own.
    text = text.replace(PAIR_AFTER_SEMICOLON, (_m, key: string) => `\n${keyWords(key.trim())}: `);
    // "line 1 = 2201; Meeting room hire; NOK 6400.00; VAT 25 %": an item's cells, as a list's item.
    text = text.replace(ITEM_RECORD, (whole: string, lead: string, value: string) => itemLines(lead, value) ?? whole);
  }
  let pairs = 0;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m && pairs < 2; m = PAIR.exec(text)) if (!/^\d/.test(m[2])) pairs++;
  if (pairs < 2) return text;
  return text
    .replace(PAIR, (_m, lead: string, key: string) => `${lead}${keyWords(key)}: `)
    .replace(/[ \t]+\/\/[ \t]*/g, " – ")
    .replace(/^([ \t]*)#[ \t]*/gm, "$1");
}

function keyWords(key: string): string {
  // "PROD#", "ORG#": the thing's number.
  if (key.endsWith("#")) return `${keyWords(key.slice(0, -1))} nr`;
  const spaced = key.replace(/_/g, " ");
  return KEY_WORDS[spaced.toLowerCase()] ?? systemKeyWords(key) ?? spaced;
}
