import type { Language } from "../language";

/**
 * The words of spoken numbers in the seven request languages, as morphemes a number is built
 * from: units (0–9), teens (10–19, and Spanish 21–29, which are one word), tens, hundreds written
 * as one word (Spanish and Portuguese "doscientas"), multipliers (hundred, thousand, million) and
 * ordinals (for dates: "femtende april"). Keys are in `key()` form.
 */
export type MorphKind = "unit" | "teen" | "tens" | "hundreds" | "mul" | "ordinal";

export interface Morph {
  value: number;
  kind: MorphKind;
  /** An article or pronoun as well ("en", "one", "un"): a number only beside other number words. */
  weak?: boolean;
  /** Only a digit inside a run of digits ("oh" in "twelve oh nine"). */
  digitOnly?: boolean;
  /** How much may still be added after this word (French "soixante" and "quatre-vingt" take 10–19). */
  room?: number;
}

/** Lowercase, accents dropped, the Nordic letters kept apart (åtte ≠ atten), ß as ss. */
export function key(word: string): string {
  return word
    .toLowerCase()
    .replace(/å/g, "aa")
    .replace(/ø/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

type Table = Record<string, Morph>;

function add(t: Table, kind: MorphKind, value: number, words: string[], extra: Partial<Morph> = {}) {
  for (const w of words) t[key(w)] = { value, kind, ...extra };
}

/** Units 0–9 then teens 10–19 then tens 20–90, as lists of spellings. */
function base(units: string[][], teens: string[][], tens: string[][]): Table {
  const t: Table = {};
  units.forEach((ws, i) => add(t, "unit", i, ws));
  teens.forEach((ws, i) => add(t, "teen", 10 + i, ws));
  tens.forEach((ws, i) => add(t, "tens", 20 + 10 * i, ws));
  return t;
}

function ordinals(t: Table, list: [number, string[]][]) {
  for (const [v, ws] of list) add(t, "ordinal", v, ws);
}

const en = base(
  [["zero"], ["one"], ["two"], ["three"], ["four"], ["five"], ["six"], ["seven"], ["eight"], ["nine"]],
  [["ten"], ["eleven"], ["twelve"], ["thirteen"], ["fourteen"], ["fifteen"], ["sixteen"], ["seventeen"], ["eighteen"], ["nineteen"]],
  [["twenty"], ["thirty"], ["forty", "fourty"], ["fifty"], ["sixty"], ["seventy"], ["eighty"], ["ninety"]],
);
en.one.weak = true;
add(en, "unit", 0, ["oh", "o"], { digitOnly: true });
add(en, "mul", 100, ["hundred"]);
add(en, "mul", 1000, ["thousand"]);
add(en, "mul", 1e6, ["million", "millions"]);
ordinals(en, [
  [1, ["first"]], [2, ["second"]], [3, ["third"]], [4, ["fourth"]], [5, ["fifth"]], [6, ["sixth"]], [7, ["seventh"]], [8, ["eighth"]], [9, ["ninth"]],
  [10, ["tenth"]], [11, ["eleventh"]], [12, ["twelfth"]], [13, ["thirteenth"]], [14, ["fourteenth"]], [15, ["fifteenth"]], [16, ["sixteenth"]],
  [17, ["seventeenth"]], [18, ["eighteenth"]], [19, ["nineteenth"]], [20, ["twentieth"]], [30, ["thirtieth"]],
]);

const no = base(
  [["null"], ["en", "ein", "ett", "eitt"], ["to"], ["tre"], ["fire"], ["fem"], ["seks"], ["sju", "syv"], ["åtte"], ["ni"]],
  [["ti"], ["elleve"], ["tolv"], ["tretten"], ["fjorten"], ["femten"], ["seksten"], ["sytten"], ["atten"], ["nitten"]],
  [["tjue", "tjuge", "tyve"], ["tretti", "tredve"], ["førti"], ["femti"], ["seksti"], ["sytti"], ["åtti"], ["nitti"]],
);
for (const w of ["en", "ein", "ett", "eitt"]) no[w].weak = true;
add(no, "mul", 100, ["hundre", "hundrede"]);
add(no, "mul", 1000, ["tusen"]);
add(no, "mul", 1e6, ["million", "millioner", "millionar"]);
ordinals(no, [
  [1, ["første", "fyrste"]], [2, ["andre"]], [3, ["tredje"]], [4, ["fjerde"]], [5, ["femte"]], [6, ["sjette"]], [7, ["sjuende", "syvende", "sjuande"]],
  [8, ["åttende", "åttande"]], [9, ["niende", "niande"]], [10, ["tiende", "tiande"]], [11, ["ellevte"]], [12, ["tolvte"]],
  [13, ["trettende", "trettande"]], [14, ["fjortende", "fjortande"]], [15, ["femtende", "femtande"]], [16, ["sekstende", "sekstande"]],
  [17, ["syttende", "syttande"]], [18, ["attende", "attande"]], [19, ["nittende", "nittande"]], [20, ["tjuende", "tjuande", "tjugande"]],
  [30, ["trettiende", "trettiande"]],
]);

const de = base(
  [["null"], ["eins", "ein", "eine"], ["zwei", "zwo"], ["drei"], ["vier"], ["fünf"], ["sechs"], ["sieben"], ["acht"], ["neun"]],
  [["zehn"], ["elf"], ["zwölf"], ["dreizehn"], ["vierzehn"], ["fünfzehn"], ["sechzehn"], ["siebzehn"], ["achtzehn"], ["neunzehn"]],
  [["zwanzig"], ["dreißig", "dreissig"], ["vierzig"], ["fünfzig"], ["sechzig"], ["siebzig"], ["achtzig"], ["neunzig"]],
);
de.ein.weak = true;
de.eine.weak = true;
add(de, "mul", 100, ["hundert"]);
add(de, "mul", 1000, ["tausend"]);
add(de, "mul", 1e6, ["million", "millionen"]);
{
  const stems: [number, string][] = [
    [1, "erste"], [2, "zweite"], [3, "dritte"], [4, "vierte"], [5, "fünfte"], [6, "sechste"], [7, "siebte"], [8, "achte"], [9, "neunte"], [10, "zehnte"],
    [11, "elfte"], [12, "zwölfte"], [13, "dreizehnte"], [14, "vierzehnte"], [15, "fünfzehnte"], [16, "sechzehnte"], [17, "siebzehnte"], [18, "achtzehnte"],
    [19, "neunzehnte"], [20, "zwanzigste"], [30, "dreißigste"],
  ];
  ordinals(de, stems.map(([v, s]) => [v, [s, `${s}n`, `${s}r`, `${s}s`]]));
}

const fr = base(
  [["zéro"], ["un", "une"], ["deux"], ["trois"], ["quatre"], ["cinq"], ["six"], ["sept"], ["huit"], ["neuf"]],
  [[], ["onze"], ["douze"], ["treize"], ["quatorze"], ["quinze"], ["seize"], [], [], []],
  [["vingt", "vingts"], ["trente"], ["quarante"], ["cinquante"], ["soixante"], [], [], []],
);
fr.un.weak = true;
fr.une.weak = true;
// "dix-sept" is ten plus seven; "soixante-dix", "quatre-vingt-quinze" add a teen.
add(fr, "tens", 10, ["dix"], { room: 9 });
add(fr, "tens", 60, ["soixante"], { room: 19 });
add(fr, "tens", 80, ["quatrevingt", "quatrevingts"], { room: 19 });
add(fr, "mul", 100, ["cent", "cents"]);
add(fr, "mul", 1000, ["mille", "mil"]);
add(fr, "mul", 1e6, ["million", "millions"]);
ordinals(fr, [[1, ["premier", "première", "1er"]]]);

const es = base(
  [["cero"], ["uno", "un", "una"], ["dos"], ["tres"], ["cuatro"], ["cinco"], ["seis"], ["siete"], ["ocho"], ["nueve"]],
  [["diez"], ["once"], ["doce"], ["trece"], ["catorce"], ["quince"], ["dieciséis"], ["diecisiete"], ["dieciocho"], ["diecinueve"]],
  [["veinte"], ["treinta"], ["cuarenta"], ["cincuenta"], ["sesenta"], ["setenta"], ["ochenta"], ["noventa"]],
);
for (const w of ["uno", "un", "una"]) es[w].weak = true;
[["veintiuno", "veintiún", "veintiuna"], ["veintidós"], ["veintitrés"], ["veinticuatro"], ["veinticinco"], ["veintiséis"], ["veintisiete"], ["veintiocho"], ["veintinueve"]].forEach(
  (ws, i) => add(es, "teen", 21 + i, ws),
);
add(es, "hundreds", 100, ["cien", "ciento"]);
["dos", "tres", "cuatro", "quinien", "seis", "sete", "ocho", "nove"].forEach((p, i) => {
  const stem = p === "quinien" ? "quinient" : `${p}cient`;
  add(es, "hundreds", 200 + 100 * i, [`${stem}os`, `${stem}as`]);
});
add(es, "mul", 1000, ["mil"]);
add(es, "mul", 1e6, ["millón", "millones"]);
ordinals(es, [[1, ["primero", "primer"]]]);

const pt = base(
  [["zero"], ["um", "uma"], ["dois", "duas"], ["três"], ["quatro"], ["cinco"], ["seis"], ["sete"], ["oito"], ["nove"]],
  [["dez"], ["onze"], ["doze"], ["treze"], ["catorze", "quatorze"], ["quinze"], ["dezasseis", "dezesseis"], ["dezassete", "dezessete"], ["dezoito"], ["dezanove", "dezenove"]],
  [["vinte"], ["trinta"], ["quarenta"], ["cinquenta"], ["sessenta"], ["setenta"], ["oitenta"], ["noventa"]],
);
pt.um.weak = true;
pt.uma.weak = true;
add(pt, "hundreds", 100, ["cem", "cento"]);
["duzent", "trezent", "quatrocent", "quinhent", "seiscent", "setecent", "oitocent", "novecent"].forEach((s, i) => add(pt, "hundreds", 200 + 100 * i, [`${s}os`, `${s}as`]));
add(pt, "mul", 1000, ["mil"]);
add(pt, "mul", 1e6, ["milhão", "milhões"]);
ordinals(pt, [[1, ["primeiro"]]]);

export const NUMBERS: Record<Language, Table> = { en, nb: no, nn: no, de, fr, es, pt };

/** Languages whose number words are written together ("zwölfhundertneunundvierzig", "tjuetjueseks"). */
export const COMPOUNDING: ReadonlySet<Language> = new Set(["de", "nb", "nn", "fr", "en"]);

/** "and" between the parts of a number. */
export const CONNECTORS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["and"]),
  nb: new Set(["og"]),
  nn: new Set(["og"]),
  de: new Set(["und"]),
  fr: new Set(["et"]),
  es: new Set(["y"]),
  pt: new Set(["e"]),
};

