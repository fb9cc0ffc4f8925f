import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemEs } from "@orama/stemmers/spanish";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { stemmer as stemNo } from "@orama/stemmers/norwegian";
import { stemmer as stemPt } from "@orama/stemmers/portuguese";
import { fold } from "../text";

/**
 * Words of a request with every form they may be looked up by: the folded word (lower case, no
 * diacritics) and its Snowball stem in each of the six stemmed languages (Norwegian serves both
 * nb and nn). Matching a stem in any language lets one lexicon entry cover the inflections of
 * its word ("fakturaen", "facturas", "Rechnungen") without knowing the language in advance.
 */

export interface Token {
  /** Folded word. */
  word: string;
  /** Index of the word in the original text. */
  index: number;
  /** The folded word and its stems, each stem tagged with its stemmer ("3|abon"), deduplicated. */
  forms: string[];
  /** A German "zu" infinitive's bare verb ("zuzuschicken": "schicken"), for prefix terms. */
  bare?: string;
}

const STEMMERS = [stemNo, stemEn, stemDe, stemFr, stemEs, stemPt];

/**
 * Stems shorter than this are too ambiguous across languages to match on (French stems "offer"
 * to "off", English keeps "off"); a word itself matches at any length.
 */
const MIN_STEM = 4;

/** At most this many words are considered: a request is a few hundred words at most. */
export const MAX_TOKENS = 4000;

// "e-post", "e-mail": one word (else "post" would read as the verb "to post").
const WORD = /(?:\b[eE]-)?[\p{L}\p{N}]+/gu;

/** Forms already computed: a request repeats its words, and names are looked up word by word. */
const FORMS_CACHE = new Map<string, string[]>();
const FORMS_CACHE_SIZE = 20_000;

export function formsOf(lowerWord: string): string[] {
  const cached = FORMS_CACHE.get(lowerWord);
  if (cached) return cached;
  const forms = computeForms(lowerWord);
  if (FORMS_CACHE.size >= FORMS_CACHE_SIZE) FORMS_CACHE.clear();
  FORMS_CACHE.set(lowerWord, forms);
  return forms;
}

function computeForms(lowerWord: string): string[] {
  const folded = fold(lowerWord);
  const forms = new Set<string>([folded]);
  // Stemmers work on the word with its diacritics; the stem is then folded like the text.
  if (lowerWord.length <= 40) {
    // Each stem is tagged with its stemmer: a stem matches only a stem of the same language, so
    // French "abonnement" and Spanish "abono" (both "abon") stay apart.
    STEMMERS.forEach((stem, i) => {
      const s = fold(stem(lowerWord));
      if (s.length >= MIN_STEM) forms.add(`${i}|${s}`);
    });
  }
  return [...forms];
}

/**
 * German "zu" inside a separable verb: "anzulegen" is "anlegen", "zuzusenden" is "zusenden" (and
 * "senden"), "einzurichten" is "einrichten". The word is read as its infinitive and its bare verb.
 */
const ZU_INFINITIVE = /^(an|auf|aus|ein|zu|ab|bei|mit|nach|vor|weg|fest|her|hin|dar|um|zuruck|zurück|hinzu|heraus|vorbei)zu(\p{L}{3,}(?:en|ern|eln))$/u;

function zuInfinitive(lower: string): string[] | undefined {
  const m = lower.length <= 40 ? ZU_INFINITIVE.exec(lower) : null;
  if (!m) return undefined;
  return [...new Set([...formsOf(m[1] + m[2]), ...formsOf(m[2])])];
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const cache = new Map<string, string[]>();
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m && out.length < MAX_TOKENS; m = WORD.exec(text)) {
    const lower = m[0].toLowerCase().replace("-", "");
    let forms = cache.get(lower);
    if (!forms) {
      forms = zuInfinitive(lower) ?? formsOf(lower);
      cache.set(lower, forms);
    }
    const zu = lower.length <= 40 ? ZU_INFINITIVE.exec(lower) : null;
    out.push({ word: forms[0], index: m.index, forms, ...(zu ? { bare: fold(zu[2]) } : {}) });
  }
  return out;
}
