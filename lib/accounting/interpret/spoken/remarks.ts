import type { Tok } from "./tokens";
import {
  ACCENT_WORDS, AT_WORDS, DOT_WORDS, key, LETTER_ARTICLES, LETTER_PLACES, NOT_WORDS, ON_LETTER, ONE_WORD_PHRASES, SPELLING_PREPOSITIONS, SPOKEN_COLON, SPOKEN_COMMA,
  SPOKEN_NEW_LINE, SPOKEN_STOP,
} from "./lexicon";

/**
 * What a dictating writer says about the words rather than with them: a name's spelling ("com æ", "sans accent", "med d
 * på slutten"), "all one word" inside an address, a line break said between a street's number and its postcode. Each
 * stage is one pass over the words.
 */

/** The length of a phrase (keys, word by word) said at i, the words between bare of marks, or 0. */
function phraseAt(toks: Tok[], i: number, phrases: readonly (readonly string[])[]): number {
  for (const p of phrases) {
    if (p.every((w, n) => toks[i + n]?.k === w && !toks[i + n].pre && (n === p.length - 1 || !toks[i + n].post))) return p.length;
  }
  return 0;
}

/**
 * "faktura at sunnfjord trelast all one word dot no": the words said between an address's at or dot word and "all one
 * word" ("i eitt ord", "tout attaché", "todo junto") are one, and the phrase goes; elsewhere the phrase is left as said.
 */
export function joinOneWord(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const n = i > 0 ? phraseAt(toks, i, ONE_WORD_PHRASES) : 0;
    // (Only inside an address that goes on with its dot: "solhaugbakeri todo junto vale" said a word again to spell it.)
    if (!n || !DOT_WORDS.has(toks[i + n]?.k ?? "")) {
      out.push(toks[i]);
      continue;
    }
    let from = out.length - 1;
    const plain = (t: Tok | undefined) => !!t && !t.pre && !t.post && /^\p{Ll}+$/u.test(t.core) && !DOT_WORDS.has(t.k) && !AT_WORDS.has(t.k);
    while (from > 0 && out.length - from < 3 && plain(out[from - 1]) && plain(out[from])) from--;
    const opener = out[from - 1];
    if (from < out.length - 1 && opener && (AT_WORDS.has(opener.k) || DOT_WORDS.has(opener.k))) {
      const core = out.slice(from).map((t) => t.core).join("");
      out.splice(from, out.length - from, { ...out[from], core, k: key(core), post: "" });
    }
    i += n - 1;
  }
  return out;
}

/** A letter named in a spelling remark: one letter that is no word of its own ("a", "e", "o", "y", "i", "u", "å" are). */
const isSpeltLetter = (t: Tok | undefined) => !!t && !t.pre && /^[b-df-hj-np-tv-xzæøäöüßéèêëáàâíìîóòôúùûñç]$/iu.test(t.core);

/** The length of a spelling remark at i ("con acento en la a", "with a k not a c", "com æ", "sans accent"), or 0. */
function spellingRemarkAt(toks: Tok[], i: number): number {
  const t = toks[i];
  if (!SPELLING_PREPOSITIONS.has(t.k) || t.pre || t.post) return 0;
  let j = i + 1;
  const article = (k: number) => !!toks[k] && LETTER_ARTICLES.has(toks[k].k) && !toks[k].post && !toks[k].pre;
  if (article(j) && (isSpeltLetter(toks[j + 1]) || ACCENT_WORDS.has(toks[j + 1]?.k ?? ""))) j++;
  const w = toks[j];
  if (!w || w.pre) return 0;
  if (ACCENT_WORDS.has(w.k)) {
    j++;
    // "… en la a", "… on the e": the letter it stands on.
    if (!w.post && toks[j] && ON_LETTER.has(toks[j].k) && !toks[j].post) {
      let k = j + 1;
      if (article(k)) k++;
      if (toks[k] && /^\p{L}$/u.test(toks[k].core)) j = k + 1;
    }
  } else if (isSpeltLetter(w)) {
    j++;
    // "… med d på slutten", "… con t al final": where the letter stands.
    if (!w.post) j += phraseAt(toks, j, LETTER_PLACES);
  } else return 0;
  // "… not a c", "… ikkje c".
  if (!toks[j - 1].post && toks[j] && NOT_WORDS.has(toks[j].k) && !toks[j].post) {
    let k = j + 1;
    if (article(k)) k++;
    if (isSpeltLetter(toks[k])) j = k + 1;
  }
  return j - i;
}

/**
 * Remarks on a word's spelling ("Næring com æ", "Théo Marchand sans accent", "faktura with a k not a c") carry no value:
 * they go, their mark kept. A name said twice right before one ("Fernández Fernández con acento") was said again to be
 * spelt: it is one name.
 */
export function dropSpellingRemarks(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const n = out.length ? spellingRemarkAt(toks, i) : 0;
    if (!n) {
      out.push(toks[i]);
      continue;
    }
    const prev = out[out.length - 1];
    if (prev.post) {
      out.push(toks[i]);
      continue;
    }
    const twice = out[out.length - 2];
    if (twice && !twice.post && twice.k === prev.k && /^\p{Lu}/u.test(prev.core)) out.pop();
    // The remark ends what was said before it ("Verkstad med d på slutten …"): a pause, unless a mark is said next.
    const next = toks[i + n];
    const marked = !!toks[i + n - 1].post || !next || next.ws.includes("\n") || SPOKEN_COMMA.has(next.k) || SPOKEN_STOP.has(next.k) || SPOKEN_COLON.has(next.k) || next.k === "period";
    out[out.length - 1] = { ...out[out.length - 1], post: toks[i + n - 1].post, pause: marked ? undefined : "," };
    i += n - 1;
  }
  return out;
}

/** "Sandalsvegen 22 ny linje 6823 Sandane": a line break said between a street's number and a postcode is a comma. */
export function breakAddressLines(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const n = phraseAt(toks, i, SPOKEN_NEW_LINE);
    const prev = out[out.length - 1];
    if (n && prev && !prev.post && /\d[a-zA-Z]?$/.test(prev.core) && /^\d{4,5}$/.test(toks[i + n]?.core ?? "")) {
      out[out.length - 1] = { ...prev, pause: "," };
      i += n - 1;
      continue;
    }
    out.push(toks[i]);
  }
  return out;
}