/** "a" in "a hundred", "a thousand". */
export const ONE_BEFORE_MULTIPLIER: Record<Language, ReadonlySet<string>> = {
  en: new Set(["a", "one"]),
  nb: new Set(["en", "ett", "ei", "ein", "eitt"]),
  nn: new Set(["en", "ett", "ei", "ein", "eitt"]),
  de: new Set(["ein", "eine"]),
  fr: new Set(["un"]),
  es: new Set(["un"]),
  pt: new Set(["um"]),
};

/** "por ciento", "pour cent", "per hundred": a hundred that means percent. */
export const PERCENT_BEFORE: ReadonlySet<string> = new Set(["por", "pour", "per", "pro"]);

/** Currencies said before their hundredths ("289 coroas e 50"). */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set(["kroner", "krone", "kronen", "kronor", "couronnes", "couronne", "coronas", "corona", "coroas", "coroa", "euros", "euro", "dollars", "dollar", "nok", "kr", "eur"]);

/** "half" after "and a": "seven and a half". */
export const HALF: ReadonlySet<string> = new Set(["half", "halv", "halb", "demi", "demie", "media", "medio", "meia", "meio"]);
export const HALF_ARTICLES: ReadonlySet<string> = new Set(["a", "en", "ein", "ei", "eine", "un", "una", "uma", "um"]);

