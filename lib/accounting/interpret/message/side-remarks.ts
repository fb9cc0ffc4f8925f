import { reportFigures } from "./report-figures";
import { NEGATION_WORDS, outsideScope, unwantedStretches } from "../concepts/negation";
import { detectLanguage } from "../language";
import { alreadyDone } from "./already-done";
import { doneItemSpans } from "../structure/forms";
import { backgroundSections, storyBeforeTheMatter } from "../structure/prompt-sections";
import { readMinutes } from "./minutes";
import { correctedNumbers } from "./corrected-numbers";
import { supersededValues } from "./superseding-notes";
import { checkingQuestions } from "./checking-questions";
import { findConcepts, isAccountingNoun } from "../concepts";
import { findAmounts } from "../extract/amounts";
import { APPROX } from "../extract/approximation-words";
import { findEmails, findOrgNumbers, findQuoted } from "../extract/values";
import { internalNoteStart } from "./header-fields";
import { writerNotes } from "./writer-notes";
import { turnCorrections } from "./turn-corrections";
import { labelledAsides, quotedSayings, SAYS } from "./citations";
import { CORRECTION_MARK, CORRECTION_WORD, NO_AFTER_CONTRAST, SORRY, WAIT } from "./correction-words";
import { editDistance, fold, sentenceStart, shortWordBefore } from "../text";

/**
 * Side remarks: the stretches of a request that state values the task must not take — a sentence
 * that says a thing is not to be created or booked ("„Marketing“ … soll nicht angelegt werden",
 * "the rest was private"), a clause that withdraws a figure ("forget the 450 from before"), a
 * bracket "for information", a ceiling ("max. 12 000 per month"), an approximation ("ca. 4 500"), and
 * a writer's self-correction: the figure before an apology that another figure follows ("7 530 –
 * nei, orsak, 7 350"), or what a sentence states before "but no:" ("I first thought of «X», but no:
 * it stays Y").
 * Each cue is a word or a stem (a folded prefix), never a phrase: the clause's words are matched
 * one by one. One pass over the text (linear).
 */
/** An e-mail address just before a position (a bracket after it explains the address). */
const EMAIL_BEFORE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]{0,2}$/;

export type RemarkReason = "not-needed" | "excluded" | "books-owner" | "done" | "done-item" | "background" | "meeting-record" | "discussion" | "undecided" | "withdrawn" | "aside" | "limit" | "approximate" | "speech" | "defined-term" | "restated" | "document-label" | "question" | "alternative" | "checked" | "report";

export interface Remark {
  reason: RemarkReason;
  /** Its whole stretch is set aside, words and numbers alike: a self-correction ("7 horas – perdão, 7,5 horas"), another person's words quoted. */
  whole?: boolean;
  /** [from, to) in the text: every value inside has this role. */
  from: number;
  to: number;
}

/** Stems (folded prefixes) of the cue words, each matched against one word. */
/** "no" negates in Spanish and English, but "no." / "no 4471" is a number label. */
const NO = "no";
/** Verbs of the task's own writing: create, register, book, enter, include, add. */
const ACTION = [
  "creat", "crea", "cria", "cree", "regist", "enregistr", "book", "buch", "gebucht", "bokf", "enter", "anleg",
  "angeleg", "erfass", "oppret", "ajout", "anad", "adicion", "contabili", "comptabilis", "aufnehm", "aufgenommen",
  // …and of changing what exists: "ne touchez pas au service existant", "don't rename it", "nicht umbenennen".
  "touch", "rename", "renomm", "umbenenn", "andern", "modifi", "change", "cambi", "mudar", "endre", "endra",
  "toca", "toqu", "mexe", "mexa", "anfass", "beruhr",
  // …and of depreciating it again: "NÃO o deprecie outra vez", "nicht noch einmal abschreiben".
  "depreci", "avskriv", "abschreib", "amortis", "amortiz",
  // …and of counting it in: "O almoço NÃO entra", "no entra".
  "entra",
];
/** After a negated "med": where or when the thing is not along ("ikke med her", "ikkje med no"). */
const ALONG_WHERE = ["her", "i", "pa", "no", "na", "enno", "enna"];
/** A negated "goes" and what it does not go on: "no va en esta factura", "não vai nesta fatura". */
const GOES = ["va", "van", "vai", "vao"];
const ON_IT = ["en", "con", "na", "no", "nesta", "neste", "com", "dentro"];
/** "yet", "encore", "noch", "ennå", "enno", "todavía", "ainda": a negation of a state so far. */
const YET = ["yet", "encore", "noch", "enna", "enno", "enda", "todavia", "aun", "ainda", "still"];
/** Short verbs, matched as whole words only ("add" is no stem of "address"). */
// "ikke bland inn dem": mixed into the books.
// Including it as a verb ("NE PAS inclure", "don't include", "nicht einrechnen"); never the participle ("IVA não incluído").
const ACTION_WORDS = ["rore", "add", "added", "fore", "fores", "fort", "fora", "lagt", "legg", "leggje", "lance", "lancar", "lancado", "bland", "blande", "blanda", "include", "inclure", "incluez", "incluir", "incluya", "incluyas", "inclua", "incluas", "inkludere", "inkluder", "inkludera", "einbeziehen", "einrechnen", "mitrechnen",
  // Standing on a document: "ne doivent pas figurer sur ce bulletin", "must not appear on the payslip", "no deben figurar".
  "figurer", "figurar", "figurem", "appear", "erscheinen", "aparecer", "constar"];
/**
 * Billing it, as an infinitive or an order right after the negation ("ainda não aceite, não faturar", "ne pas facturer",
 * "ikkje fakturere"); never the noun ("has not paid the invoice"), the participle ("not invoiced": a state) or an agreement
 * to bill nothing ("nous avons convenu de ne rien facturer": the reason for a credit note).
 */
const NOTHING = ["rien", "nada", "nothing", "ingenting", "inkje", "nichts"];
const BILLING_VERBS = ["faturar", "facturar", "facturer", "refacturer", "fakturere", "fakturera", "fakturerast", "faktureres", "fakturieren", "abrechnen", "verrechnen", "berechnen"];
/**
 * Words of a thing that is there already or of doing it again ("die ist schon drin, bitte nicht neu anlegen"): such a
 * remark says the thing is there, not that it stays out. The lexicon's words for existing ("finnes", "existe") count too
 * (`saysItIsThere`); these are the forms it does not weigh.
 */
const ALREADY_OR_AGAIN = ["schon", "bereits", "already", "allerede", "alt", "ya", "deja", "ja", "neu", "again", "anew", "igjen", "nytt", "nuevo", "vez", "nouveau", "novo", "novamente", "einmal", "existir", "exist", "existieren", "eksistere", "ny", "nye", "new", "another", "otro", "otra", "outro", "outra", "autre", "annan", "annen", "anderen", "doppelt", "twice", "duplicate"];
/** "already" and "anew" apart (folded): "gibt es schon, nicht neu anlegen". */
const ALREADY = ["schon", "bereits", "already", "allerede", "alt", "ya", "deja", "ja"];
const ANEW = ["neu", "new", "anew", "again", "igjen", "ny", "nytt", "nye", "nuevo", "nueva", "nouveau", "nouvelle", "novo", "nova", "novamente", "erneut", "nochmal"];
/** A thing given up: "Abstand genommen", "withdrawn", "dropped", "zurückgezogen", "trukket", "retiré". */
const GIVEN_UP = ["unberucksichtigt", "disregarded", "abstand", "withdrawn", "dropped", "zuruckgezog", "trukket", "retire", "retirad", "desist", "verworfen", "skrinlagt"];
/** "dropped to", "by", "from", "below": the word after a figure's fall. */
const MOVED_TO = ["to", "by", "from", "below", "under", "slightly", "sharply"];
/** The past of a thing not done ("has not been", "wurde nicht", "ble ikke", "no ha sido", "n'a donné lieu à aucun"), whole words. */
const NOT_SO_FAR = ["been", "was", "were", "wurde", "wurden", "worden", "ble", "blei", "vart", "blitt", "vorte", "sido", "fue", "fueron", "foi", "foram", "ete", "donne", "gjort", "done"];
/** A participle's ending (folded): "contabilizado", "registrada", "bokfort", "registrert", "posted", "gebucht". */
// French "-ée(s)" is left out: Spanish "no lo crees" (do not create it) ends alike.
const PARTICIPLE = /(?:ado|ada|ados|adas|ido|ida|idos|idas|fort|ert|ed|gebucht|erfasst|angelegt)$/;
/** Words of obligation or the passive that make a negated participle an instruction ("should not be booked", "darf nicht gebucht werden"). */
const OBLIGED = ["be", "werden", "ser", "sera", "etre", "bli", "blir", "verte", "skal", "skall", "should", "must", "soll", "sollte", "sollen", "darf", "durfen", "debe", "deben", "deve", "devem", "doit", "doivent", "muss", "ma", "need", "needs", "to"];

