/**
 * Clauses that tell what is already in the books: what the writer or a colleague booked
 * themselves ("Kopipapiret har jeg allerede ført selv, på et eget bilag 15. juni", "I registered
 * that part payment myself", "o mobiliário já foi depreciado pela Kari-Anne (NOK 12.000,00)"), and
 * what is right and stays as it is ("Strømbilaget for februar (NOK 7 340,00) er riktig og skal
 * stå"). Their figures and dates describe the books as they are; the request asks for something
 * else, so the whole clause is set aside.
 * A booking needs someone who did it (a self word, a first-person or named subject, an agent after
 * "by") and a past form of a booking verb near it: "the customer already paid 5 000" is an event
 * the task may have to register, not a booking. Linear: one pass per sentence, a few words each.
 */

/** "Already", in the seven languages (folded). Portuguese "já" folds to "ja". */
const ALREADY = new Set(["allerede", "already", "bereits", "schon", "deja", "ya", "ja"]);
/** Self words that say the subject did it in person: always ("myself"), or right after a subject or a verb ("jeg selv", "ført selv"; "selv om" is "even if"). */
const SELF_ALWAYS = new Set(["myself", "herself", "himself", "ourselves", "moi-meme", "elle-meme", "lui-meme", "nous-memes"]);
const SELF = new Set(["selv", "sjolv", "selbst", "mismo", "misma", "mesmo", "mesma", "propria", "proprio"]);
/** The subject of a booking by the writer or a colleague; a name is read from its capital letter. */
// English "I" only with its capital: Norwegian "i" is "in". German "er" and Spanish "el" are left out ("is", "the").
const SUBJECT = new Set(["jeg", "eg", "vi", "hun", "ho", "han", "we", "she", "he", "ich", "wir", "sie", "je", "j", "nous", "elle", "il", "yo", "nosotros", "ella", "eu", "nos", "ela", "ele"]);
/** "By" before the colleague who booked it: "depreciado pela Kari-Anne", "von Frau Berg gebucht". */
const BY = new Set(["by", "av", "von", "par", "por", "pela", "pelo"]);
/** Past forms of the verbs of booking (folded, as stems): booked, registered, posted, invoiced, corrected, depreciated. */
const BOOKED = [
  "fort", "bokfort", "registrert", "postert", "fakturert", "rettet", "retta", "korrigert", "avskreve", "avskrive",
  "registered", "booked", "posted", "entered", "recorded", "invoiced", "billed", "corrected", "fixed", "depreciated", "reconciled",
  "gebucht", "verbucht", "erfasst", "eingetragen", "fakturiert", "korrigiert", "berichtigt", "abgeschrieben", "erledigt",
  "enregistr", "comptabilis", "saisi", "facturee", "corrig", "amorti",
  "registrad", "registre", "registe", "contabiliz", "contabilic", "facturad", "corregid", "corregi", "amortizad", "asentad", "anotad",
  "registad", "lancad", "lancei", "faturad", "faturei", "corrigid", "corrigi", "depreciad",
];
/** Words that stop the verb search: a booking verb after them belongs to another clause. */
const CLAUSE_WORDS = new Set(["but", "men", "aber", "sondern", "mais", "pero", "mas", "so", "sa", "therefore", "derfor", "daher", "donc", "entao", "please", "bitte", "vennligst"]);
/**
 * Right and staying as it is: "er riktige og skal stå", "står og skal stå som den er", "stays as it is", "stays as is", "bleibt so stehen";
 * or not to be touched: "ikkje rør den", "nicht anfassen", "don't touch", "no la toques", "não mexer", "n'y touche pas".
 */