/** The decimal comma said aloud ("onze vírgula quarenta e cinco", "once con veinte"). */
export const DECIMAL: Record<Language, ReadonlySet<string>> = {
  en: new Set(["point"]),
  nb: new Set(["komma"]),
  nn: new Set(["komma"]),
  de: new Set(["komma"]),
  fr: new Set(["virgule"]),
  es: new Set(["coma", "con"]),
  pt: new Set(["virgula"]),
};

/** Hesitation sounds of dictation: dropped. */
export const FILLERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["eh", "uh", "uhm", "um", "umm", "erm", "ehm", "hmm", "hm"]),
  nb: new Set(["eh", "ehm", "oehm", "oeh", "hm", "hmm", "mm"]),
  nn: new Set(["eh", "ehm", "oehm", "oeh", "hm", "hmm", "mm"]),
  de: new Set(["ah", "ahm", "oh", "ohm", "eh", "ehm", "hm", "hmm"]),
  fr: new Set(["euh", "heu", "eh", "hum", "hm", "hmm", "bah"]),
  es: new Set(["eh", "ehm", "em", "mmm", "hmm", "hm"]),
  pt: new Set(["hum", "hmm", "eh", "ehm", "er", "hm"]),
};

/** Spoken punctuation of e-mail addresses and identifiers. */
export const DOT_WORDS: ReadonlySet<string> = new Set(["dot", "punkt", "punktum", "point", "punto", "ponto"]);
export const AT_WORDS: ReadonlySet<string> = new Set(["at", "kroellalfa", "alfakroell", "arroba", "arobase", "klammeraffe", "aet"]);
export const DASH_WORDS: ReadonlySet<string> = new Set(["dash", "hyphen", "bindestrek", "strek", "bindestrich", "tiret", "guion", "hifen", "traco"]);