/** Private, not the business's: "the rest was private", "privat", "privé", "privado". */
const PRIVATE = ["privat", "prive", "privad"];
/** "forget the earlier …", "vergiss", "glem", "oubliez", "olvida", "esquece", "ignore": the imperative, whole words ("I forgot the half hour", "esqueci-me", "glemte" withdraw nothing). */
const FORGET = ["forget", "vergiss", "vergesst", "glem", "oubliez", "oublie", "olvida", "olvide", "olvidad", "esquece", "esqueca", "esquecam", "ignore", "ignorer", "ignorez", "ignora", "ignorar", "ignorieren", "disregard", "scratch"];
/** Verbs of asking or thinking about an option ("I asked whether…", "eg lurte på", "ich fragte", "j'ai demandé si"), folded. */
const CONSIDERED = ["spurde", "spurte", "asked", "wondered", "lurte", "fragte", "gefragt", "demande", "pregunte", "pergunte", "perguntei", "tenkte", "thought", "dachte", "pensais", "pensaba", "pensei", "wanted", "wollte", "wollten", "voulait", "queria", "quiso"];
/** Verbs of someone's suggestion, whole words: "sugeriu um valor «Ilhas», mas o Odd disse que não", "foreslo", "schlug … vor". */
const SUGGESTED = ["suggested", "proposed", "foreslo", "foreslog", "foreslatt", "schlug", "vorgeschlagen", "proposait", "proposee", "propuso", "sugirio", "sugeria", "sugeriu", "sugeriram", "propos"];
/** "only", "just" in the seven languages (folded). */
export const ONLY = ["berre", "bare", "kun", "only", "just", "nur", "seulement", "uniquement", "solo", "solamente", "apenas", "somente"];
/** A pronoun after "forget"/"ignore" that points back to what was just said: "ignore that", "glem det", "vergiss das", "oubliez ça", "olvida eso". */
const BACK_POINTER = ["that", "this", "it", "det", "dette", "den", "das", "dies", "ca", "cela", "eso", "esto", "isso", "isto"];
/** "first", "at first", "initially" in the seven languages (folded words). */
const FIRST_THOUGHT = ["forst", "first", "initially", "originally", "opprinnelig", "opphavleg", "erst", "zuerst", "zunachst", "anfangs", "urspr", "dabord", "abord", "initialement", "primero", "principio", "inicialmente", "primeiro", "originalmente"];
/** Verbs of thinking of an option: "thought", "considered", "tenkte", "vurderte", "var inne på", "überlegt", "pensé", "pensei". */
const THINKING = ["thought", "think", "consider", "plann", "intend", "tenk", "tenkt", "vurder", "tank", "uberleg", "dacht", "gedacht", "erwog", "pens", "envisag", "voul", "quer", "quis", "cogit", "penso", "pensaba", "nevn", "mention", "genannt", "erwahn", "mencion", "oppgi", "angitt", "angegeb", "indiqu", "indica", "annonc", "estim", "suggest", "foresl", "vorschlag", "vorgeschlag", "propos", "sugeri", "sugiri", "offer", "tilbud"];
const THINKING_WORDS = ["inne", "meant", "wanted", "ville", "wollte", "queria", "said", "sagt", "gesagt", "dit", "dito", "dicho", "told", "quoted", "stated"];
/** "for information", "zur Info", "til orientering", "FYI", "pour info", "a título informativo". */
const INFO = ["info", "fyi", "orienter", "informativ", "informacao", "informacion", "kenntnis"];
/** The small words of a "for information only" bracket ("apenas para informação", "kun til orientering", "nur zur Info"). */
const INFO_FILLER = new Set(["for", "only", "just", "kun", "bare", "berre", "til", "som", "nur", "zur", "pour", "a", "titre", "de", "d", "solo", "para", "apenas", "so", "titulo", "en", "your", "the"]);
/** Billing words: "not for billing", "nicht zu fakturieren", "ikke til fakturering", "no facturar". */
// Billing only: a bracket saying a figure was not booked or posted ("(no se registró)") describes a ledger's error, and the figure is the task's.
const BILLING = ["bill", "invoic", "faktur", "factur", "fatur", "rechn", "charg"];
/** A bracket about VAT ("not including VAT") says what the figure holds, not that it stays out. */
const VAT_WORDS = ["vat", "mva", "moms", "mwst", "ust", "iva", "tva"];
/** What is (not) to be done, not what was: "not to be invoiced", "not for billing", "skal ikkje fakturerast", "nicht zu fakturieren" ("(no facturado)" states what was, as a ledger's error does). */
const TO_BE_DONE = ["to", "for", "zu", "a", "skal", "skall", "ska", "soll", "sollen", "debe", "deve", "doit", "must", "should", "shall"];
/** "not to be invoiced before May": a bracket that times the billing keeps the figure. */
const UNTIL = ["before", "until", "till", "innan", "innen", "vor", "bis", "avant", "antes", "hasta", "ate", "prior"];
/** A figure (with its currency) right before a bracket. */
const FIGURE_BEFORE = /(?<![\d.,])(?!\d{9}\b)\d[\d .,']{0,20}(?:\s{0,2}(?:kr|nok|eur|usd)\.?)?\s{0,2}$/;
/** "1.290 NOK sin IVA, no 1.190": a figure, a few words and a comma before "no" — the "no" refuses the next figure (elsewhere "no 4471" is a number's label). */
const FIGURE_THEN_COMMA = /\d(?:\s{0,2}(?:nok|kr|eur|usd)\.?)?[^.\n\d]{0,25},\s{0,2}$/;
/** A ceiling or limit: "max.", "maks", "höchstens", "inntil", "up to", "plafond", "tope", "teto", "limit"; a floor too ("minst kr 40 000 i år", "at least"). */
const LIMIT = ["superior", "exceed", "overstig", "ubersteig", "depass", "exced", "minst", "mindst", "mindestens", "wenigstens", "least", "max", "maks", "hochstens", "inntil", "opptil", "plafond", "tope", "teto", "limit", "grens", "obergrenze", "ceiling", "cap", "kredittgrens", "kreditgrens", "kreditlimit", "kreditrahmen", "kredittramme"];
const LONG_LIMIT = LIMIT.filter((w) => w.length >= 4);
const LONG_APPROX = APPROX.filter((w) => w.length >= 4);

/** A figure as written before an apology, with its currency word if it leads ("kr 7 530", "NOK 8,690"). */
const FIGURE = /(?:(?:kr|nok|eur|usd)\.?\s{0,2}|€\s?)?\d[\d .,']*/g;

const hasStem = (stems: readonly string[], w: string) => stems.some((s) => w.startsWith(s));
const isWord = (stems: readonly string[], w: string) => stems.includes(w);

const WORD = /[\p{L}]+/gu;

const saysItIsThere = (w: string) => isWord(ALREADY_OR_AGAIN, w) || findConcepts(w).hits.has("exists");

/** How many remarks look for their thing's figure elsewhere. */
const MAX_NAMED_SEARCHES = 5;

/** Words that name nothing: articles, pronouns, particles and adverbs of place (folded). */
const NAMES_NOTHING = new Set(["the", "this", "that", "them", "these", "those", "it", "la", "le", "les", "el", "los", "las", "lo", "os", "as", "o", "a", "der", "die", "das", "den", "dem", "det", "dei", "de", "her", "here", "ici", "aqui", "hier", "inn", "med", "pas", "touch", "toque", "toca", "toques", "touchez", "mexa", "mexe", "anfassen", "rore", "vor", "todavia", "please", "bitte", "por", "favor", "merci", "takk", "nicht", "ikke", "ikkje", "not", "dont", "no", "nao"]);

/**
 * The figures written as the amount of the thing an exclusion names: the remark's last word that names
 * something ("fianza"), and a figure right after that word elsewhere ("fianza 45 600,-"). Compared by
 * the word's first six letters ("depositum", "depositumet"). Linear: one search per remark.
 */
/** A word for a number at a compound's end (folded): "produktnummer", "kundenr", "artikelnummer", "numero". */
const NUMBER_WORD_END = /(?:nummer|numer|number|numero|nr|no|id)$/;
/** A number's word right before the thing's word: "número de producto 6610". */
const NUMBER_WORD_BEFORE = /\b(?:nummer|number|numero|nr|no|n[º°o])\.?\s{1,2}(?:de|do|da|of|du|des)?\s{0,2}$/;
function namedFigures(folded: string, after: { w: string; index: number }[], clause: { from: number; to: number }): Remark[] {
  const noun = after.filter((x) => x.w.length >= 4 && !NAMES_NOTHING.has(x.w)).pop();
  if (!noun) return [];
  const stem = noun.w.slice(0, 6);
  const out: Remark[] = [];
  const re = new RegExp(`\\b${stem}\\p{L}{0,12}[ \\t:]{0,3}(?:(?:nok|kr)\\.?[ \\t]{0,2})?\\d[\\d ,.']*(?:,-)?`, "gu");
  for (const m of folded.matchAll(re)) {
    // "produktnummer 3101" is the thing's number, no amount of it ("Det skal ikke opprettes … nye produkter").
    if (NUMBER_WORD_END.test(/^\p{L}+/u.exec(m[0])?.[0] ?? "") || NUMBER_WORD_BEFORE.test(folded.slice(Math.max(0, m.index! - 16), m.index))) continue;
    // An amount: a currency, or digits grouped or with decimals ("fianza 45 600,-"), not a bare number ("producto 6610").
    if (!/(?:nok|kr|€|,-)|\d[ ,.']\d/.test(m[0])) continue;
    if (m.index! < clause.from || m.index! >= clause.to) out.push({ reason: "excluded", from: m.index!, to: m.index! + m[0].length });
  }
  return out.slice(0, 10);
}

/** Sentences (to ".", "!", "?" before a space, or a line break) and their words. */
function* sentences(folded: string, text?: string): Generator<{ from: number; to: number }> {
  let from = 0;
  // "Ich hatte die Zahlung schon eingetragen… Kannst du sie stornieren?": an ellipsis ends a sentence too.
  const end = /[.!?…](?=\s|$)|\n/g;
  for (let m = end.exec(folded); m; m = end.exec(folded)) {
    // Told by the text as written (the folded text has no capitals); the folded text keeps its positions. A number's
    // label ("nr. 925 518 364", "org. 925…") still ends a sentence where it did: a remark must not reach a party's number.
    if (text && m[0] === "." && /^[ \t]{1,2}(?:\d{1,4}(?![\d ]?\d{3})|\p{Ll})/u.test(text.slice(m.index + 1, m.index + 10)) && shortWordBefore(text, m.index) && !/(?:^|[^\p{L}])(?:nr|no|org|n)$/iu.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
    yield { from, to: m.index + 1 };
    from = m.index + 1;
  }
  if (from < folded.length) yield { from, to: folded.length };
}

/**
 * A remark that sets aside what was just said: it has nothing to do with the matter ("Det har ingenting med saka å
 * gjere", "nothing to do with it"), none of it is to be entered ("Nada de eso hace falta registrarlo"), the writer
 * said no to it ("men det har jeg sagt nei til"), it does not touch the matter ("berührt diese Rechnung nicht"), it is
 * to be decided later ("mas isso decidiremos depois"), not now (after a mark: "sera saisi en mars – pas maintenant")
 * or next month ("que será tratado no próximo mês"), it is billed apart ("faktureres separat"), someone else pays it
 * directly ("vert betalt direkte av dei"), or it does not apply ("n/a – handled by IB"). Its sentence's amounts before
 * it go, or, when it stands alone with no figure of its own, the amounts of the sentence before it. Two sentences at a
 * time; linear.
 */
function setAsideAfter(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  for (const { said } of setAsideStretches(text, folded)) {
    for (const a of findAmounts(text.slice(said.from, said.to)).slice(0, 10)) out.push({ reason: "excluded", from: said.from + a.index, to: said.from + a.index + a.length });
  }
  return out;
}

/**
 * The stretches such remarks set aside (`said`: the sentence's words before the remark, or the sentence before it) and
 * the remarks themselves: what they say names no task either ("Die Anzahlung … berührt diese Rechnung nicht").
 */
export function setAsideStretches(text: string, folded = fold(text)): { said: { from: number; to: number }; remark: { from: number; to: number } }[] {
  if (!SET_ASIDE_CUE.test(folded)) return [];
  const out: { said: { from: number; to: number }; remark: { from: number; to: number } }[] = [];
  let before: { from: number; to: number } | undefined;
  for (const s of sentences(folded, text)) {
    const m = SET_ASIDE.exec(folded.slice(s.from, s.to));
    if (m && out.length < MAX_SET_ASIDE) {
      const at = s.from + m.index;
      // Its own figures stand in its own clause: "… for those hours, but Bjørg will invoice those separately" sets aside none
      // of the hours' figures, "taxa 980 NOK/h. a linha de 17.03 já foi faturada à parte" not the rate.
      const subject = s.from + subjectStart(folded.slice(s.from, at));
      const own = findAmounts(text.slice(subject, at)).length > 0;
      // Standing alone, it points back with a word for "that" ("Det har ingenting …", "Nada de eso …"); "We decide later
      // whether to send it" after the request sets nothing before it aside. Without a figure before it, it speaks of its
      // own sentence's subject ("Die Anzahlung …, die … geleistet hat, … berührt diese Rechnung nicht"), set aside whole.
      // The pointer stands in the remark's own clause: "det er lysfestivalen i september, budsjett kjem seinare" sets the budget aside, not what came before.
      const head = folded.slice(s.from, at);
      const clauseFrom = s.from + Math.max(head.lastIndexOf(","), head.lastIndexOf(";"), head.lastIndexOf(" – "), -1) + 1;
      const pointsBack = BACK_POINTER_WORD.test(folded.slice(clauseFrom, at + m[0].length));
      // A pointer after its sentence's own words ("Innkjøpsprisen var vel 61 kr, men det trenger du ikke") points to them.
      const ownWords = (folded.slice(s.from, clauseFrom).match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;
      const said = own ? { from: subject, to: at } : pointsBack && ownWords ? { from: s.from, to: at } : pointsBack && !/\d/.test(folded.slice(s.from, s.to)) && before ? before : { from: s.from, to: s.from };
      out.push({ said, remark: { from: own ? at : s.from, to: s.to } });
    }
    before = s;
  }
  return out;
}
const MAX_SET_ASIDE = 10;

/**
 * Where the clause a remark speaks of begins in the words before it (folded): after the last ";", contrast word or full
 * stop before a small letter (not an abbreviation's: "kr 14 000 eks. mva"). A dash does not part them: "Festpreis laut
 * Angebot 184 000,- – die Rechnung kommt später" speaks of the price.
 */
function subjectStart(head: string): number {
  const trimmed = head.replace(/[\s,;:–—-]+$/, "");
  let cut = 0;
  for (const b of trimmed.matchAll(SUBJECT_BOUNDARY)) cut = b.index! + b[0].length;
  return cut;
}
const SUBJECT_BOUNDARY = /;|\b(?:but|men|aber|mais|pero|mas|sondern|sino)\b|(?<![\s(\/](?:eks|ekskl|inkl|incl|excl|ca|c|nr|no|mva|approx|aprox|zzgl|ggf|bzw|evt|pr|st|stk|ref|org|vs|etc|tlf|tel|kr|ex|av|f|dr|jf))\.\s/g;
const BACK_POINTER_WORD = /\b(?:det|dette|that|this|it|eso|esto|isso|isto|das|dies|cela|ca|dem)\b/;
const SET_ASIDE_CUE = /trenger du|treng du|need that|need it|need this|brauchst du|besoin|necesitas|precisas|ingenting|ikkje noko|ikke noe|nothing|nichts|nada|rien|nei til|said no|nein gesagt|que no|que nao|dit non|beruhrt|betrifft|affect|concern|touch|pavirk|angar|vedkjem|afect|afet|toca|decid|bestem|avgj|entscheid|later|depois|senere|seinare|spater|despues|tarde|adelante|etterpa|plus tard|maintenant|not now|ikke na|ikkje no|jetzt|ahora|agora|separ|gesondert|a parte|for seg|n\/a|next month|neste man|nachsten monat|mois prochain|mois suivant|proximo mes|mes que v|mes seguinte|following month|direkte|directly|directement|direkt|directamente|diretamente/;
const SET_ASIDE =
  /\b(?:(?:ingenting|ikkje noko|ikke noe|nothing|nichts|nada|rien)[ \t]{1,2}(?:med[ \t]{1,2}(?:saka|saken|dette|det)|to do with|damit zu tun|mit der sache|que ver|a ver|a voir)|(?:nada|none|nothing|ingenting|inkje|nichts|rien)[ \t]{1,2}(?:de|of|av|von|davon|da|d')[ \t]{0,2}(?:eso|esto|that|this|isso|isto|dette|det|cela|ca|das|dem)|(?:sagt|sagde|said)[ \t]{1,2}(?:nei|no|nein|non|nao)[ \t]{1,2}(?:til|to)\b|nein gesagt|dicho que no|dito que nao|dit non|(?:beruhrt|betrifft)\b[^.!?\n]{0,40}\bnicht\b|(?:does not|doesn't|do not|don't|did not)[ \t]{1,2}(?:affect|concern|touch)|(?:pavirker|angar|vedkjem)[ \t]{1,2}(?:ikke|ikkje)\b|\bno[ \t]{1,2}(?:afecta|concierne|toca)\b|\bnao[ \t]{1,2}(?:afeta|toca)\b|\bne[ \t]{1,2}(?:concerne|touche|affecte)[ \t]{1,2}pas\b|(?:decid|bestem|avgj|entscheid)\w*[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?(?:later|depois|senere|seinare|spater|despues|luego|plus tard|ulterieurement|etterpa)|(?:trenger|treng)[ \t]{1,2}du[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?(?:ikke|ikkje)\b|you[ \t]{1,2}(?:\w+[ \t]{1,2})?(?:don't|do not|won't|will not)[ \t]{1,2}need[ \t]{1,2}(?:that|it|this)\b|brauchst[ \t]{1,2}du[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?nicht\b|(?:tu[ \t]{1,2})?n'en[ \t]{1,2}as[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?pas[ \t]{1,2}besoin|no[ \t]{1,2}lo[ \t]{1,2}necesitas|nao[ \t]{1,2}(?:\w+[ \t]{1,2})?precisas|(?:fica|ficam|queda|quedan|bleibt|kommt|kjem|kommer|tek vi|tar vi|tek me|nehmen wir|we take|we'll take|we will take|on verra|verrons|veremos|vemos)[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?(?:for later|para depois|para mas tarde|para despues|para mas adelante|mais tarde|mas adelante|senere|seinare|spater|later|plus tard|etterpa)|(?<=[-–—,;:(][ \t]{0,2})(?:pas maintenant|not now|(?:ikke|ikkje) (?:na|no)|nicht jetzt|jetzt nicht|ahora no|no ahora|agora nao|nao agora)\b|(?:faktur|factur|fatur|invoic|bill|abgerechn|berechn|verrechn|handled|dealt|handter|behandl|trait|tratad|tratar|settled|avregn)\w*[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?(?:separ(?:at|ad|em)\w*|gesondert|por separado|a parte|for seg)\b|\bn\/a[ \t]{0,2}[-–—:,(]|(?:tratad|tratar|handled|dealt|behandl|handter|trait|erledig|bearbeit|saisi|booked|entered|fort|fores|registrert|lancad|registad|contabiliz|gebucht|fakturer|factur|fatur|invoic)\w*[ \t]{1,2}(?:\w+[ \t]{1,2}){0,2}?(?:next month|neste maned|neste manad|nachsten monat|(?:le )?mois (?:prochain|suivant)|(?:el |no )?proximo mes|mes que (?:viene|vem)|mes seguinte|following month)|(?:betal|paid|paye|bezahlt|beglichen|pagad|pag)\w*[ \t]{1,2}(?:direkte|directly|directement|direkt|directamente|diretamente)[ \t]{1,2}(?:av|by|par|von|vom|por|pelo|pela)\b)/;

/** A consequence word starts the clause a negation after it governs ("…, so don't create another"). */
const CONSEQUENCE = new Set(["so", "therefore", "derfor", "difor", "daher", "deshalb", "donc", "asi", "entao", "pues", "luego"]);

/** A contrast word starts the current clause: what follows "but" / "sondern" is what stands. */
const CONTRAST = new Set(["but", "aber", "sondern", "men", "mais", "pero", "sino", "mas"]);

/** The words of [from, to). Searched in that stretch only: a search from `from` onwards would run past an empty sentence to the next word, however far. */
function wordsOf(folded: string, from: number, to: number): { w: string; index: number }[] {
  const out: { w: string; index: number }[] = [];
  for (const m of folded.slice(from, to).matchAll(WORD)) out.push({ w: m[0], index: from + m.index });
  return out;
}

/** Whether a word at an index negates: "no" before a digit or a number sign is a label instead. */
function negates(folded: string, w: string, index: number, portuguese = false, norwegian = false): boolean {
  // A word of an address negates nothing: "post@griphavfiske.no | opprett kunden".
  if (/[.@\/]/.test(folded[index - 1] ?? "")) return false;
  if (NEGATION_WORDS.has(w)) return true;
  // Portuguese "no" is "in the" ("lançar no sistema"); its negation is "não".
  if (portuguese) return false;
  // "don't", "isn't": the "t" after an apostrophe.
  if (w === "t" && /n'$/.test(folded.slice(Math.max(0, index - 2), index))) return true;
  // In a Norwegian text "no" is "now" ("no ska vi fakturere dei"), never "not".
  if (w !== NO || norwegian || /^no\.?\s{0,2}[:#]?\s{0,2}\d/.test(folded.slice(index, index + 8))) return false;
  // Nynorsk "no" is "now": "frå no av", "til no", "enn no".
  return !NYNORSK_NOW_BEFORE.test(folded.slice(Math.max(0, index - 10), index)) && !/^no\s{1,2}av\b/.test(folded.slice(index, index + 8));
}
const NYNORSK_NOW_BEFORE = /(?:^|\s)(?:fra|til|enn|akkurat|alt|heilt)\s{1,2}$/;

/** The stretch of a sentence a negation or a giving-up governs: up to a contrast word after it. */
function clauseAround(words: { w: string; index: number }[], at: number, from: number, to: number, folded?: string): { from: number; to: number } {
  // Inside a bracket the clause is the bracket: "E-Mail: post@… (nicht die private Adresse …)" rules out another address, not this one.
  if (folded) {
    const i = words[at].index;
    // Looked for within the sentence only: a look to the text's ends from every sentence grows with its square.
    const sentence = folded.slice(from, to);
    const open = sentence.lastIndexOf("(", i - from);
    const close = sentence.indexOf(")", i - from);
    // Only a bracket that opens with its negation names another thing ("(privat)" after a line says that line is private).
    const opensNegated = open >= 0 && /^\(\s{0,2}(?:not|nicht|ikke|ikkje|pas|no|nao|nee|nei|kein\w*)\b/.test(sentence.slice(open, open + 12));
    const bracketed = open >= 0 && close >= 0 && sentence.indexOf(")", open) === close;
    if (bracketed && opensNegated) return { from: from + open, to: from + close + 1 };
    // A bracket of a clause of its own keeps its negation in it: "… Hielo Azul SL (N.º org. 975318204 (ya figura
    // como cliente; no crear de nuevo)) por el servicio …" excludes nothing outside. A word or two in brackets
    // ("(privat)") speaks of what stands before them.
    if (bracketed && sentence.slice(open + 1, close).trim().split(/\s+/).length > 3) {
      const inside = { from: from + open + 1, to: from + close };
      const clause = clauseAround(words, at, inside.from, inside.to);
      return { from: Math.max(clause.from, inside.from), to: Math.min(clause.to, inside.to) };
    }
  }
  let start = from;
  // "Ya están en Tripletex (org. nº …), así que NO crees otro": what stands before a "so" is the reason, a fact.
  for (let k = at - 1; k >= 0; k--) {
    if (CONTRAST.has(words[k].w) || CONSEQUENCE.has(words[k].w)) {
      start = words[k].index;
      break;
    }
    // "Projektleiterin ist Katrin Vogelsang (…) – die ist schon drin, bitte nicht neu anlegen": a dash opens the remark.
    if (folded && /\s[–—-]\s/.test(folded.slice(words[k].index + words[k].w.length, words[k + 1].index))) {
      start = words[k + 1].index;
      break;
    }
  }
  let stop = to;
  for (let k = at + 1; k < words.length; k++) if (CONTRAST.has(words[k].w)) {
    stop = words[k].index;
    break;
  }
  return { from: start, to: stop };
}

export function findRemarks(text: string): Remark[] {
  const folded = fold(text);
  const language = detectLanguage(text);
  const portuguese = language === "pt";
  const norwegian = language === "nb" || language === "nn";
  const out: Remark[] = [];
  let namedSearches = 0;
  for (const s of sentences(folded, text)) {
    const words = wordsOf(folded, s.from, s.to);
    // A negation governs a verb of the task's writing right after it: "soll nicht angelegt werden", "do not book"
    // ("IVA não incluído" names no verb of writing; Portuguese "no total de" is "in the", with no verb after).
    const isAction = (w: string) => hasStem(ACTION, w) || isWord(ACTION_WORDS, w);
    // "pas encore enregistré", "not yet registered", "noch nicht angelegt": a state (a new party), no exclusion.
    // "has not been recorded", "n'a donné lieu à aucun enregistrement", "wurde nicht erfasst", "ble ikke registrert":
    // what was not done so far, an audit's finding: a state too.
    // "IVA 25 % no contabilizado en 2710", "ikke bokført på 2710": a participle with no verb of
    // obligation or passive near it states what the books lack (an error to mend), it forbids nothing.
    const stated = (k: number) => {
      const verb = words.slice(k + 1, k + 5).find((y) => isAction(y.w));
      // …of a figure or account in its own clause ("no contabilizado en 2710"); a remark with no value of its own
      // ("… som ikkje er ført mot reskontroen") speaks of what its sentence said before it, read below.
      const valued = /\d/.test(folded.slice(words[k].index, Math.min(s.to, words[k].index + 60)));
      return !!verb && valued && PARTICIPLE.test(verb.w) && !words.slice(Math.max(0, k - 3), k + 6).some((y) => isWord(OBLIGED, y.w));
    };
    // "de er ikke lagt inn som leverandør fra før": not there from before, so new.
    const fromBefore = (k: number) => words.slice(k + 1, k + 8).some((y, n, after) => y.w === "fra" && after[n + 1]?.w === "for");
    const notYet = (k: number) => words.slice(Math.max(0, k - 2), k + 6).some((y) => isWord(YET, y.w)) || fromBefore(k) || words.slice(Math.max(0, k - 3), k + 3).some((y) => isWord(NOT_SO_FAR, y.w)) || stated(k);
    // French puts the verb between "ne" and "pas": "ne touchez pas au service", "n'enregistrez jamais".
    const frenchVerb = (k: number) => (words[k].w === "pas" || words[k].w === "jamais") && k > 0 && isAction(words[k - 1].w);
    // The particle right after the negation: "… og er ikke med her" (not included here), "… så den skal ikkje med no" (not
    // along now, or at the sentence's end), "det skal ikkje inn her" (not into the books), "no va en esta factura" (does
    // not go on it).
    const notIncluded = (k: number) => {
      const [after, then] = [words[k + 1]?.w ?? "", words[k + 2]?.w];
      if (after === "med") return then === undefined || ALONG_WHERE.includes(then);
      if (after === "inn") return words[k].w !== NO;
      return GOES.includes(after) && ON_IT.includes(then ?? "");
    };
    const notBilled = (k: number) => !isWord(NOTHING, words[k].w) && isWord(BILLING_VERBS, words[k + 1]?.w ?? "") || (words[k + 1]?.w === "pas" && isWord(BILLING_VERBS, words[k + 2]?.w ?? ""));
    // "ist nicht Gegenstand dieser Maßnahme", "is not part of this action", "ne fait pas partie": outside what is asked.
    const outOfScope = (k: number) => outsideScope(words.slice(k + 1, k + 5).map((y) => y.w));
    // Portuguese "no" before a name is "in the": "Faz o onboarding no Tripletex: criar o colaborador".
    const inTheName = (x: { w: string; index: number }) => x.w === NO && text[x.index] === "n" && /^\s{1,2}\p{Lu}\p{Ll}/u.test(text.slice(x.index + 2, x.index + 6));
    // The verb it negates stands in its clause: "uma fatura vencida e não paga, peço para lançar a taxa" negates no "lançar".
    const ownClause = (k: number) => words.slice(k + 1, k + 5).filter((y) => !/[,;!?]/.test(folded.slice(words[k].index, y.index)));
    // "Nordsee Frost GmbH, Org.-Nr. … – gibt es schon, nicht neu anlegen": told to make no second one of what is there, the
    // writer points to the one there; its values are the task's.
    const noSecond = (k: number) => ownClause(k).slice(0, 2).some((y) => isWord(ANEW, y.w)) && words.slice(Math.max(0, k - 6), k).some((y) => isWord(ALREADY, y.w) || findConcepts(y.w).hits.has("exists"));
    const negation = words.findIndex((x, k) => negates(folded, x.w, x.index, portuguese, norwegian) && !inTheName(x) && !notYet(k) && !noSecond(k) && (ownClause(k).some((y) => isAction(y.w)) || frenchVerb(k) || notIncluded(k) || outOfScope(k) || notBilled(k)));
    if (negation >= 0) {
      const clause = clauseAround(words, negation, s.from, s.to, folded);
      // "Garantie bancaire (96 000,-) reçue – rien à comptabiliser", "deposit NOK 36 000 – settled separately, don't
      // touch", "(…, 4 200,- i mnd.) går som vanlig, ikke bland inn dem": a remark with no value of its own speaks of
      // what its sentence said before it (back to a header's "·" or "|"), unless it says the thing is there already.
      // The words of the sentence up to the remark's end: "Ya están en Tripletex (…), así que NO crees otro" says it is there.
      const upTo = words.filter((x) => x.index < clause.to);
      const valueless = !/[\d«"“„@]/.test(folded.slice(clause.from, clause.to));
      // A bracket's remark speaks of its bracket ("(ikkje registrert hos oss frå før, må opprettast)"); "not yet" is a state
      // (a "not yet" of the remark's own clause is no state of the thing: "– ainda não aceite, não faturar").
      const bracket = folded[clause.from] === "(";
      // "… ein ny dregg til kr 2 900,-, men … så den skal ikkje med no": left out, whatever the sentence said of it being new or there.
      const leftOut = notIncluded(negation);
      if (valueless && !bracket && clause.from > s.from && (leftOut || !upTo.some((x) => saysItIsThere(x.w) || (isWord(YET, x.w) && x.index < clause.from)))) {
        const head = folded.slice(s.from, clause.from);
        const start = s.from + Math.max(head.lastIndexOf("·"), head.lastIndexOf("|")) + 1;
        // Its amounts only: the party it names there (an org. no., an address) is still the task's.
        for (const a of findAmounts(text.slice(start, clause.from)).slice(0, 10)) out.push({ reason: "excluded", from: start + a.index, to: start + a.index + a.length });
        // "«MS Godøy» ligg ved same kai, men … så han skal ikkje inn": what is left out is named there too.
        if (leftOut) for (const q of findQuoted(text.slice(start, clause.from)).slice(0, 10)) out.push({ reason: "excluded", from: start + q.index, to: start + q.end });
      }
      out.push({ reason: "excluded", ...clause });
      // "No toque la fianza." with "fianza 45 600,-" in the header: the thing the remark names, wherever a figure is
      // written as its amount, stays out too.
      // Each search reads the whole text: a few remarks at most, so a long text of remarks stays linear.
      if (valueless && namedSearches++ < MAX_NAMED_SEARCHES) out.push(...namedFigures(folded, words.slice(negation + 1).filter((x) => x.index < clause.to), clause));
    }
    // "Privat" as a name ("verdiane «Privat» og «Bedrift»", "values Privé and Entreprise") is no private purchase:
    // only a lowercase word, or the sentence's first, says so.
    const named = (k: number) => k > 0 && (/\p{Lu}/u.test(text[words[k].index] ?? "") || /[«"“„'‘]/.test(text[words[k].index - 1] ?? ""));
    // "… bleiben außer Betracht": left out of consideration.
    const disregarded = (k: number) => words[k].w === "betracht" && ["auser", "ausser"].includes(words[k - 1]?.w ?? "");
    // "the rate has dropped to 11,61": a figure that dropped to or by another is a change of value, nothing given up.
    const moved = (k: number) => words[k].w === "dropped" && isWord(MOVED_TO, words[k + 1]?.w ?? "");
    const givenUp = words.findIndex((x, k) => (hasStem(GIVEN_UP, x.w) && !moved(k)) || (hasStem(PRIVATE, x.w) && !named(k)) || disregarded(k));
    if (givenUp >= 0) out.push({ reason: "excluded", ...clauseAround(words, givenUp, s.from, s.to, folded) });
    // "Mva: jeg var først inne på 25 %, men … så det blir 15 %": an option the writer first thought
    // of, up to the contrast that drops it, is withdrawn (a first thought and a verb of thinking).
    const first = words.findIndex((x) => isWord(FIRST_THOUGHT, x.w));
    if (first >= 0) {
      const contrast = words.findIndex((x, k) => k > first && CONTRAST.has(x.w));
      const thought = contrast > first && words.slice(Math.max(0, first - 4), contrast).some((x) => hasStem(THINKING, x.w) || isWord(THINKING_WORDS, x.w));
      if (thought) out.push({ reason: "withdrawn", whole: true, from: words[Math.max(0, first - 4)].index, to: words[contrast].index });
    }
    // "(Eg spurde om vi skulle ta med «MS Florø» òg, men den er seld, så berre dei to.)": what the writer asked about
    // or thought of, up to the contrast that keeps "only" the others, is excluded.
    // "O Rui sugeriu um valor «Ilhas» …, mas o Odd disse que não": a suggestion someone turned down after the contrast.
    const asked = words.findIndex((x) => isWord(CONSIDERED, x.w) || isWord(SUGGESTED, x.w));
    if (asked >= 0) {
      const contrast = words.findIndex((x, k) => k > asked && CONTRAST.has(x.w));
      const after = words.slice(contrast + 1, contrast + 8);
      const saidNo = isWord(SUGGESTED, words[asked].w) && after.some((x, k) => isWord(NO_AFTER_CONTRAST, x.w) && after.slice(Math.max(0, k - 3), k).some((y) => isWord(SAYS, y.w)));
      if (contrast > asked && (saidNo || words.slice(contrast + 1).some((x) => isWord(ONLY, x.w)))) out.push({ reason: "excluded", whole: true, from: words[asked].index, to: words[contrast].index });
    }
    const forget = words.findIndex((x) => isWord(FORGET, x.w));
    // "the first ticket said «Pennine Cabling» – ignore that": the pointer looks back, to what the sentence said before it.
    const pointer = forget > 0 ? words[forget + 1] : undefined;
    const pointsBack = !!pointer && isWord(BACK_POINTER, pointer.w) && (!words[forget + 2] || /[,.;:!?–—-]/.test(folded.slice(pointer.index + pointer.w.length, words[forget + 2].index)));
    if (forget >= 0 && pointsBack) {
      // Back to the clause before it: "…52 heures — elle avait noté 50h, scratch that, …" withdraws "elle avait noté 50h".
      const head = folded.slice(s.from, words[forget].index).replace(/[\s,;:–—-]+$/, "");
      let cut = -1;
      for (const b of head.matchAll(/[,;:(]|\s[–—-]\s/g)) cut = b.index! + b[0].length - 1;
      out.push({ reason: "withdrawn", whole: true, from: s.from + cut + 1, to: words[forget].index });
    } else if (forget >= 0) {
      // "ignorer: «bilag konto 7100, 36 400 kr»": what the colon opens is what to ignore, to the bracket's or the sentence's end.
      const opened = /^[\p{L}]+[ \t]{0,2}(?:(?:this|dette|dies|esto|isto|ceci|det)[ \t]{0,2})?:[ \t]{0,3}/u.exec(folded.slice(words[forget].index, s.to));
      const close = opened ? folded.slice(words[forget].index + opened[0].length, s.to).search(/\)/) : -1;
      // The withdrawn figure stands in the forgetting clause: to the next comma, semicolon or colon.
      const rest = folded.slice(words[forget].index, s.to).search(/[,;:]/);
      const to = opened ? (close >= 0 ? words[forget].index + opened[0].length + close : s.to) : rest >= 0 ? words[forget].index + rest : s.to;
      out.push({ reason: "withdrawn", from: words[forget].index, to });
    }
  }
  out.push(...setAsideAfter(text, folded));
  out.push(...selfCorrections(folded));
  out.push(...turnCorrections(text, folded));
  out.push(...writerNotes(folded));
  out.push(...doubtedAlternatives(folded));
  out.push(...ruledOutAlternatives(text, folded));
  out.push(...rejectedProposals(text, folded));
  out.push(...meetingDates(folded));
  out.push(...notTheAmount(text, folded));
  out.push(...forTheRecord(text, folded));
  out.push(...markedNotNeeded(folded));
  // "… is 3 500 NOK, and not 3 000 NOK", "yes 7.5, not 8": the figure right after a negation is refused.
  const refused: Remark[] = [];
  for (const m of folded.matchAll(/\b(?:not|nicht|ikke|ikkje|nao|pas|nein|non|nei|no|na|nee)\s{1,2}(?:(?:nok|kr|eur|usd)\.?\s{0,2})?(?=\d)/g)) {
    const figure = /^\d[\d .,]*\d|^\d/.exec(folded.slice(m.index! + m[0].length));
    if (!figure) continue;
    // "927 118 534 NON 927 118 543": a "no" shouted in capitals between two figures, in a text written in
    // small letters, takes back the figure before it; the one after stands.
    const before = shoutedNo(text, folded, m.index!);
    if (before) refused.push({ reason: "withdrawn", from: before, to: m.index! + m[0].length });
    else if (!/^(?:nei|no|na|nee)\b/.test(m[0]) || FIGURE_THEN_COMMA.test(folded.slice(Math.max(0, m.index! - 50), m.index!)))
      refused.push({ reason: "withdrawn", from: m.index!, to: m.index! + m[0].length + figure[0].length });
  }
  out.push(...refused);
  // A refused figure written earlier as the value is withdrawn there too ("(ii) bonus: 3 000 NOK" … "3 500 NOK, and not 3 000 NOK").
  if (refused.length) {
    // One walk over the amounts and the (sorted) refusals, then one lookup each: linear however many there are.
    const amounts = findAmounts(text);
    const cents = (v: number) => Math.round(v * 100);
    const refusedValues = new Set<number>();
    const inRefusal = remarkCover(refused);
    for (const a of amounts) if (inRefusal(a.index)) refusedValues.add(cents(a.value));
    // A refused figure written without its currency ("…, no 1.190") is matched by its digits.
    const digitsOf = (s: string) => s.replace(/[.,]\d{2}$/, "").replace(/\D/g, "");
    // Two digits match only a whole figure ("El precio es 64 coronas, no 46" takes back "46 coronas", not "11,45").
    const whole = (s: string) => !/\d[.,]\d/.test(s);
    const refusedDigits = new Set(refused.map((r) => folded.slice(r.from, r.to)).filter((s) => digitsOf(s).length >= 3 || (digitsOf(s).length === 2 && whole(s))).map(digitsOf));
    for (const a of amounts) {
      const raw = folded.slice(a.index, a.index + a.length);
      const digits = digitsOf(raw);
      if (refusedValues.has(cents(a.value)) || (refusedDigits.has(digits) && (digits.length >= 3 || whole(raw)))) out.push({ reason: "withdrawn", from: a.index, to: a.index + a.length });
    }
  }
  out.push(...correctedEmails(text, folded));
  out.push(...correctedFigures(text, folded));
  out.push(...refusedPeople(text));
  out.push(...reportedSpeech(text, folded));
  // A saying quoted with its source or a comment, and a paragraph addressed to someone else: told, not asked for.
  for (const [from, to] of quotedSayings(text)) out.push({ reason: "aside", whole: true, from, to });
  for (const [from, to] of labelledAsides(text)) out.push({ reason: "aside", whole: true, from, to });
  out.push(...definedTerms(folded));
  out.push(...restatedAmounts(text));
  // Brackets "for information": the whole bracket is aside.
  for (const m of folded.matchAll(/\(([^()\n]{1,200})\)/g)) {
    // A quoted name in the bracket is no word of the writer's remark («Informe de balance …» is a report's name).
    const quotedAt = quotedPositions(m[1]);
    const inner = wordsOf(folded, m.index! + 1, m.index! + m[0].length - 1).filter((x) => !quotedAt[x.index - m.index! - 1]);
    // A bracket of words alone right after an e-mail address says where the address is used
    // ("faktura@… (fakturaene frå leverandøren kjem frå denne adressa)"): no task of its own.
    // "deal value: 380000.00 (not for billing yet)": a figure its bracket says is not to be billed or booked.
    // (An org. no. before "(ya figura como cliente; no crear de nuevo)" is no figure to bill.)
    const lead = FIGURE_BEFORE.exec(folded.slice(Math.max(0, m.index! - 40), m.index!));
    const figureBefore = lead ? m.index! - lead[0].length : -1;
    const explainsAddress = EMAIL_BEFORE.test(folded.slice(Math.max(0, m.index! - 80), m.index!)) && !/[\d@«"“„]/.test(m[1]);
    if (explainsAddress) out.push({ reason: "aside", from: m.index!, to: m.index! + m[0].length, whole: true });
    else if (figureBefore >= 0 && !/\d/.test(m[1]) && inner.some((x) => negates(folded, x.w, x.index, portuguese)) && inner.some((x) => hasStem(BILLING, x.w)) && inner.some((x) => isWord(YET, x.w) || isWord(TO_BE_DONE, x.w)) && !inner.some((x) => hasStem(VAT_WORDS, x.w) || isWord(UNTIL, x.w)))
      out.push({ reason: "excluded", from: figureBefore, to: m.index! + m[0].length });
    else if (inner.some((x) => isWord(INFO, x.w) || (x.w.length > 4 && hasStem(INFO, x.w)))) {
      // "O valor previsto … é de NOK 60.000,00 (apenas para informação).": a bracket of nothing but "for information" closing
      // its sentence sets the sentence's figures aside with it.
      const onlyInfo = inner.length <= 5 && inner.every((x) => isWord(INFO, x.w) || (x.w.length > 4 && hasStem(INFO, x.w)) || INFO_FILLER.has(x.w));
      const closes = /^\s{0,2}(?:[.;!]|$)/.test(folded.slice(m.index! + m[0].length, m.index! + m[0].length + 3));
      out.push({ reason: "aside", from: onlyInfo && closes ? sentenceStart(folded, m.index!, 300) : m.index!, to: m.index! + m[0].length });
    }
  }
  // A ceiling or an approximation governs the number right after its word ("max. 12 000", "ca. 4 500").
  // A label's colon may stand between ("Kredittgrense: 50 000 NOK").
  // "credit limit 250 000": the short word between may be the ceiling's own.
  // A currency may stand before the figure ("valor anual estimado de NOK 96.000,00").
  for (const m of folded.matchAll(/\b(\p{L}+)\.?\s{0,2}:?\s{0,2}(?:(\p{L}{1,5})\s{1,2})?(?:(?:nok|eur|usd|sek|dkk|gbp)\.?\s{1,2})?(?=[\d€$])/gu)) {
    // Short cues are whole words only: "ca" opens "caisse" and "camareros", "cap" "capital".
    const of = (w: string) => (isWord(LIMIT, w) || (w.length > 4 && hasStem(LONG_LIMIT, w)) ? "limit" : isWord(APPROX, w) || (w.length > 5 && hasStem(LONG_APPROX, w)) ? "approximate" : undefined);
    // The short word may be the cue itself, after a sentence's last word ("… i vedlegget. ca 9 000 kr totalt").
    const reason = of(m[1]) ?? (m[2] && isWord(LIMIT, m[2]) ? "limit" : m[2] && isWord(APPROX, m[2]) ? "approximate" : undefined);
    // From the cue word on: a currency before the figure ("minst kr 40 000") opens the amount as written.
    if (reason) out.push({ reason, from: m.index! + m[1].length, to: m.index! + m[0].length + 1 });
  }
  // "omsetning YTD 410 000 NOK", "+12 % vs LY", "2 400 000 NOK p.a.": a management report's figures.
  for (const r of reportFigures(text, folded)) out.push({ reason: "report", ...r });
  // "~40k", "≈ 9,9k €": a tilde before a figure is an approximation.
  for (const m of folded.matchAll(/[~≈]\s{0,2}(?:(?:kr|nok|eur|usd)\.?\s{0,2}|[€$]\s?)?(?=\d)/g)) out.push({ reason: "approximate", from: m.index!, to: m.index! + m[0].length + 1 });
  // "What I do NOT want: the value «Engros», the posting linked to «Butikk», …": every value of the line is excluded.
  for (const [from, to] of unwantedStretches(folded)) out.push({ reason: "excluded", whole: true, from, to });
  // "Kopipapiret har jeg allerede ført selv …", "… er riktige og skal stå": the books as they are, not the task.
  for (const [from, to] of alreadyDone(text, folded)) out.push({ reason: "done", whole: true, from, to });
  // A checklist's ticked item ("- ☑ factura enviada (9 850 EUR, tipo 11,45)"): the books as they are; a field may take its values.
  for (const [from, to] of doneItemSpans(text)) out.push({ reason: "done-item", from, to });
  // A prompt's background section ("CONTEXT: We are starting a "Business English Intensive" programme …"): what happened.
  for (const [from, to] of backgroundSections(text)) out.push({ reason: "background", from, to });
  // "… motoren til «Aurevågen» ei veke før tida. Til saka: …": what a letter tells before it turns to the matter.
  // Its names and what was spent in it ("… kjøpt inn sjokoladekake for kr 389,-. Men nå til saken: …"): an organisation number, an
  // address or an account in the story still needs a place (a wrong one told and withdrawn there must hold the request back).
  for (const [from, to] of storyBeforeTheMatter(folded)) {
    for (const q of findQuoted(text)) if (q.index >= from && q.end <= to) out.push({ reason: "background", from: q.index, to: q.end });
    for (const a of findAmounts(text.slice(from, to)).slice(0, 10)) out.push({ reason: "background", from: from + a.index, to: from + a.index + a.length });
  }
  // "The number given was 864584252; the right one is 864584225": the wrong twin is withdrawn.
  for (const [from, to] of correctedNumbers(folded)) out.push({ reason: "withdrawn", whole: true, from, to });
  // "Superseding REQ-26-08790: dort stand … 12.000 NOK – laut Kontoauszug sind es 12.500,00 NOK": the earlier request's value.
  for (const [from, to] of supersededValues(text, folded)) out.push({ reason: "withdrawn", whole: true, from, to });
  // Minutes: the meeting's record, items not to carry out, figures only discussed before a decision.
  for (const m of readMinutes(folded).stretches) out.push({ ...m, whole: true });
  out.push(...booksOwners(text, folded));
  out.push(...clientHeads(text, folded));
  // "USt-IdNr. DE 318 442 907": another country's VAT number, its country's letters before it, is no organisation number.
  // ("… die 9 Ziffern der USt-IdNr. DE348490559 eintragen, also 348490559": digits written again outside it are to be used.)
  for (const m of [...text.matchAll(FOREIGN_VAT_ID)].slice(0, 5)) {
    const digits = m[0].replace(/\D/g, "");
    const elsewhere = (text.slice(0, m.index!) + " " + text.slice(m.index! + m[0].length)).replace(/[ \t]/g, "").includes(digits);
    if (!elsewhere) out.push({ reason: "aside", whole: true, from: m.index!, to: m.index! + m[0].length });
  }
  out.push(...looseQuotes(text));
  out.push(...documentLabels(text, folded));
  // "[^1]: 6 sondes × 2000 NOK + port 650 NOK, déjà additionnés": a page's footnote tells where a figure came from.
  for (const m of folded.matchAll(FOOTNOTE_LINE)) out.push({ reason: "aside", from: m.index!, to: m.index! + m[0].length });
  out.push(...versionNotes(folded));
  out.push(...formerNames(folded));
  // "Is it right that books have no VAT?": a question for the writer's own understanding, no entry.
  // Its figures and quoted words are the writer's to check; its names and addresses may still be the task's.
  for (const [from, to] of checkingQuestions(folded, text)) out.push({ reason: "question", from, to });
  return out.sort((a, b) => a.from - b.from);
}

/** "het tidligere", "was formerly called", "hieß früher", "s'appelait auparavant", "formerly", "vormals" (folded). */
const FORMERLY =
  /\b(?:(?:het|hette|heitte|hies|was called|was named|s'appelait|se llamaba|se chamava|chamava-se)\s{1,2}(?:tidligere|tidlegare|formerly|previously|fruher|vormals|ehemals|anciennement|auparavant|anteriormente|antes)|formerly(?:\s{1,2}known\s{1,2}as)?|vormals|ehemals|anciennement|anteriormente\s{1,2}(?:denominad[ao]|llamad[ao]|chamad[ao]))\s{1,2}(?=\p{L})/gu;

/**
 * A party's former name and number ("Foretaket het tidligere Slipp og Stål Vest AS (org.nr. 939 806 105, slettet …) og
 * driver nå som …"): withdrawn, up to the bracket after the name, or the clause's end. Its current name stands after.
 * Bounded windows; linear.
 */
function formerNames(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of [...folded.matchAll(FORMERLY)].slice(0, 5)) {
    const from = m.index!;
    const name = from + m[0].length;
    // The name runs to its bracket (its number, "slettet …"), which closes the stretch; else to the clause's end.
    const open = /^[^.;\n(]{1,80}\(/.exec(folded.slice(name, name + 82));
    const close = open ? folded.indexOf(")", name + open[0].length) : -1;
    const end = /[.;\n]/.exec(folded.slice(name, name + 160));
    const to = close >= 0 && close - name <= 240 ? close + 1 : end ? name + end.index : Math.min(folded.length, name + 160);
    out.push({ reason: "withdrawn", whole: true, from, to });
  }
  return out;
}

/**
 * An alternative the writer asks about and then settles: "(¿o era 864854225? No, lo he comprobado:
 * 864584225)", "or was it 3 500?", "eller var det 7,5?", "60 or 65 kr? Oddbjørg said 65". The question
 * is withdrawn; the value the writer settles on stands outside it. Each match is bounded; linear.
 */
function doubtedAlternatives(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of folded.matchAll(/(?:^|[\s(,;.–—-])¿?\s?(?:or|eller|oder|ou|o)\s(?:was|is|var|er|war|ist|etait|c'etait|era|es|fue|foi|e|it|det)\b[^?\n]{0,60}\?/g)) {
    out.push({ reason: "withdrawn", whole: true, from: m.index!, to: m.index! + m[0].length });
  }
  // "TIMER 11t.. nei 12t", "3 500, no, 3 800", "4 Std – nein 5": a figure taken back by a "no" and the figure after it.
  // Spanish and Portuguese "7,5, no 7" is "not 7": "no", "non", "não" take back only as an interjection, with its comma or dash.
  for (const m of folded.matchAll(/(?<![\d.,])\d[\d .,]{0,12}?\s?\p{L}{0,6}\s{0,2}(?:\.{2,3}|…|,|–|—|-)\s{0,2}(?:(?:nei|nein|nope)\b[,.!]?|(?:no|non|nao)\s{0,1}[,!–—-])\s{0,2}(?=\d)/gu)) {
    out.push({ reason: "withdrawn", whole: true, from: m.index!, to: m.index! + m[0].length });
  }
  for (const m of folded.matchAll(/(?<![\d.,])\d[\d .,]{0,12}\s?(?:kr|nok|eur|%)?\s(?:or|eller|oder|ou|o)\s(?:(?:maybe|kanskje|vielleicht|peut-etre|quizas|talvez)\s)?\d[\d .,]{0,12}[^?\n.…]{0,40}(?:\?|…|\.\.\.)/g)) {
    out.push({ reason: "withdrawn", whole: true, from: m.index!, to: m.index! + m[0].length });
  }
  return out;
}

/** "… ist NICHT der Rechnungsbetrag", "is not the invoice amount", "er ikke beløpet", "n'est pas le montant" (folded). */
const NOT_THE_AMOUNT =
  /\b(?:ist|is|are|er|es|est|e|sind|son|sao|era|was|var|war)\s{1,2}(?:nicht|not|ikke|ikkje|no|pas|nao)\s{1,2}(?:(?:der|die|das|the|la|le|el|o|a|den|det|an?)\s{1,2})?[\p{L}-]{0,24}(?:betrag|amount|belop|montant|importe|valor|summe|sum|total|pris|price|preis|prix|precio|preco)\b/gu;

/** A sentence opened "for the record": "Pour mémoire :", "For the record,", "FYI:", "Til orientering:", "Zur Erinnerung:", "REF ONLY:" (folded). */
const FOR_THE_RECORD =
  /^\s{0,4}(?:[-*•]\s{0,2}|\d{1,2}(?:\.\d{1,2}){0,3}[.)]?\s{1,3})?(?:pour memoire|pour info(?:rmation)?|for the record|for ordens skyld|for ordens skuld|der ordnung halber|ordnungshalber|for information|for your information|for reference|fyi|til orientering|til info(?:rmasjon)?|til opplysning|zur info(?:rmation)?|zur kenntnis|zur erinnerung|nur zur info|para que conste|a titulo informativo|para (?:su|tu|sua|tua) informac\w*|como referencia|como referência|pro memoria|(?:for )?ref(?:erence)?\.? only|(?:kun|berre|bare|nur|solo|seulement|apenas|somente) (?:til |zur |als |como |a titre de |de |pour )?(?:referanse|referenz|referencia|reference|ref\.?)|(?:referanse|reference|referencia|referenz) (?:kun|berre|only|uniquement|seulement|solamente|apenas))\b\s{0,2}[:,–—-]/;

/**
 * A sentence the writer opens "for the record" ("Pour mémoire : leur devis de l'automne dernier était
 * de NOK 21.000,00"): its figures are told, not asked for. Linear: one test per sentence.
 */
function forTheRecord(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  for (const s of sentences(folded, text)) {
    if (s.to - s.from > 600 || !FOR_THE_RECORD.test(folded.slice(s.from, Math.min(s.to, s.from + 60)))) continue;
    // A list item opened so ("- REF ONLY: Rahmenvertrag max. NOK 25000.00 …") is aside to its line's end, whatever dots stand in it.
    const lineEnd = folded.indexOf("\n", s.from);
    const opensLine = s.from === 0 || folded[s.from - 1] === "\n" || /\n[ \t]*$/.test(folded.slice(Math.max(0, s.from - 8), s.from));
    out.push({ reason: "aside", from: s.from, to: opensLine ? Math.max(s.to, lineEnd < 0 ? folded.length : lineEnd) : s.to });
  }
  return out;
}

/** The stretches of the sentences opened "for the record": told, not asked for (their words name no task). */
export function forTheRecordSpans(text: string): [number, number][] {
  if (text.length > 200_000) return [];
  return forTheRecord(text, fold(text)).map((r): [number, number] => [r.from, r.to]);
}

/** Words that mark a value as not needed, in the seven languages and in code's English (folded). */
const NOT_NEEDED =
  /^[^\n]{1,200}?\S[ \t]{1,12}(?:[–—-]|#|\/\/|\()[ \t]{0,3}(?:not needed|not required|not relevant|unused|irrelevant|skip|ignore|nicht (?:notig|benotigt|erforderlich|relevant)|brauchen wir nicht|unnotig|ikke (?:nodvendig|relevant)|trengs ikke|trenger ikke|treng(?:st)? ikkje|ikkje (?:naudsynt|naudsynleg|relevant)|unodvendig|pas (?:necessaire|besoin)|inutile|no (?:necesario|hace falta)|innecesario|nao (?:necessario|precisa)|desnecessario)\b/gm;

/**
 * A field's value the writer marks as not needed after a dash, a code comment or a bracket ("ust_id:
 * DE298765431   # not needed", "Fax: 55 12 34 56 (ikke nødvendig)"): the values before the mark are set
 * aside. Linear: one bounded match per line.
 */
function markedNotNeeded(folded: string): Remark[] {
  const out: Remark[] = [];
  NOT_NEEDED.lastIndex = 0;
  for (let m = NOT_NEEDED.exec(folded); m; m = NOT_NEEDED.exec(folded)) {
    const mark = m[0].search(/[ \t]{1,12}(?:[–—-]|#|\/\/|\()[ \t]{0,3}\p{L}[^\n]*$/u);
    out.push({ reason: "not-needed", from: m.index, to: m.index + (mark >= 0 ? mark : m[0].length) });
  }
  return out;
}

/**
 * A figure the sentence says is not the amount: "Die Gesamtsumme des Vertrags (162.000 NOK) ist
 * NICHT der Rechnungsbetrag". The amounts of the sentence before the words are set aside; what comes
 * after ("… but 48 600") is left to the readers. One match per sentence at most; linear.
 */
function notTheAmount(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  for (const s of sentences(folded, text)) {
    if (s.to - s.from > 600) continue;
    NOT_THE_AMOUNT.lastIndex = 0;
    const m = NOT_THE_AMOUNT.exec(folded.slice(s.from, s.to));
    if (!m) continue;
    for (const a of findAmounts(text.slice(s.from, s.from + m.index)).slice(0, 10)) out.push({ reason: "excluded", from: s.from + a.index, to: s.from + a.index + a.length });
  }
  return out;
}

/**
 * A board's meeting and its date (folded): "vedtatt i styremøte 12.03.2026", "Beschluss des Vorstands vom 09.06.2026",
 * "lors de sa séance du 18.06.2026", "approved at the board meeting of 03.02.2026".
 */
const MEETING_DATE =
  /\b(?:styremote|styremotet|mote|motet|arsmote|generalforsamling\w*|meeting|sitzung|vorstandssitzung|versammlung|vorstands?|seance|reunion|conseil|deliberation|reuniao|assembleia|junta)\s{1,2}(?:(?:den|on|of|am|vom|du|del|de|da|do|i|held on|dated)\s{1,2})?(\d{1,2}[./]\d{1,2}[./]\d{2,4})\b/g;

/** The date of the meeting that decided a matter: the decision's, not the task's (blanked: no reader takes it). */
function meetingDates(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of folded.matchAll(MEETING_DATE)) {
    const at = m.index! + m[0].length - m[1].length;
    out.push({ reason: "meeting-record", whole: true, from: at, to: at + m[1].length });
  }
  return out;
}

/** A thing turned down (folded): "verworfen", "det vart avslått", "n'a pas été retenue", "rejected", "no se aprobó". */
const TURNED_DOWN =
  /\b(?:verworfen|abgelehnt|zuruckgestellt|nicht (?:angenommen|beschlossen|genehmigt)|avslatt|avslege|avslegen|avvist|forkastet|forkasta|ikke (?:godkjent|vedtatt|akseptert)|ikkje (?:godkjent|vedteke|akseptert)|rejected|declined|turned down|not (?:accepted|adopted|approved|taken up)|rejetee?s?|refusee?s?|(?:n'a|n'ont|ne sont|n'est) pas (?:ete )?(?:retenue?s?|acceptee?s?|adoptee?s?)|non retenue?s?|rechazad[oa]s?|no se (?:acepto|aprobo)|descartad[oa]s?|rejeitad[oa]s?|recusad[oa]s?|nao (?:foi|foram) (?:aceite|aceites|aprovad[oa]s?))\b/;
/** A thing put forward (folded): "proposed", "asked for", "ba om", "vorgeschlagen", "proposée", "propuesto". */
const PUT_FORWARD =
  /\b(?:proposed|suggested|asked (?:\p{L}+ )?for|requested|offered|foreslatt|foreslo|foreslegen|bad? (?:\p{L}+ )?om|onsket|vorgeschlagen|angeregt|beantragt|gewunscht|angeboten|proposee?s?|suggeree?s?|demandee?s?|propuest[oa]s?|sugerid[oa]s?|solicitad[oa]s?|ofrecid[oa]s?|propost[oa]s?|pedid[oa]s?|oferecid[oa]s?)\b/u;
/** A thing talked over (folded): "erörtert", "drøftet", "discussed", "discuté", "discutido", "besprochen". */
const DISCUSSED_WORD = /\b(?:erortert|besprochen|diskutiert|beraten|drofta|droftet|diskutert|discussed|considered|debated|discutee?s?|debattue?s?|discutid[oa]s?|debatid[oa]s?|considerad[oa]s?)\b/;
/** Another figure chosen in its place (folded): "le conseil a retenu 6 000", "styret vedtok 24 000", "beschloss". */
const CHOSEN_INSTEAD = /\b(?:retenu|retenue|vedtok|vedtekne|vedteke|valgte|valde|beschloss|beschlossen|decided|agreed|adopted|chose|approved|decidio|acordo|aprobo|decidiu|aprovou|a decide|a adopte|a approuve)\b/;
/** How many clauses one text is read for turned-down figures. */
const MAX_PROPOSAL_CLAUSES = 400;

/**
 * A figure put forward and turned down ("Ein Honorarvertrag (650 NOK je Probe) wurde erörtert, aber verworfen", "KN bad om
 * fast pris på 8 000 kr; det vart avslått", "Une prime de 8 000 NOK avait été proposée ; le conseil a retenu 6 000 NOK"):
 * its clause is the board's discussion, not the task's. The clause that turns it down, or chooses another figure, is read
 * with it; the figure chosen stands. Clauses end at a stop, a semicolon or a line's end: one pass.
 */
function rejectedProposals(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  const clauses: { from: number; to: number }[] = [];
  let from = 0;
  for (const m of folded.matchAll(/[;!?\n]|\.(?=\s|$)/g)) {
    if (clauses.length >= MAX_PROPOSAL_CLAUSES) break;
    clauses.push({ from, to: m.index! });
    from = m.index! + 1;
  }
  if (clauses.length < MAX_PROPOSAL_CLAUSES) clauses.push({ from, to: folded.length });
  clauses.forEach((c, k) => {
    const own = folded.slice(c.from, c.to);
    if (!/\d/.test(own)) return;
    const next = clauses[k + 1] && !folded.slice(c.to, clauses[k + 1].from).includes("\n") ? folded.slice(clauses[k + 1].from, clauses[k + 1].to) : "";
    // Put forward or discussed first: a payment the bank "rejected" is no proposal turned down.
    if (!PUT_FORWARD.test(own) && !DISCUSSED_WORD.test(own)) return;
    if (!TURNED_DOWN.test(own) && !TURNED_DOWN.test(next) && !(CHOSEN_INSTEAD.test(next) && /\d/.test(next))) return;
    // Its amounts only: a party it names (an organisation number) is still the task's.
    for (const a of findAmounts(text.slice(c.from, c.to)).slice(0, 10)) out.push({ reason: "discussion", from: c.from + a.index, to: c.from + a.index + a.length });
  });
  return out;
}

/**
 * The alternative a writer rules out after a dash or a comma, to the end of its sentence: "E-post:
 * faktura@… – IKKE post@…, den går til salgsavdelingen", "To Solent Rigging Ltd – NOT to their parent
 * company … (org no. …), which …", "Phase 2 – NOT «Phase 1»", "som leverandør, ikke kunde". A sentence
 * ends at a line's end or a full stop before a capital (not the dot of "no. 914…"). Linear.
 */
function ruledOutAlternatives(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  const inOpenBracket = openBracketOnLine(folded);
  // "… «Rio Azul Lda», mas é OUTRA empresa (nº org. 961849209 …)": what follows a word for another company is that company's.
  for (const m of folded.matchAll(/\b(?:another|other|andre|annen|anna|annan|outra|outro|otra|otro|autre|andere|anderen|anderes)\s{1,2}(?:\p{L}{1,12}\s{1,2})?(?:company|firm|firma|firmaet|selskap|selskapet|empresa|entreprise|societe|unternehmen|gesellschaft|business|bedrift|verksemd)\b/gu)) {
    out.push({ reason: "excluded", from: m.index!, to: sentenceEnd(text, m.index!) });
  }
  // "(nicht "Lager Voss" — das bleibt bei der Werkstatt)": a bracket opening with the word rules out what it names.
  for (const m of folded.matchAll(/(^|\n|\s[–—-]|,|\()\s{0,3}(?:(?:but|men|mais|aber|pero|mas)\s{1,2})?(not|nicht|ikke|ikkje|pas|no|nao|keine?n?)\s/g)) {
    const from = m.index! + m[0].length - m[2].length - 1;
    // Opening a line, the word is shouted ("PAS à leur filiale …"): a "No," answering a question rules nothing out.
    // "no" is shouted too: in small letters it is Portuguese "in the" (", no projeto …").
    const shouted = /^\p{Lu}{2,}$/u.test(text.slice(from, from + m[2].length));
    if ((m[1] === "" || m[1] === "\n" || m[2] === "no") && !shouted) continue;
    // Inside a bracket the alternative ends with it: "(Reisebericht mit Reisedaten, keine reine Auslage) für …".
    const bracketed = inOpenBracket(from);
    out.push({ reason: "excluded", from, to: sentenceEnd(text, from, bracketed) });
  }
  // "Ikke januarfakturaen, «Service slepevinsj» — den er betalt.", "Not the March one, the February one": a sentence
  // opening with a negation and a short noun phrase before a comma rules out what it names, to the sentence's end.
  for (const m of folded.matchAll(/(?:^|[.!?]\s{1,3}|\n\s{0,3})(not|ikke|ikkje|nicht|pas|nao)\s{1,2}((?:\p{L}+\s{1,2}){0,2}\p{L}+),/gu)) {
    const from = m.index! + m[0].search(/\p{L}/u);
    // …up to a word that keeps what follows: "Ikke hele beløpet, altså, bare 3 500 kr", "Não digo quem é, mas é um hotel".
    const end = sentenceEnd(text, from);
    const keep = KEEPING_AFTER.exec(folded.slice(m.index! + m[0].length, end));
    out.push({ reason: "excluded", from, to: keep ? m.index! + m[0].length + keep.index : end });
  }
  return out;
}

/** A word for a file's column or heading, right beside a quote: "the "Forklaring" column", "Spalte „Text“". */
const COLUMN_WORD = /(?:column|kolonne|kolonnen|kolumne|spalte|colonne|columna|coluna)/;
/** A word for an attached file, earlier on the quote's line: "PDF im Anhang („Tilbud om stilling“)". */
const FILE_WORD = /\b(?:pdf|csv|anhang|beigefugt\w*|attach\w*|vedlagt\w*|vedlegg\w*|ci-joint\w*|piece jointe|adjunt\w*|anexo\w*|anexad\w*)\b/;

/** A file word right before the quote: "the attached PDF «Tilbud om stilling»", "CSV: «…»". */
const FILE_NAMES = new RegExp(`${FILE_WORD.source}[\\s,:]{1,3}$`, "u");

/**
 * A paragraph that says what changed since an earlier version of the same text: "Rettelse til
 * versjon 1.0: levetiden var der oppgitt til 5 år. Korrekt levetid er 6 år", "Correction to version
 * 1.0: …", "Berichtigung zu Fassung 2: …". The text it stands in is the corrected version and
 * states every value as it now is; the paragraph only tells the old value and the new one again,
 * so it is set aside whole.
 */
const VERSION_NOTE =
  /(?:^|\n)[ \t]{0,4}(?:rettelse|retting|korreksjon|korrigering|correction|corrigendum|erratum|errata|korrektur|berichtigung|correccion|rectificacion|correcao|retificacao|rectification)\b[^\n]{0,40}?\b(?:versjon|version|versao|versionen|fassung|utgave|edition|edicion|edicao)\s{0,2}v?\d/g;

function versionNotes(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of folded.matchAll(VERSION_NOTE)) {
    const from = m.index! + (m[0].startsWith("\n") ? 1 : 0);
    // To the paragraph's end: a blank line, or the text's end; a note is a few lines (at most 1 000 characters).
    const blank = folded.slice(from, from + 1000).search(/\n[ \t]*\n/);
    out.push({ reason: "withdrawn", whole: true, from, to: blank < 0 ? Math.min(folded.length, from + 1000) : from + blank });
  }
  return out;
}

/**
 * A cited rule's number right before a quote: "pkt. 3.2 («registrering før første arbeidsdag»)",
 * "§ 4 „Zahlungsfristen“", "section 2.1 ("Approvals")": the quote is the section's title.
 */
const SECTION_BEFORE =
  /(?:§|\b(?:pkt|punkt|section|sect|sec|para|paragraph|art|artikel|article|articulo|artigo|ziffer|ziff|abschnitt|kapittel|kap|chapter|chapitre|capitulo|clause|klausul|apartado|seccion|secao|alinea|regel|rule|norma|punto|ponto|point))\.?\s{0,2}\d{1,3}(?:\.\d{1,3}){0,3}\s{0,2}[(,:–-]?\s{0,2}$/;

/** "correcto es 46 250", "the right figure is 7 350", "riktig er 7 350": a figure said to be the right one. */
/** Words saying a value is the right one (folded). */
const RIGHT_WORD = String.raw`\b(?:correct[oa]?|correct one|right one|right figure|korrekt[ea]?|riktig[ea]?|rett[ea]?|richtig[ea]?|bonne?|bon|certo|certa)\b`;
const RIGHT_ONE_THEN_FIGURE = new RegExp(String.raw`${RIGHT_WORD}[^\n\d.]{0,20}?\b(?:is|es|er|ist|est|e|sera|:)\s{0,2}:?\s{0,2}(?:nok|kr\.?)?\s{0,2}\d`);

/** "El correcto es …", "the right one is …", "riktig er …", "richtig ist …", "la bonne est …": the value after it corrects a near twin. */
const CORRECT_IS = /\b(?:correct[oa]?|correct one|right one|korrekt[ea]?|riktig[ea]?|rett[ea]?|richtig[ea]?|bonne?|certo|certa|corrigid[oa])\b[^\n.]{0,14}?\b(?:is|es|er|ist|est|e|sera|:)\s{0,2}:?\s{0,2}$/;

/** A word saying a value is wrong: "está mal", "er feil", "is wrong", "ist falsch", "est faux", "está errado", "incorrect". */
const WRONG = /\b(?:mal|malo|mala|feil|feile|gale|galt|wrong|incorrect|incorrecto|incorrecta|incorreto|incorreta|falsch|falsche|faux|fausse|errado|errada|erroneo|erronea)\b/;

/**
 * "el precio de la tienda está mal, el correcto es 1.640,00": a figure said to be the right one, where
 * the sentence before it says another is wrong, withdraws the nearest earlier amount of its size.
 */
function correctedFigures(text: string, folded: string): Remark[] {
  if (!WRONG.test(folded)) return [];
  const amounts = findAmounts(text).slice(0, 60);
  const out: Remark[] = [];
  for (const m of folded.matchAll(new RegExp(RIGHT_WORD, "g"))) {
    const at = m.index!;
    if (!RIGHT_ONE_THEN_FIGURE.test(folded.slice(at, at + 60))) continue;
    // The sentence says another value is wrong, with no figure between ("el precio está mal, el correcto es …");
    // "på konto 6300 er det ført kr 21 800,00; riktig beløp er …" states both figures of a ledger error.
    const head = folded.slice(Math.max(0, at - 100), at);
    let wrongAt = -1;
    for (const w of head.matchAll(new RegExp(WRONG.source, "g"))) wrongAt = w.index!;
    if (wrongAt < 0 || /\d/.test(head.slice(wrongAt))) continue;
    const sentenceStart = at - head.length + Math.max(head.lastIndexOf("\n", wrongAt), head.lastIndexOf(". ", wrongAt), head.lastIndexOf(": ", wrongAt));
    const next = amounts.find((a) => a.index > at && a.index - at <= 60);
    if (!next) continue;
    // A line that states a second figure beside it ("Feil beløp – riktig beløp er 16 250,00 | 6300 | 21 800,00") states both sides of an error.
    const before = text.slice(Math.max(0, next.index - 300), next.index);
    const lineStart = next.index - before.length + before.lastIndexOf("\n") + 1;
    const after = text.slice(next.index, next.index + 300);
    const lineEnd = after.includes("\n") ? next.index + after.indexOf("\n") : next.index + after.length;
    if (amounts.some((a) => a !== next && a.index >= lineStart && a.index < lineEnd)) continue;
    const earlier = amounts.filter((a) => a.index < sentenceStart && a.value !== next.value && a.value >= next.value / 2 && a.value <= next.value * 2).pop();
    if (earlier) out.push({ reason: "withdrawn", from: earlier.index, to: earlier.index + earlier.length });
    if (out.length >= 3) break;
  }
  return out;
}

/** "…, não a Ana como diz a reserva", "not Ana", "nicht Frau Berg", "ikke Kari": a person the writer says it is not. */
const NOT_PERSON = /(?:^|[\s,;(–—-])(?:não|nao|not|nicht|ikke|ikkje|pas|no|non)[ \t]{1,2}(?:(?:a|o|the|der|die|den|la|le|el|frau|herr|mr|mrs|ms)\.?[ \t]{1,2})?(\p{Lu}\p{Ll}{1,20})(?![\p{L}@])/gu;

/**
 * "o gestor agora é o Tomás Ribeiro (tomas.ribeiro@…), não a Ana como diz a reserva": the person
 * refused by first name goes where the text named them in full with an address ("Gestor do projeto:
 * Ana Vidal (ana.vidal@…)"), the whole stretch, so that no reader takes them. Only when another
 * person is named with an address of their own.
 */
function refusedPeople(text: string): Remark[] {
  if (text.length > 20_000) return [];
  const emails = findEmails(text).slice(0, 20);
  if (emails.length < 2) return [];
  const out: Remark[] = [];
  for (const m of [...text.matchAll(NOT_PERSON)].slice(0, 3)) {
    const first = fold(m[1]);
    const own = emails.filter((e) => fold(e.value).split(/[.@_-]/)[0] === first);
    if (own.length !== 1 || own.length === emails.length) continue;
    const e = own[0];
    // The full name written before its address ("Ana Vidal (ana.vidal@…)"), the address and its bracket.
    const before = text.slice(Math.max(0, e.index - 60), e.index);
    const name = new RegExp(`${m[1]}(?:[ \\t]\\p{Lu}[\\p{L}'-]{1,30}){0,3}[ \\t]{0,2}[(<]?[ \\t]{0,2}$`, "u").exec(before);
    const from = name ? e.index - before.length + name.index : e.index;
    const to = e.index + e.value.length + (/^[ \t]{0,2}[)>]/.test(text.slice(e.index + e.value.length, e.index + e.value.length + 3)) ? text.slice(e.index + e.value.length).search(/[)>]/) + 1 : 0);
    out.push({ reason: "withdrawn", whole: true, from, to });
  }
  return out;
}

/**
 * Two addresses of one party: the same domain, or the same mailbox at a domain of the same name
 * ("accounts@harbourline.com" and "accounts@harbourline.co.uk", "faktura@sognfelt.no" and "faktura@sognfeltutstyr.no").
 */
/** "h.solbakken" for "henrik.solbakken": a given name's initial before the same surname. */
function initialled(short: string, long: string): boolean {
  const [i, rest] = [short.slice(0, 2), short.slice(2)];
  return /^\p{L}[._]$/u.test(i) && rest.length >= 3 && long.startsWith(i[0]) && long.endsWith(`${i[1]}${rest}`) && long.length > short.length + 1;
}

function sameParty(a: string, b: string): boolean {
  const [la, da] = a.split("@");
  const [lb, db] = b.split("@");
  if (la.length > 64 || lb.length > 64) return false;
  // At one domain: a near twin ("rocio.almasa", "rocio.almansa"), or two mailboxes of the firm ("post@", "regnskap@");
  // two people's addresses ("ola.berg@", "kari.lund@") are two people.
  // So is one person's address with a given name and with its initial ("henrik.solbakken@", "h.solbakken@").
  if (da === db) return la !== lb && (editDistance(la, lb) <= 2 || (!/[._]/.test(la) && !/[._]/.test(lb)) || initialled(la, lb) || initialled(lb, la));
  const [na, nb] = [da.split(".")[0], db.split(".")[0]];
  // A person's first name and full name at two domains ("sindre@fjellbekk-ror.no", "sindre.kvalheim@example.org").
  if (/^\p{L}{3,}$/u.test(la) && lb.startsWith(`${la}.`)) return true;
  if (/^\p{L}{3,}$/u.test(lb) && la.startsWith(`${lb}.`)) return true;
  // One mailbox at a domain and at its near twin ("faktura@vestlandemballsje.no", "faktura@vestlandemballasje.no").
  return la === lb && na.length >= 4 && nb.length >= 4 && (na.startsWith(nb) || nb.startsWith(na) || (da.length <= 64 && db.length <= 64 && editDistance(da, db) <= 2));
}

/** A verb that says which address to take, just before it: "please use …", "Bruk …", "les …, ikke …", "verwenden Sie …". */
const USE_BEFORE = /\b(?:use|using|take|bruk|bruke|brukes|nytt|nytta|ta|nutze|nutzen|verwende|verwenden|nimm|nehmen|utilise|utilisez|utiliser|prenez|usa|usar|usad|use|usem|utiliza|utilice|utilizar|les|read|lies|lisez|lee|lea|leia)\b[^\n.@\d]{0,16}$/;
/** A word refusing the address after it: "…, ikke faktura@sognfelt.no", "instead of info@…". */
const NOT_BEFORE = /\b(?:not|ikke|ikkje|nicht|pas|nao|non|instead of|stedet for|staden for|statt|anstelle von|au lieu de|en lugar de|en vez de|em vez de|em lugar de)\s{1,3}(?:of\s{1,2}|de\s{1,2}|von\s{1,2})?$/;
/** Said after the address: it is the one that holds ("…, which is the correct address", "… som gjelder"). */
const HOLDS_AFTER = /^[^\n@]{0,30}?\b(?:correct[oa]?|right|korrekt[ea]?|riktig[ea]?|rett[ea]?|richtig[ea]?|bonne?|certo|certa|gjeld|gjelder|gilt|applies|vale|vaut)\b/;
const NOT_OR_WRONG = /\b(?:not|ikke|ikkje|nicht|pas|nao|no|non)\b/;
/** A correction between two addresses: the later one is meant ("post@… – nei, vent, … det er faktura@…"); the words of a self-correction. */
const CORRECTS = new Set([...WAIT, ...SORRY, ...CORRECTION_WORD, "korrigendum", "corrigendum"]);
/** Words that say a letter was missing or mistyped: "falta um a", "mangler en l", "typo", "Tippfehler", "faute de frappe". */
const MISTYPED = new Set(["falta", "faltou", "faltava", "mangler", "manglar", "missing", "fehlt", "manque", "typo", "skrivefeil", "tastefeil", "tippfehler", "frappe", "errata", "erratum"]);
/** A chat's star correction opening a line between the two ("*nordneshotell com dois L: …"). */
const STAR_OPENS_LINE = /\n[ \t]{0,4}\*\p{L}/u;
const correctionBetween = (stretch: string) => STAR_OPENS_LINE.test(stretch) || (stretch.match(WORD) ?? []).some((w) => CORRECTS.has(w) || MISTYPED.has(w));

/**
 * One party's two addresses where the writer says which holds: "el correcto es rocio.almansa@…",
 * "please use accounts@….co.uk only", "les faktura@sognfeltutstyr.no, ikke faktura@sognfelt.no",
 * "post@… – nei, vent, det er faktura@… som gjelder". The other address is withdrawn; with no word
 * saying which holds, both stay (and the gate holds the request back). Bounded: 40 addresses.
 */
function correctedEmails(text: string, folded: string): Remark[] {
  const emails = findEmails(text).slice(0, 40).map((e) => ({ ...e, value: e.value.toLowerCase() }));
  const addresses = [...new Set(emails.map((e) => e.value))];
  if (addresses.length < 2) return [];
  const before = (e: { index: number }) => folded.slice(Math.max(0, e.index - 40), e.index);
  const holds = (e: { index: number; value: string }) => {
    if (CORRECT_IS.test(before(e)) || USE_BEFORE.test(before(e))) return true;
    const after = HOLDS_AFTER.exec(folded.slice(e.index + e.value.length, e.index + e.value.length + 60));
    return !!after && !NOT_OR_WRONG.test(after[0]) && !WRONG.test(after[0]);
  };
  const refused = (e: { index: number }) => NOT_BEFORE.test(before(e));
  const saidWrong = (e: { index: number; value: string }) => WRONG.test(folded.slice(e.index + e.value.length, e.index + e.value.length + 24));
  // A support ticket's internal notes settle what its requester wrote: of one party's two addresses, the one a note
  // gives after the requester's holds ("O e-mail que a Ana mandou está errado – … faktura@norskkork.no").
  const noteAt = internalNoteStart(folded);
  const inNote = (e: { index: number }) => noteAt >= 0 && e.index > noteAt;
  const out: Remark[] = [];
  // "… er faktura@vestlandspotta.no, ikkje post@": the address the refused local part opens is taken back.
  const refusedLocals = new Set([...folded.matchAll(/\b(?:not|ikke|ikkje|nicht|pas|nao|no|nie)\s{1,2}([\w.+-]{1,64})@(?![\w-]+\.\w)/g)].slice(0, 10).map((m) => m[1]));
  // "correo: el de facturas, no el de ventas": the address refused by its local part said as a word ("ventas@…").
  for (const m of [...folded.matchAll(/\b(?:not|ikke|ikkje|nicht|pas|nao|no|nie)\s{1,2}(?:(?:the|el|la|de|del|den|det|die|der|das|le|les|o|a|do|da|til|to|von|vom)\s{1,2}){0,3}([a-z]{3,30})\b(?![@.\w])/g)].slice(0, 10))
    if (addresses.some((a) => a.split("@")[0] === m[1])) refusedLocals.add(m[1]);
  for (const a of addresses) {
    if (refusedLocals.has(a.split("@")[0]) && addresses.some((b) => b !== a && sameParty(a, b) && !refusedLocals.has(b.split("@")[0])))
      for (const e of emails.filter((x) => x.value === a)) out.push({ reason: "withdrawn", from: e.index, to: e.index + e.value.length });
  }
  for (const a of addresses) {
    const others = addresses.filter((b) => b !== a && sameParty(a, b));
    if (!others.length) continue;
    const own = emails.filter((e) => e.value === a);
    // "… skrevet «faktura@kvamsoy-arkiv.no». Det er feil.": an address the words after it call wrong withdraws no other.
    if (own.some(refused) || own.some(saidWrong)) continue;
    for (const b of others) {
      const theirs = emails.filter((e) => e.value === b);
      // The note's address outweighs the requester's words about theirs ("kan dere bruke sindre@…").
      const settled = own.some(inNote) && !theirs.some(inNote);
      if (theirs.some(inNote) && !own.some(inNote)) continue;
      if (theirs.some(holds) && !settled) continue;
      const corrected = (x: { index: number }) => theirs.some((t) => t.index < x.index && correctionBetween(folded.slice(t.index, x.index)));
      // "HR-skjemaet har e-post h.solbakken@… – den er feil": the other address, called wrong, is withdrawn.
      if (!own.some(holds) && !settled && !theirs.some(refused) && !theirs.some(saidWrong) && !own.some(corrected)) continue;
      for (const t of theirs) out.push({ reason: "withdrawn", from: t.index, to: t.index + t.value.length });
    }
  }
  return out;
}

/** A Markdown footnote's definition, "[^1]: …" or "[^src]: …", to its line's end. */
const FOOTNOTE_LINE = /^[ \t]{0,3}\[\^[^\]\n]{1,20}\]:[^\n]{0,600}/gm;

/** A line's label: "Dato (DD.MM.ÅÅÅÅ):", "3. Betrag:", "E-post*:" (folded). */
const LINE_LABEL = /^[ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?(\p{L}[\p{L} -]{0,30}?)[ \t]{0,2}(?:\([^()\n]{0,30}\))?[ \t]{0,2}\*?[ \t]{0,2}:/gmu;

/** A word for a new thing, or for naming one, right before a quote (folded). */
const NAMES_A_NEW_THING = /(?:\b(?:new|ny|nytt|nye|neue?[nrs]?|nueva|nuevo|nova|novo|nouvelle|nouveau|called|named|heter|heiter|heis?st|llamad[ao]|chamad[ao]|nommee?|appelee?)|dimensjon|dimension|dimensao)\s{0,2}$/;

/**
 * A quoted column heading, title of an attached file or of a cited rule names a part of the file or
 * the rule, no value of the task: a column word right beside the quote, a file word right before it,
 * or a file word before it inside the quote's own bracket; a rule's section number right before it;
 * or the text's own label of a line (a form's field).
 */
function documentLabels(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  // A form's own field labels ("Dato (DD.MM.ÅÅÅÅ): 14.07.1991"): a quote of one names the field ("den står i «Dato» over").
  const labels = new Set<string>();
  if (folded.includes(":")) for (const m of folded.matchAll(LINE_LABEL)) labels.add(m[1].trim());
  for (const q of findQuoted(text)) {
    // "Dimensión contable nueva «Marked»": a label named as a new thing's name is that name (the sheet's column is the dimension).
    if (labels.has(fold(q.value).trim()) && !NAMES_A_NEW_THING.test(folded.slice(Math.max(0, q.index - 24), q.index))) {
      out.push({ reason: "document-label", from: q.index, to: q.end });
      continue;
    }
    const before = folded.slice(Math.max(0, q.index - 24), q.index);
    const after = folded.slice(q.end, q.end + 24);
    const lineHead = folded.slice(Math.max(0, q.index - 80), q.index);
    const line = lineHead.slice(lineHead.lastIndexOf("\n") + 1);
    // The word right before the quote, or right after it.
    const column = COLUMN_WORD.test(/\S+\s*$/.exec(before)?.[0] ?? "") || COLUMN_WORD.test(/^\s{0,2}\S+/.exec(after)?.[0] ?? "");
    // The file word right before the quote ("the attached PDF «…»"), or in the quote's own bracket before it
    // ("(PDF im Anhang, „Tilbud om stilling“)"; not "ci-joint un reçu … (« Togbillett » sur le reçu)").
    const open = line.lastIndexOf("(");
    const inBracket = open >= 0 && open > line.lastIndexOf(")");
    const titled = FILE_NAMES.test(line) || (inBracket && FILE_WORD.test(line.slice(open)));
    if (column || titled || SECTION_BEFORE.test(before)) out.push({ reason: "document-label", from: q.index, to: q.end });
  }
  return out;
}

/**
 * Whether an index stands inside a bracket opened earlier on its line and not yet closed. One pass
 * over the text when first asked: a look back to the line's start for every match would grow with
 * the square of a line without breaks.
 */
function openBracketOnLine(folded: string): (index: number) => boolean {
  let open: Int32Array | undefined;
  return (index) => {
    if (!open) {
      open = new Int32Array(folded.length + 1);
      let last = -1;
      for (let i = 0; i < folded.length; i++) {
        open[i] = last;
        const c = folded[i];
        if (c === "(") last = i;
        else if (c === ")" || c === "\n") last = -1;
      }
      open[folded.length] = last;
    }
    return open[index] >= 0;
  };
}

/** For each position of a bracket's text, whether it stands inside a quotation in it. One pass. */
function quotedPositions(inner: string): boolean[] {
  const inside: boolean[] = [];
  let depth = 0;
  let straight = false;
  for (const c of inner) {
    if (c === '"') straight = !straight;
    else if (c === "«" || c === "“" || c === "„") depth++;
    else if ((c === "»" || c === "”") && depth > 0) depth--;
    for (let k = 0; k < c.length; k++) inside.push(depth > 0 || straight);
  }
  return inside;
}

/** Where the sentence from `from` ends: a line's end or a full stop before a capital (not the dot of "no. 914…"); a bracket's end too when `bracketed`. At most 400 characters on. */
function sentenceEnd(text: string, from: number, bracketed = false): number {
  const rest = text.slice(from, from + 400);
  // A sentence ends before a capital or a numbered item ("… samlebilag. (2) Reverser …", "… . 2) …").
  const end = rest.search(bracketed ? /\n|\)|[.!?](?=\s{1,3}(?:\p{Lu}|\(?[\da-z]\)\s)|\s*$)/u : /\n|[.!?](?=\s{1,3}(?:\p{Lu}|\(?[\da-z]\)\s)|\s*$)/u);
  return from + (end < 0 ? rest.length : end);
}

/**
 * A single word in small letters in quotes inside a bracket: a word used loosely in a remark ("(Im Dezember
 * wurde das mit einer Gutschrift „gelöst“ …)"), no name. Read after every other remark.
 */
function looseQuotes(text: string): Remark[] {
  const inBracket = (i: number) => {
    const head = text.slice(Math.max(0, i - 300), i);
    const open = head.lastIndexOf("(");
    return open >= 0 && open > head.lastIndexOf(")");
  };
  return findQuoted(text)
    .filter((q) => /^\p{Ll}[\p{Ll}'-]{1,30}$/u.test(q.value) && inBracket(q.index))
    .map((q) => ({ reason: "aside" as const, from: q.index, to: q.index + q.value.length + 2 }));
}

/** Where the figure before a "no" written in capitals starts ("… 534 NON 927 …"), or undefined. */
function shoutedNo(text: string, folded: string, at: number): number | undefined {
  const word = /^\p{L}+/u.exec(text.slice(at, at + 6))?.[0] ?? "";
  if (word.length < 2 || word !== word.toUpperCase()) return undefined;
  const around = text.slice(Math.max(0, at - 80), at + 80);
  if ((around.match(/\p{Ll}/gu) ?? []).length < (around.match(/\p{Lu}/gu) ?? []).length * 2) return undefined;
  const head = folded.slice(Math.max(0, at - 30), at);
  const figure = /(\d[\d .,]*\d|\d)[\s,]{0,3}$/.exec(head);
  return figure ? at - head.length + figure.index : undefined;
}

/**
 * A writer's self-corrections. "8 690 NOK … non, pardon, 8 960 NOK": an apology with a figure
 * within 40 characters before it and one within 30 after it withdraws the figure before. "I
 * first thought of «Logística», but no: it stays Almacén": a contrast word, a "no" and a stop
 * withdraw what the sentence said before them.
 */
function selfCorrections(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of folded.matchAll(WORD)) {
    const at = m.index!;
    const waitAfterNo = WAIT.includes(m[0]) && NO_AFTER_CONTRAST.includes(/(\p{L}+)[\s,]{1,3}$/u.exec(folded.slice(Math.max(0, at - 8), at))?.[1] ?? "");
    // "CORR 11.850,-", "1.5. – korr.: 15.5.26" replace the figure before; "corr. : et non 921 …" labels a note on what follows.
    if (CORRECTION_MARK.includes(m[0]) && !/^\.?(?: {0,2}:)?(?! {0,2}:) +(?!(?:et |and |og |und |y |e )?(?:non|not|ikke|nicht|no|nao|pas)\b)\p{L}*\s{0,2}\d?/u.test(folded.slice(at + m[0].length, at + m[0].length + 16))) continue;
    const head = folded.slice(Math.max(0, at - 40), at);
    // Named, not apologised for: only right after its figure, a dash or comma and at most a filler word between.
    const correction = CORRECTION_WORD.includes(m[0]) && /\d[^\d\n]{0,12}$/.test(head) && /[–—,-][^\d\n]{0,8}$/.test(head);
    if (SORRY.includes(m[0]) || waitAfterNo || correction) {
      const before = head.slice(head.lastIndexOf("\n") + 1);
      // The new figure within 30 characters, or further on after "the right one is" ("perdón, el traductor giró los números, correcto es 46 250").
      const after = folded.slice(at + m[0].length, at + m[0].length + 90).split("\n")[0];
      // A named correction may say why first ("Korrektur, ich habe mich vertippt: NOK 498.000,00").
      if (!/\d/.test(after.slice(0, correction ? 50 : 30)) && !RIGHT_ONE_THEN_FIGURE.test(after)) continue;
      let last = -1;
      for (const f of before.matchAll(FIGURE)) last = f.index!;
      // "nei vent" and an apology go with the figure they withdraw ("Software CRM: 172 800 … desculpem, 127 800": no word of
      // the apology is left where a name is read); a correction's name stays.
      if (last >= 0) out.push({ reason: "withdrawn", whole: true, from: at - before.length + last, to: waitAfterNo || SORRY.includes(m[0]) ? at + m[0].length : at });
    } else if (CONTRAST.has(m[0])) {
      const next = /^\s{1,2}(\p{L}+)\s{0,2}[:;,–—-]/u.exec(folded.slice(at + m[0].length, at + m[0].length + 12));
      if (!next || !NO_AFTER_CONTRAST.includes(next[1])) continue;
      const head = folded.slice(Math.max(0, at - 200), at);
      const start = Math.max(head.lastIndexOf("\n"), head.lastIndexOf("("), head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
      out.push({ reason: "withdrawn", whole: true, from: at - head.length + start + 1, to: at });
    }
  }
  return out;
}

/** "only", "but" and their kin (folded): what follows them stands. */
const KEEPING_AFTER = /\b(?:bare|berre|kun|only|just|nur|sondern|seulement|uniquement|solo|solamente|so|somente|apenas|but|men|aber|mais|pero|mas|sino)\b/;
/** A line or a field to write in: "na linha", "på linja", "on the line", "auf der Zeile", "sur la ligne", "en la línea", "i feltet" (folded). */
const LINE_WORDS = ["linha", "linje", "linja", "linjen", "line", "zeile", "ligne", "linea", "feltet", "field", "feld", "campo", "champ", "rubrikk"];
/** A word for a line or a field, alone or as a compound's tail ("fakturalinjen", "Rechnungszeile"; "deadline" is none). */
function namesLine(word: string): boolean {
  return LINE_WORDS.some((l) => word === l || (l.length >= 5 && word.length >= l.length + 4 && word.endsWith(l)));
}
/** Whom a request quotes: "Boss:", "sjefen:", "le patron :", "el jefe:", "o chefe:". */
const SPEAKER = ["boss", "chef", "chefin", "sjef", "sjefen", "jefe", "jefa", "patron", "patronne", "chefe", "ceo", "direktor", "direktoren", "director", "directora", "directeur", "directrice", "gf", "dl"];
/** What stands before a quotation on its line when someone is quoted: initials ("C.B.:"), a verb of saying or a speaker with a colon. */
// Initials with their stops ("C.B.:"), or two or three capitals ("CB:"): a word such as "Name:" is a label.
const INITIALS_LABEL = /(?:^|\n)\s{0,4}(?:\p{L}\.[\s-]?){1,4}\s?:\s{0,3}$/u;
const CAPITALS_LABEL = /(?:^|\n)\s{0,4}\p{Lu}{2,3}\s?:\s{0,3}$/u;
/** A quoted mail's line with its speaker's name ("> Anke: „…""): the mark says it is someone's words, no form's label. */
const QUOTED_SPEAKER = /(?:^|\n)\s{0,4}>\s{0,3}\p{Lu}[\p{L}.'-]{1,20}(?:\s\p{Lu}[\p{L}.'-]{1,20})?\s?:\s{0,3}$/u;

/**
 * Another person's words quoted before the writer's own request ("C.B.: «Kari tar nettbutikken for
 * Lyngstad. Lag prosjekt.»", then the project's fields): a quotation of at least three words that
 * is a sentence (it ends with a stop, "!" or "?") or is introduced by initials, a verb of saying or a
 * speaker. Its words are the reason for the request, not values for it: the whole quotation is set
 * aside, unless it holds figures or addresses that nothing after it restates.
 */
function reportedSpeech(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  // Where the text's first and last figure or address stand: whether any stands outside a quotation, found once.
  const firstFigure = text.search(/[\d@]/);
  let lastFigure = text.length - 1;
  while (lastFigure >= 0 && !/[\d@]/.test(text[lastFigure])) lastFigure--;
  for (const q of findQuoted(text)) {
    // Only the 80 characters before the quotation are looked at (its line's start within them): linear.
    const near = Math.max(0, q.index - 80);
    const lineStart = near + folded.slice(near, q.index).lastIndexOf("\n") + 1;
    const before = folded.slice(Math.max(lineStart, q.index - 60), q.index);
    const words = before.match(/\p{L}+/gu) ?? [];
    // Two words in small letters after a verb of saying are words too ("Margaux m'a dit qu'il commençait « début
    // septembre »"); a name is capitalised.
    const short = q.value.split(/\s+/).length < 3;
    if (short && !(/^\p{Ll}/u.test(q.value) && q.value.includes(" ") && words.slice(-6).some((w) => SAYS.includes(w)))) continue;
    const introduced =
      short ||
      INITIALS_LABEL.test(folded.slice(lineStart, q.index)) ||
      CAPITALS_LABEL.test(text.slice(lineStart, q.index)) ||
      words.slice(-3).some((w) => SAYS.includes(w)) ||
      // Words in small letters a few words after a verb of saying or asking ("pergunta se o imposto fica "uns 250 mil"").
      (/^\p{Ll}/u.test(q.value) && words.slice(-6).some((w) => SAYS.includes(w))) ||
      (/:\s{0,3}$/.test(before) && words.some((w) => SAYS.includes(w))) ||
      (/:\s{0,3}$/.test(before) && words.slice(-2).some((w) => SPEAKER.includes(w))) ||
      QUOTED_SPEAKER.test(text.slice(lineStart, q.index));
    const sentence = /[.!?…]$/.test(q.value);
    if (!introduced && !sentence) continue;
    // "Na linha escreve «Pão para brunch»", "på linja skriv «…»": what to write on the line or in a field is an
    // instruction, no one's words.
    // ("Skriv «Lunsjservering styremøte 12. mai» på fakturalinjen": the line may be named after the quotation, as a compound's tail.)
    const next = folded.slice(q.end, q.end + 40).split("\n")[0].match(/\p{L}+/gu) ?? [];
    const onLine = /^(?:pa|paa|on|in|i|auf|sur|dans|en|na|no|em)$/.test(next[0] ?? "") && next.slice(1, 3).some(namesLine);
    if (words.slice(-4).some(namesLine) || onLine) continue;
    // Amounts or addresses in the quotation stand only if no figure or address stands outside it ("Abschlag 1 bitte …" holds none).
    if ((findAmounts(q.value).length > 0 || q.value.includes("@")) && !(firstFigure < q.index || lastFigure >= q.end)) continue;
    out.push({ reason: "speech", whole: true, from: q.index, to: q.end });
  }
  return out;
}

/** "hereinafter", "heretter", "nachfolgend", "en adelante", "ci-après", "doravante": a defined term follows. */
const HEREINAFTER = ["hereinafter", "henceforth", "heretter", "heretterfolgende", "nachfolgend", "folgenden", "fortan", "adelante", "sucesivo", "apres", "dessous", "doravante", "adiante"];
/** Articles before a defined term: "the "Customer"", "«el Cliente»" is quoted with it. */
const ARTICLE = ["the", "den", "det", "der", "die", "das", "el", "la", "los", "las", "o", "a", "os", "as", "le", "les", "l"];
const QUOTE_OPEN = /[«"„“‘']/;

/**
 * A defined term in brackets after a party: "(org. no. 926118706; the "Customer")", "(…, heretter
 * «kunden»)", "(nachfolgend „Mitarbeiter“)". The quotation names a party already named, for the
 * rest of the text: no value of its own. Set aside when a word for "hereinafter" leads it, or an
 * article after another entry of the bracket.
 */
function definedTerms(folded: string): Remark[] {
  const out: Remark[] = [];
  for (const m of folded.matchAll(/\(([^()\n]{1,300})\)/g)) {
    const inner = m[1];
    // "(hereinafter, together, "the Lines")", "(hereinafter respectively "the Overdue Invoice" and "the Defaulting Customer")":
    // a bracket opened by "hereinafter" defines every short quoted term in it.
    const firstQuote = inner.search(QUOTE_OPEN);
    if (firstQuote > 0 && (inner.slice(0, firstQuote).match(/\p{L}+/gu) ?? []).some((w) => HEREINAFTER.includes(w))) {
      for (const t of inner.slice(firstQuote).matchAll(/["«“„'‘]\s?([\p{L}' -]{2,40}?)\s?["»”“'’]/gu)) {
        if (t[1].trim().split(/\s+/).length > 4) continue;
        const from = m.index! + 1 + firstQuote + t.index!;
        out.push({ reason: "defined-term", whole: true, from, to: from + t[0].length });
      }
      continue;
    }
    const cut = Math.max(inner.lastIndexOf(";"), inner.lastIndexOf(","));
    const segment = inner.slice(cut + 1);
    const q = segment.search(QUOTE_OPEN);
    if (q < 0) continue;
    let lead = segment.slice(0, q).match(/\p{L}+/gu) ?? [];
    // "…; en adelante, «el Empleado»": the word for "hereinafter" before the last comma.
    if (lead.length === 0 && cut >= 0) lead = inner.slice(Math.max(inner.lastIndexOf(";", cut - 1), inner.lastIndexOf(",", cut - 1)) + 1, cut).match(/\p{L}+/gu) ?? [];
    const quoted = segment.slice(q + 1).replace(/[»"“”’'\s]+$/u, "");
    if (!/^[\p{L}' -]{2,40}$/u.test(quoted) || quoted.trim().split(/\s+/).length > 3) continue;
    const named = lead.some((w) => HEREINAFTER.includes(w));
    const article = lead.length > 0 && lead.every((w) => ARTICLE.includes(w));
    // "(the "Employee")": an article and an accounting noun alone in the bracket define it too.
    const noun = isAccountingNoun(quoted.trim().split(/\s+/).pop() ?? "");
    // "Tripletex («Systemet»)", "(el «Sistema»)": a term alone in its bracket that the text uses again names what stands before it.
    const term = quoted.trim();
    // So is one after its article alone, the way a legal text defines its terms ("Tripletex (el «Sistema»)"): a whole quotation,
    // not an elided article ("(l'argent des rappels)").
    const wholeQuote = !/\p{L}/u.test(segment[q - 1] ?? "") && /["»”’']\s*$/u.test(segment);
    const usedAgain = cut < 0 && wholeQuote && (article || (lead.length === 0 && term.length >= 3 && folded.indexOf(term, m.index! + m[0].length) >= 0));
    if (!named && !(article && (cut >= 0 || noun)) && !usedAgain) continue;
    const from = m.index! + 1 + cut + 1 + q;
    out.push({ reason: "defined-term", whole: true, from, to: m.index! + m[0].length - 1 });
  }
  // "«Dei Nye Avdelingane» betyr …", "„Prüfungszeitraum" bezeichnet …", "«el Sistema» significa …": a term being defined.
  for (const m of folded.matchAll(DEFINES)) {
    const from = m.index! + m[1].length;
    out.push({ reason: "defined-term", whole: true, from, to: from + m[2].length });
  }
  // "By "taxable profit" I mean …", "Med «resultat» meiner eg …", "Unter „Gewinn“ verstehe ich …": the writer's own term.
  for (const m of folded.matchAll(DEFINED_BY)) {
    const from = m.index! + m[1].length;
    out.push({ reason: "defined-term", whole: true, from, to: from + m[2].length });
  }
  return out;
}

/** "by "X" I mean", "med «X» mener jeg", "unter „X“ verstehe ich", "par « X » j'entends", "por «X» entiendo", "por «X» entendo" (folded). */
const DEFINED_BY =
  /(\b(?:by|med|unter|par|por)[ \t]{1,2})(["«“„‘][^"«»“”„‘’\n]{2,60}["»”“’]),?[ \t]{0,2}(?:(?:i|we|jeg|eg|vi|ich|wir|je|j'|nous|yo|eu)[ \t]{0,2})?(?:mean|meant|mener|meiner|meinen|meine|verstehe|verstehen|entends|entendons|entiendo|entendemos|me refiero|entendo|entendemos|quero dizer)\b/g;

/** A quoted term and the verb that defines it (folded): "«X» betyr", "“X” means", "„X“ bezeichnet", "« X » désigne", "«X» significa". */
const DEFINES =
  /(^|[\s(:;])(["«“„‘][^"«»“”„‘’\n]{2,60}["»”“’])[ \t]{0,2}(?:betyr|betyder|tyder|means|shall mean|refers to|bezeichnet|bedeutet|meint|designe|signifie|significa|designa|se refiere a|hace referencia a|refere-se a|quer dizer)\b/g;

/** Between an amount and its bracket: its unit words, a cheque's cents ("kroner 189000 00/100 (kr 189 000,00)"), the bracket's opening. */
const BRACKET_OPEN = /^[\s,]{0,3}(?:\p{L}{1,16}[ \t]{1,2}){0,3}(?:\d{2}\/100[ \t]{1,2})?\(\s{0,2}$/u;

/**
 * An amount written again in words in a bracket right after it ("5.000,00 NOK (cinco mil
 * coronas)", read as "(5000 coronas)"; "11,06 coronas por euro (once coronas con seis)"), or between
 * dashes ("NOK 8.400,00 — achttausendvierhundert Kronen —"): the same figure, once. The bracket or
 * the dashed words are set aside. An amount in words whose bracketed figure differs: the words prevail,
 * and the figure is withdrawn.
 */
function restatedAmounts(text: string): Remark[] {
  const out: Remark[] = [];
  const amounts = findAmounts(text);
  for (let i = 1; i < amounts.length; i++) {
    const [a, b] = [amounts[i - 1], amounts[i]];
    const open = text.slice(a.index + a.length, b.index);
    if (Math.abs(a.value - b.value) > 0.005) {
      // "twelve thousand seven hundred and fifty kroner (NOK 12,570.00)", read as "12750 kroner (NOK 12,570.00)": an amount
      // in words with a figure in brackets that differs from it. As on a cheque or in a contract, the words prevail.
      const inWords = /^\D{0,8}\d{4,}\D{0,8}$/.test(text.slice(a.index, a.index + a.length)) && /\d[ .,\u00a0]\d{3}\b/.test(text.slice(b.index, b.index + b.length));
      const close = inWords && BRACKET_OPEN.test(open) ? /^[^()\n]{0,40}?\)/.exec(text.slice(b.index + b.length)) : null;
      if (close) out.push({ reason: "withdrawn", whole: true, from: a.index + a.length + open.indexOf("("), to: b.index + b.length + close[0].length });
      continue;
    }
    // "11,06 coronas por euro (once coronas con seis)": the figure's unit may stand before the bracket.
    // "kroner 189000 00/100 (kr 189 000,00)": the cheque's cents between.
    if (BRACKET_OPEN.test(open)) {
      const close = /^[^()\n]{0,40}?\)/.exec(text.slice(b.index + b.length));
      if (close) out.push({ reason: "restated", whole: true, from: a.index + a.length + open.indexOf("("), to: b.index + b.length + close[0].length });
      continue;
    }
    // "NOK 8.400,00 — achttausendvierhundert Kronen —": between dashes.
    const dash = /^[ \t]{1,2}[—–-][ \t]{1,2}$/.exec(open);
    const closing = dash ? /^[ \t]{1,2}[—–-](?=[ \t])/.exec(text.slice(b.index + b.length)) : null;
    if (dash && closing) out.push({ reason: "restated", whole: true, from: a.index + a.length, to: b.index + b.length + closing[0].length });
  }
  return out;
}

/**
 * For values read in order of their index: the remark each lies in, if any. One walk over the
 * remarks (sorted by start), whatever their number: the remark reaching furthest among those
 * already begun covers the value if any does.
 */
export function remarkCover(remarks: readonly Remark[]): (index: number) => Remark | undefined {
  let p = 0;
  let reach: Remark | undefined;
  return (index) => {
    while (p < remarks.length && remarks[p].from <= index) {
      if (!reach || remarks[p].to > reach.to) reach = remarks[p];
      p++;
    }
    return reach && reach.to > index ? reach : undefined;
  };
}

/** A company with its legal form (the name's capitalised words before it). */
const COMPANY = /(?:\p{Lu}[\p{L}&'’.-]{0,40}[ \t]{1,2}(?:(?:og|and|und|et|y|e|&|de|do|da|du|del|von|van)[ \t]{1,2})?){1,6}(?:AS|ASA|A\/S|AB|GmbH|Ltd|Limited|SARL|SAS|SA|SL|Lda|Oy)\b/gu;
/**
 * The client's file or books: "whose file is kept in English", "deren Akte", "cuya carpeta", "com dossier
 * em português", "la comptabilité de …", "rekneskapen til …" (folded).
 */
const OWN_FILE = /\b(?:whose (?:file|books|accounts)|(?:deren|dessen) (?:akte|unterlagen|buchhaltung)|cuya (?:carpeta|contabilidad)|cujo (?:dossier|processo)|com (?:o )?dossier|dont le dossier|(?:la )?comptabilite de|(?:la )?contabilidad de|(?:a )?contabilidade d[aeo]s?|rekneskapen til|rekneskapet til|regnskapet til|regnskapet for|the books of|die buchhaltung (?:der|von))\b/;

/**
 * The company whose books the request is kept in, named by a bookkeeper who keeps several clients' books
 * ("this one is for Northsea Crew AS, whose file is kept in English", "ce message concerne la comptabilité
 * de Lumen Import AS"): the accounting system is that company's, so it is no customer, supplier or line
 * of the task. Only in a sentence that speaks of the client's file or books. Linear: one pass per sentence.
 */
function booksOwners(text: string, folded: string): Remark[] {
  const out: Remark[] = [];
  for (const s of sentences(folded)) {
    // A client's file is named in an opening sentence, never in a long run of text.
    if (s.to - s.from > 600) continue;
    const clause = folded.slice(s.from, s.to);
    const file = OWN_FILE.exec(clause);
    if (!file) continue;
    const at = s.from + file.index;
    // The company right before the file's words ("X AS, whose file …") or right after them ("comptabilité de X AS").
    let best: { from: number; to: number; gap: number } | undefined;
    for (const m of text.slice(s.from, s.to).matchAll(COMPANY)) {
      const from = s.from + m.index!;
      const to = from + m[0].length;
      const gap = to <= at ? at - to : from - (at + file[0].length);
      if (gap >= 0 && gap <= 20 && (!best || gap < best.gap)) best = { from, to, gap };
    }
    if (!best) continue;
    // The file's words go with it, to the end of their clause ("…, whose file is kept in English.").
    const rest = folded.slice(at, s.to).search(/[,;:.!?\n]/);
    const fileEnd = rest < 0 ? s.to : at + rest;
    out.push({ reason: "books-owner", whole: true, from: Math.min(best.from, at), to: Math.max(best.to, fileEnd) });
  }
  return out;
}

/** A VAT number of another country: its label, the country's two letters, its digits ("USt-IdNr. DE 318 442 907", "VAT no. GB 123456789"). */
const FOREIGN_VAT_ID =
  /(?:USt-?Id(?:Nr|-Nr)?\.?|UID(?:-Nr)?\.?|Umsatzsteuer-Id\p{L}*|VAT(?:[ \t](?:no|number|ID|reg)\.?)?|TVA(?:[ \t]intra\p{L}*)?|N\.?[º°][ \t]?TVA|NIF-IVA|P\.?[ \t]?IVA)[ \t]{0,2}:?[ \t]{0,2}(?:DE|GB|FR|ES|PT|IT|NL|BE|AT|SE|DK|FI|PL|IE|LU|CH)[ \t]?\d(?:[ \t]?\d){7,11}(?![\d])/gu;

/** A line opening with the client's name and a dash or colon ("Weber Technik AS - Projekt …", "para a Bacalhau AS: criar …"). */
const CLIENT_HEAD = /(?:^|\n)[ \t]{0,4}(?:(?:for|fur|für|para|pour|til|hos|at|bei|chez)[ \t]{1,2}(?:(?:a|o|the|la|le|el|die|der|den|det)[ \t]{1,2})?)?$/u;
/** A new party or hire for the client ("neuen Kunden für …", "proveedor nuevo para …", "New hire at …"), folded. */
const FOR_CLIENT = /\b(?:kunde\w{0,2}|lieferant\w{0,2}|customer|supplier|vendor|hire|employee|cliente|proveedor|fornecedor|fournisseur|client|kunde|leverandor\w{0,3}|tilsett\w{0,2}|ansatt\w{0,2}|mitarbeiter\w{0,2}|empleado|funcionario|salarie)[ \t]{1,2}(?:\p{L}+[ \t]{1,2})?(?:fur|for|para|pour|til|hos|at|bei|chez)[ \t]{1,2}(?:(?:a|o|the|la|le|el|die|der|den)[ \t]{1,2})?$/u;

/**
 * The client whose books a bookkeeper keeps, named at the head of a request about another party: "Weber Technik AS -
 * Projekt … für Vartdal Plast AS (Org.-Nr. …)", "para a Bacalhau Atlântico AS: criar …", "neuen Kunden für Brandt
 * Fischhandel AS anlegen … Hanse Feinkost GmbH, Org.-Nr. …". Only a company with no organisation number of its own
 * beside it, in a text where another company has one: that other company is the task's party. Bounded: the first
 * few companies; linear.
 */
function clientHeads(text: string, folded: string): Remark[] {
  const companies = [...text.slice(0, 4000).matchAll(COMPANY)].slice(0, 8);
  if (companies.length < 2) return [];
  const orgs = findOrgNumbers(text).slice(0, 20);
  const numbered = (from: number, to: number) => orgs.some((o) => o.index >= from - 5 && o.index <= to + 60);
  const out: Remark[] = [];
  for (const m of companies) {
    const from = m.index!;
    const to = from + m[0].length;
    if (numbered(from, to) || !companies.some((c) => c !== m && numbered(c.index!, c.index! + c[0].length))) continue;
    const before = folded.slice(Math.max(0, from - 60), from);
    const head = CLIENT_HEAD.test(before) && /^[ \t]{0,2}[-–—:]/.test(text.slice(to, to + 4));
    if (head || FOR_CLIENT.test(before)) out.push({ reason: "books-owner", whole: true, from, to });
  }
  return out;
}
