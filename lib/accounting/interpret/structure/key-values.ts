/**
 * A note written like a config file: "first=Oliver", "orgnr=930250635", "prix_ht=23900 NOK",
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
 * each get a line of their own. Pure; one pass over the text.
 */

// The key written onto its "=": "9 Jahre = NOK 12'438.89" is a sum worked out, not a pair.
const PAIR = /(^|[\s(,;{])([\p{L}][\p{L}\p{N}_.-]{0,30})=(?!=)[ \t]{0,2}(?=\S)/gmu;

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
/** A second field on the same line, after two spaces, "|" or "·": "name: Field Service     hris_code: FS-01". */
const NEXT_FIELD = /(?:[ \t]{2,}|[ \t]*[|·][ \t]*)(?=[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*[:=][ \t]*\S)/g;

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
  COLON_FIELD.lastIndex = 0;
  for (let m = COLON_FIELD.exec(text); m && keys < 2; m = COLON_FIELD.exec(text)) if (systemKeyWords(m[2])) keys++;
  if (keys < 2) return text;
  return text
    .split("\n")
    .map((line) => {
      // Only a line that opens with a field has its further fields moved onto lines of their own.
      const indent = /^[ \t]*(?:[-*•][ \t]+)?/.exec(line)![0];
      const opens = /^[ \t]*(?:[-*•][ \t]+)?[A-Za-z][A-Za-z0-9_]{1,40}[ \t]*[:=][ \t]*\S/.test(line);
      return opens ? line.replace(NEXT_FIELD, `\n${indent.replace(/[-*•]/, " ")}`) : line;
    })
    .join("\n")
    .replace(COLON_FIELD, (whole: string, lead: string, key: string) => {
      const words = systemKeyWords(key);
      return words ? `${lead}${words}:` : whole;
    });
}

export function readKeyValues(text: string): string {
  text = readSystemFields(text);
  // "[Produção, Qualidade, Marketing]": a bracketed list is a list, pairs or not.
  if (text.includes("[")) text = text.replace(/\[([^\][\n]{1,200})\]/g, (whole: string, inner: string) => (inner.includes(",") ? inner : whole));
  if (!text.includes("=")) return text;
  let pairs = 0;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m && pairs < 2; m = PAIR.exec(text)) if (!/^\d/.test(m[2])) pairs++;
  if (pairs < 2) return text;
  return text
    .replace(PAIR, (_m, lead: string, key: string) => `${lead}${keyWords(key)}: `)
    .replace(/(\d)_(\d{3})(?!\d)/g, "$1 $2")
    .replace(/[ \t]+\/\/[ \t]*/g, " – ")
    .replace(/^([ \t]*)#[ \t]*/gm, "$1");
}

function keyWords(key: string): string {
  const spaced = key.replace(/_/g, " ");
  return KEY_WORDS[spaced.toLowerCase()] ?? systemKeyWords(key) ?? spaced;
}