/** Units a small number counts (key form): "540 000 kroner tolv år" is an amount and a life, not 540 000,12. */
export const COUNTED_UNITS: ReadonlySet<string> = new Set(
  [
    "ar", "aar", "ars", "aars", "years", "year", "jahre", "jahr", "jahren", "ans", "an", "annees", "anos", "ano", "maneder", "manader", "months", "monate", "monaten", "mois", "meses", "mes",
    "dager", "dagar", "days", "tage", "tagen", "jours", "dias", "timer", "timar", "hours", "stunden", "heures", "horas", "prosent", "percent", "prozent", "pourcent", "pour", "por", "stk", "stykk", "pieces", "stuck",
  ].map(key),
);

/** Punctuation said aloud in dictation (key form): a comma, a full stop. */
export const SPOKEN_COMMA: ReadonlySet<string> = new Set(["komma", "comma", "virgule", "coma", "virgula"]);
/** Two-word marks (keys): "full stop", "punto final", "deux points". */
export const SPOKEN_MARK_PAIRS: ReadonlyMap<string, string> = new Map([
  ["full stop", "."], ["punto final", "."], ["ponto final", "."], ["point final", "."], ["deux points", ":"], ["dos puntos", ":"], ["dois pontos", ":"],
]);
export const SPOKEN_COLON: ReadonlySet<string> = new Set(["kolon", "colon", "doppelpunkt"]);
export const SPOKEN_STOP: ReadonlySet<string> = new Set(["punktum", "punkt", "point", "punto", "ponto"]);
/** Words before which "point"/"punkt" is a noun ("le point", "ein Punkt"), not a full stop. */
export const BEFORE_NOUN: ReadonlySet<string> = new Set(
  ["the", "a", "this", "that", "le", "un", "ce", "du", "au", "en", "el", "del", "al", "o", "um", "do", "no", "der", "den", "dem", "ein", "einen", "et", "ett", "det", "dette", "hvert", "kvart"].map(key),
);

/** A correction said aloud: "tausendzweihundert nein Quatsch zwölfhundert", "trois non pardon quatre". */
export const NO_WORDS: ReadonlySet<string> = new Set(["no", "nei", "nein", "non", "nao", "nee", "neida"]);
export const SORRY_WORDS: ReadonlySet<string> = new Set([
  "sorry", "pardon", "desculpe", "desculpa", "perdon", "perdao", "quatsch", "unnskyld", "orsak", "beklager", "entschuldigung", "excuse", "oops",
  "scratch", "vent", "wait", "warte", "attends", "attendez", "espera", "espere", "that", "i", "mean", "ich", "meine", "je", "veux", "dire", "quiero", "decir", "quero", "dizer", "digo", "mener", "meiner", "rather", "eller", "plutot", "mejor", "dicho", "ou", "seja",
]);
/** "not" before a retracted item: "no scratch that not sales". */
export const NOT_WORDS: ReadonlySet<string> = new Set(["not", "nicht", "ikke", "ikkje", "pas", "no", "nao"]);

