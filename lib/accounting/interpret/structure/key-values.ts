/**
 * A note written like a config file: "first=Oliver", "orgnr=930250635", "prix_ht=23900 NOK",
 * "fixed_price=240_000 NOK   // agreed", "criar departamentos: [Produção, Qualidade]". Each
 * `key=value` becomes the label line "key: value" every reader knows (a key's underscores are
 * spaces and its short forms written out), a digit group's underscore is a space, a `//` comment
 * is a remark after a dash, and a bracketed list is a plain list. Only a text with two or more such
 * pairs is rewritten: one "=" in a sentence is a sum or a posting. Pure; one pass over the text.
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

export function readKeyValues(text: string): string {
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
  return KEY_WORDS[spaced.toLowerCase()] ?? spaced;
}