// "Skal stå" ends its clause or says "as it is": "skal stå på 6540" (be on an account) and "skal stå som ein eigen jobb" are no staying.
const STAYS = /\b(?:skal|skall|ska|ma)\s{1,2}(?:bli\s{1,2})?sta(?:ande|aende)?(?=\s{0,2}(?:[.,;!)–—-]|$|og\b|urort\b)|\s{1,2}som\s{1,2}(?:den|det|dei|de)\s{1,2}er\b)|\bstar?\s{1,2}som\s{1,2}(?:den|det|dei|de)\s{1,2}er\b|\b(?:stays?|remains?|stand|leave\s{1,2}(?:it|them|this|that))\s{1,2}as\s{1,2}(?:(?:it|they)\s{1,2})?(?:is|are|stands?)\b|\bbleib(?:t|en)\s{1,2}(?:so|stehen|wie\s{1,2}sie\s{1,2}ist)\b|\breste(?:nt)?\s{1,2}(?:tel(?:le)?s?|en l'etat|comme)\b|\b(?:se\s{1,2})?queda(?:n)?\s{1,2}(?:como|tal)\b|\b(?:fica|ficam|deixe|deixa)\s{1,2}(?:como|tal)\b|\b(?:ikke|ikkje|aldri)\s{1,2}(?:ror|rore|endre|endra)\b|\bnicht\s{1,2}(?:anfassen|anruhren|andern)\b|\b(?:don'?t|do\s{1,2}not|never)\s{1,2}touch\b|\bleave\s{1,2}(?:it|them|this|that)\s{1,2}alone\b|\bno\s{1,2}(?:la\s{1,2}|lo\s{1,2})?(?:toques|tocar|toquen)\b|\bnao\s{1,2}(?:mexa|mexer|toque|tocar)\b|\bne\s{1,2}(?:pas\s{1,2}toucher|(?:la\s{1,2}|le\s{1,2}|y\s{1,2})?touche[rz]?\s{1,2}pas)\b/;
/** Found right and left alone: "le montant est correct : aucune correction", "no correction needed", "ingen retting". */
const NO_CORRECTION =
  /\b(?:aucune correction|pas de correction|no correction|needs no correction|ingen (?:korrigering|korreksjon|retting)|inga retting|keine (?:korrektur|berichtigung)|ninguna correccion|sin correccion|nenhuma correcao|sem correcao)\b/;
/** A sentence this long is no remark of this kind. */
const MAX_SENTENCE = 600;
const MAX_CLAUSES = 20;

const WORD = /[\p{L}][\p{L}-]*/gu;