/** Month names (key form), for ordinals read as the day of a date. */
export const MONTH_WORDS: ReadonlySet<string> = new Set(
  [
    "january", "januar", "janvier", "enero", "janeiro", "february", "februar", "fevrier", "febrero", "fevereiro", "march", "mars", "marz", "maerz", "marzo", "marco",
    "april", "avril", "abril", "may", "mai", "mayo", "maio", "june", "juni", "juin", "junio", "junho", "july", "juli", "juillet", "julio", "julho", "august", "aout",
    "agosto", "september", "septembre", "septiembre", "setembro", "october", "oktober", "octobre", "octubre", "outubro", "november", "novembre", "noviembre",
    "novembro", "december", "desember", "dezember", "decembre", "diciembre", "dezembro",
  ].map(key),
);

/** Labels of an organisation number (key form): a spoken run after one is nine digits. */
export const ORG_LABEL_WORDS: ReadonlySet<string> = new Set(["org", "orgnr", "organisasjonsnummer", "organisation", "organisasjon", "organizacion", "organizacao", "org-nummer", "orgnummer", "organisationsnummer"]);

/** "all one word", "i eitt ord", "tout attaché" (keys, word by word): the words said before are one. */
export const ONE_WORD_PHRASES: readonly (readonly string[])[] = [
  ["all", "one", "word"], ["in", "one", "word"], ["as", "one", "word"], ["one", "word"], ["i", "ett", "ord"], ["i", "eitt", "ord"], ["i", "eit", "ord"],
  ["som", "ett", "ord"], ["som", "eitt", "ord"], ["in", "einem", "wort"], ["zusammengeschrieben"], ["tout", "attache"], ["en", "un", "mot"], ["en", "un", "seul", "mot"],
  ["todo", "junto"], ["en", "una", "palabra"], ["tudo", "junto"], ["numa", "palavra"], ["em", "uma", "palavra"],
];

/** Words that open a remark on a word's spelling ("with æ", "sin acento", "avec un k"). */
export const SPELLING_PREPOSITIONS: ReadonlySet<string> = new Set(["with", "without", "med", "utan", "uten", "mit", "ohne", "avec", "sans", "con", "sin", "com", "sem"].map(key));
/** Accent words of a spelling remark ("con acento en la a", "sans accent"). */
export const ACCENT_WORDS: ReadonlySet<string> = new Set(["accent", "accents", "acento", "acentos", "akzent", "akzente", "aksent", "aksentar", "aksenter", "tilde", "umlaut", "trema"].map(key));
/** Articles that may stand before the letter of a spelling remark ("with a k", "avec un k"). */
export const LETTER_ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "en", "ei", "eit", "ein", "einem", "einer", "dem", "der", "un", "une", "le", "la", "l", "el", "una", "um", "uma", "o"].map(key));
/** Prepositions that place an accent on a letter ("en la a", "on the e", "sur le e", "auf dem a", "på a", "no a"). */
export const ON_LETTER: ReadonlySet<string> = new Set(["on", "over", "en", "sur", "auf", "paa", "pa", "no", "na", "em", "i"].map(key));

/** Where a spelt letter stands (keys, word by word): "på slutten", "at the end", "al final", "à la fin". */
export const LETTER_PLACES: readonly (readonly string[])[] = [
  ["paa", "slutten"], ["paa", "enden"], ["til", "slutt"], ["i", "slutten"], ["paa", "starten"], ["foerst"], ["at", "the", "end"], ["at", "the", "start"], ["am", "ende"], ["am", "anfang"],
  ["a", "la", "fin"], ["au", "debut"], ["al", "final"], ["al", "principio"], ["no", "fim"], ["no", "final"], ["no", "inicio"],
];

/** Spoken line breaks (keys, word by word): "ny linje", "new line", "neue Zeile", "nouvelle ligne", "nueva línea", "nova linha". */
export const SPOKEN_NEW_LINE: readonly (readonly string[])[] = [
  ["ny", "linje"], ["ny", "line"], ["new", "line"], ["next", "line"], ["neue", "zeile"], ["nouvelle", "ligne"], ["a", "la", "ligne"], ["nueva", "linea"], ["nova", "linha"],
];
