import { fold } from "./text";

export const LANGUAGES = ["nb", "nn", "en", "es", "pt", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Frequent words that tell the seven prompt languages apart (folded). */
const MARKERS: Record<Language, string[]> = {
  en: ["the", "and", "with", "for", "of", "to", "is", "has", "we", "this", "from", "on", "an", "please", "create", "register", "invoice", "customer", "employee", "amount", "account", "post", "should"],
  nb: ["og", "med", "til", "en", "et", "er", "pa", "ikke", "som", "har", "opprett", "kunden", "denne", "fra", "vi", "heter", "ansatt", "hver", "fodt", "gjelder", "timer", "dager", "maned", "lonn", "vedkommende", "hele", "regnskap", "bokfor", "skal", "beregn", "kostnader", "feilene", "hvis", "finnes", "riktig", "mottatt", "trenger", "kvitteringen", "bankutskriften", "utfor", "eiendeler", "avskrivninger", "lonnsavsetning", "maned", "kunder", "dine"],
  nn: ["og", "med", "til", "ein", "eit", "er", "pa", "ikkje", "som", "har", "opprett", "kunden", "denne", "fra", "me", "heiter", "tilsett", "kvar", "fodd", "gjeld", "timar", "dagar", "manad", "lon", "vedkomande", "heile", "rekneskap", "bokfor", "skal", "dei", "rekn", "kostnad", "feila", "viss", "finst", "rett", "motteke", "treng", "kvitteringa", "bankutskrifta", "gjer", "eigedelar", "avskrivingar", "lonnsavsetjing", "avdelingar", "kundane", "tilsette", "reiserekning", "hovudboka", "manglande", "staden", "utfor", "berre", "ho", "han", "sjaa", "fraa", "inngaaande", "nyttast", "opne", "utbetalingar", "innbetalingar", "delbetalingar", "forfalne", "kundefordringar", "eingongsbonus", "grunnlon", "koyr"],
  de: ["der", "die", "das", "und", "mit", "sie", "fur", "ein", "eine", "einen", "den", "dem", "ist", "auf", "von", "zu", "im", "bitte", "erstellen", "rechnung", "kunden", "buchen", "wir", "haben", "diese", "uber", "nach", "des", "fuer", "als", "zzgl", "existiert", "schon", "senden", "anlegen", "gebucht", "bezahlt", "lieferant", "lieferanten", "mitarbeiter", "abteilung", "beleg", "betrag", "mwst", "ust", "noch", "nicht", "auch", "wird", "werden"],
  fr: ["le", "la", "les", "de", "du", "des", "et", "avec", "pour", "une", "un", "est", "vous", "nous", "au", "aux", "sur", "creez", "facture", "client", "enregistrez", "compte", "montant", "l", "d", "qui", "dans", "votre", "vos"],
  es: ["el", "la", "los", "las", "de", "del", "y", "con", "para", "por", "una", "un", "es", "en", "al", "crea", "cree", "factura", "cliente", "registre", "cuenta", "importe", "su", "sus", "que", "tiene", "hemos", "nuevo"],
  pt: ["o", "a", "os", "as", "de", "do", "da", "dos", "das", "e", "com", "para", "por", "uma", "um", "no", "na", "ao", "crie", "fatura", "cliente", "registe", "conta", "valor", "seu", "seus", "que", "tem", "temos", "novo", "nao", "voce", "em"],
};

// Words both Norwegian standards use: they count for both.
const NORWEGIAN = ["registrer", "leverandoren", "organisasjonsnummer", "kunden", "fakturaen", "banken", "reverser", "prosjektet", "opprett", "fastpris", "avdeling", "konto", "mva", "kr", "eksklusiv", "ekskl", "utestaende", "returnert", "betalt", "bilag", "prosjekt", "timer", "faktura", "kostnad", "gjennom", "bokfort"];
MARKERS.nb.push(...NORWEGIAN, "adressen", "betalingen", "ble", "knyttet", "prosjektleder", "gjelder", "hele");
MARKERS.nn.push(...NORWEGIAN, "adressa", "betalinga", "vart", "knytt", "prosjektleiar", "gjeld", "heile", "ei", "korleis", "kva");

const NN_ONLY = new Set(MARKERS.nn.filter((w) => !MARKERS.nb.includes(w)));
const NB_ONLY = new Set(MARKERS.nb.filter((w) => !MARKERS.nn.includes(w)));

/** The prompt's language, by counting marker words; ties fall to English. */
export function detectLanguage(text: string): Language {
  // The writer's own words decide: a pasted system message ("> [ERP …] "Faktura kan ikke opprettes …"") or a quote is
  // another's language — unless the writer's own words are too few to tell.
  const own = text.slice(0, 100_000).replace(/^[ \t]*>[^\n]*$/gm, " ").replace(/"[^"\n]{0,300}"|«[^»\n]{0,300}»|“[^”\n]{0,300}”/g, " ");
  if (own.length < text.length) {
    const scored = languageScores(own);
    if (Math.max(...Object.values(scored.scores)) >= MIN_OWN_MARKERS) return scored.best;
  }
  return languageScores(text).best;
}

/** Marker words the writer's own text needs before it decides the language alone. */
const MIN_OWN_MARKERS = 3;

function languageScores(text: string): { scores: Record<Language, number>; best: Language } {
  // A company's legal suffix in capitals ("Reisen AS", "Vinos SA") and the letters of a hyphened word ("E-Mail",
  // "e-post") are no language's small words ("as", "e").
  const words = fold(text.replace(/(?<![\p{L}-])(?:AS|ASA|SA|DA|AB)(?![\p{L}-])/gu, " ")).match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
  const scores = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  const sets = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(MARKERS[l])])) as Record<Language, Set<string>>;
  for (const w of words) for (const l of LANGUAGES) if (sets[l].has(w)) scores[l] += 1;
  // Bokmål and nynorsk share most words: decide between them on the words only one of them uses.
  let nn = 0;
  let nb = 0;
  for (const w of words) {
    if (NN_ONLY.has(w)) nn++;
    if (NB_ONLY.has(w)) nb++;
  }
  const norwegian = Math.max(scores.nb, scores.nn);
  scores.nb = nb >= nn ? norwegian : norwegian - 1;
  scores.nn = nn > nb ? norwegian : norwegian - 1;
  let best: Language = "en";
  for (const l of LANGUAGES) if (scores[l] > scores[best]) best = l;
  return { scores, best };
}