/** Clauses of the original text: to ".", "!", "?" before a capital ("eks. mva. 3 400" goes on), ";", a dash between spaces, or a line break. */
const CLAUSE_END = /[.!?](?=\s{1,4}[\p{Lu}«"]|\s*$)|;|\s[–—]\s|\n/gu;
/** Sentences of the original text: the same ends but ";" and a dash. */
const SENTENCE_END = /[.!?](?=\s{1,4}[\p{Lu}«"]|\s*$)|\n/gu;
/** The same for a writer in small letters: a mark before a space ends one whatever follows. */
const CLAUSE_END_SMALL = /[.!?](?=\s{1,4}[\p{L}«"]|\s*$)|;|\s[–—]\s|\n/gu;
const SENTENCE_END_SMALL = /[.!?](?=\s{1,4}[\p{L}«"]|\s*$)|\n/gu;
/** A sentence that starts with a capital, at the text's start or after a mark. */
const CAPITAL_START = /(?:^|[.!?]\s{1,4})[«"]?\p{Lu}/u;

/** The stretches of `text` between the matches of `end`. */
function* stretches(text: string, end: RegExp): Generator<{ from: number; to: number }> {
  let from = 0;
  end.lastIndex = 0;
  for (let m = end.exec(text); m; m = end.exec(text)) {
    yield { from, to: m.index + 1 };
    from = m.index + m[0].length;
  }
  if (from < text.length) yield { from, to: text.length };
}

/** A party registered as one ("déjà enregistrée chez nous comme client", "er allerede registrert som leverandør") is no booking. */
const AS_PARTY = /\b(?:as|som|als|comme|como|en tant que)\s{1,2}(?:an?\s{1,2}|en\s{1,2}|ein\s{1,2}|un\s{1,2}|una?\s{1,2}|um\s{1,2})?(?:customer|client|kunde|cliente|supplier|vendor|leverandor|lieferant|fournisseur|proveedor|fornecedor|employee|ansatt|tilsett|mitarbeiter|employe|empleado|funcionario)/;
/** The bracket around an index within [from, to), if any: a self remark in brackets speaks for the bracket ("(je l'ai déjà corrigé en haut)"). */
function bracketAround(folded: string, from: number, to: number, at: number): [number, number] | undefined {
  const open = folded.lastIndexOf("(", at);
  const close = folded.indexOf(")", at);
  if (open < from || close < 0 || close >= to || folded.lastIndexOf(")", at) > open) return undefined;
  return [open, close + 1];
}

/** French "facturé" folds to the noun "facture": a verb only after an auxiliary or "déjà". */
const FRENCH_AUXILIARY = new Set(["ai", "a", "avons", "ont", "ete", "deja"]);
/** A trip's booking is no booking in the books: "I already booked the hotel myself". */
const TRAVEL = /\b(?:hotel\w*|flights?|fly|flybillett\w*|tickets?|billett\w*|rooms?|rom|train|tog|taxi|zug|vol|vuelo|voo|hotell\w*)\b/;

const booked = (w: string, before?: string) =>
  (w === "facture" && !!before && FRENCH_AUXILIARY.has(before)) || BOOKED.some((s) => w.startsWith(s) && (s.length >= 5 || w === s || w.length <= s.length + 2));
const subject = (x: { w: string; capital: boolean }) => SUBJECT.has(x.w) || (x.w === "i" && x.capital);

/**
 * Whether the words say someone booked it: a booking verb within a few words of a self word, or of
 * "already" with a subject or an agent near it.
 */
function saysBooked(words: { w: string; index: number; capital: boolean }[]): number {
  const near = (k: number, span: number) => words.slice(Math.max(0, k - span), k + span + 1);
  for (let k = 0; k < words.length; k++) {
    const w = words[k].w;
    const self = SELF_ALWAYS.has(w) || (SELF.has(w) && k > 0 && (subject(words[k - 1]) || words[k - 1].capital || booked(words[k - 1].w, words[k - 2]?.w)));
    const already = ALREADY.has(w);
    if (!self && !already) continue;
    const around = near(k, 5);
    const stop = around.findIndex((x) => CLAUSE_WORDS.has(x.w));
    const scope = stop >= 0 && around[stop].index > words[k].index ? around.slice(0, stop) : around;
    if (!scope.some((x, i) => booked(x.w, scope[i - 1]?.w))) continue;
    if (self) return words[k].index;
    const someone = scope.some((x, i) => subject(x) || (BY.has(x.w) && scope[i + 1]?.capital));
    if (someone) return words[k].index;
  }
  return -1;
}

/** [from, to) stretches of the folded text that tell what is booked already or stays as it is. */
export function alreadyDone(text: string, folded: string): [number, number][] {
  const out: [number, number][] = [];
  // A writer in small letters starts no sentence with a capital ("… og "Marked". bare de tre, ikke rør Avdeling 1."): a mark and a space end one.
  const small = !CAPITAL_START.test(text);
  const sentenceEnd = small ? SENTENCE_END_SMALL : SENTENCE_END;
  const clauseEnd = small ? CLAUSE_END_SMALL : CLAUSE_END;
  // Found right after a look: the whole sentence ("… (compte 6340, 5 300 NOK) ; après contrôle, le montant est correct : aucune correction.").
  for (const s of stretches(text, sentenceEnd)) {
    if (s.to - s.from <= MAX_SENTENCE && NO_CORRECTION.test(folded.slice(s.from, s.to))) out.push([s.from, s.to]);
    if (out.length >= MAX_CLAUSES) return out;
  }
  for (const c of stretches(text, clauseEnd)) {
    if (c.to - c.from > MAX_SENTENCE) continue;
    const clause = folded.slice(c.from, c.to);
    const stays = STAYS.exec(clause);
    if (stays) {
      out.push(bracketAround(folded, c.from, c.to, c.from + stays.index) ?? [c.from, c.to]);
    } else {
      const words = [...clause.matchAll(WORD)].map((m) => {
        const at = c.from + m.index!;
        return { w: m[0], index: at, capital: /\p{Lu}/u.test(text[at] ?? "") };
      });
      const at = saysBooked(words);
      if (at < 0 || TRAVEL.test(clause) || AS_PARTY.test(clause)) continue;
      out.push(bracketAround(folded, c.from, c.to, at) ?? [c.from, c.to]);
    }
    if (out.length >= MAX_CLAUSES) break;
  }
  return out;
}
