import { fold } from "../text";

/**
 * A request written as a prompt to a chat assistant, read as the request it carries:
 * - the opening line that gives the assistant a role ("Eres mi contable y asistente de Tripletex.",
 *   "Du bist mein Buchhalter", "Act as a senior accountant") says nothing of the task, and its words
 *   ("accountant", "Tripletex expert") would name tasks: it goes;
 * - a section on how to answer ("### Formato de salida", "OUTPUT", "# Output", "Svarformat:",
 *   "Output: a table …") asks for a reply, not a booking: the heading and the lines under it go, up
 *   to the next heading; so does an example the writer shows ("Eksempel (IKKE lag denne):",
 *   "<example>" … "</example>"), and an answer's format in its tags ("<format>" … "</format>"): it is not the task;
 * - the rules of a section of rules ("Requirements:", "### Restricciones", "IKKJE") are sentences,
 *   not list items: their marks go ("1) Exactly these names …" is no department to create);
 * - a tag alone on its line ("<datos>", "</leverandor>") is the prompt's markup: it goes; a value
 *   wrapped in one ("<cliente>Nordlys AS</cliente>") is that value under its tag as a label.
 * Pure; one pass over the lines, each pattern bounded within a line.
 */

/** "You are my accountant", "Act as", "Du er …", "Du bist", "Eres", "Actúa como", "Tu es", "Agis comme", "Você é", "És o meu", "Sei mein" (folded). */
const ROLE_OPENING =
  /^(?:you are|you're|act as|acting as|your role|role:|rolle:|rol:|papel:|du er|du bist|du agierst|agiere als|handle als|fungere som|opptre som|eres|actua como|actue como|tu es|tu eres|vous etes|agis comme|agissez comme|voce e|tu es o|es o meu|es a minha|es meu|age como|atua como)\b/;
/** What a role line gives the assistant: an accountant, an assistant, an expert, a bookkeeper. */
const ROLE_WORD =
  /\b(?:accountant|bookkeeper|assistant\w*|expert|specialist|controller|advisor|adviser|regnskapsforer|rekneskapsforar\w*|rekneskapsforer|regnskapsmedarbeider|assistent\w*|ekspert|buchhalter\w*|steuerberater|experte|contable|asistente|experto|especialista|contador|comptable|contabilista|assistente|tripletex)\b/;

/** A section heading: a Markdown heading, a line in capitals, or a few words and a colon alone. */
const HEADING = /^[ \t]{0,3}(?:#{1,6}[ \t]+([^\n]{1,60})|(\p{Lu}[\p{Lu}\p{N} /&()-]{1,40})|(\p{L}[\p{L} /&()-]{0,40}):)[ \t]*$/u;
/** The heading of a section on how to answer (folded, its marks gone): the answer's format or output. */
const FORMAT_HEADING =
  /^(?:expected\s)?(?:output|outputs|output format|answer format|response format|reply format|format|format of (?:the )?(?:answer|reply|output)|what to return|svarformat|svar format|format pa svaret|utdata|ausgabe|ausgabeformat|antwortformat|ergebnisformat|formato|formato de salida|formato de respuesta|salida esperada|formato de saida|formato da resposta|saida esperada|format de sortie|format de reponse|format de la reponse|sortie attendue|reponse attendue)$/;
/** The same said as the answer alone ("SVAR", "## Respuesta"): a section only as a Markdown heading or in capitals, never "Svar:" in a form. */
const ANSWER_HEADING = /^(?:answer|response|reply|return|svar|tilbakemelding|antwort|ruckmeldung|respuesta|salida|resposta|saida|retorno|reponse|sortie|rendu)$/;
/** A section of rules for the work ("Requirements:", "### Restricciones", "IKKJE"): its numbered rules are sentences, not items to create. */
const RULES_HEADING =
  /^(?:requirements?|constraints?|restrictions?|rules?|conditions?|limitations?|guardrails?|krav|regler|reglar|avgrensingar|avgrensninger|begrensninger|restriksjoner|vilkar|einschrankungen|anforderungen|bedingungen|regeln|vorgaben|restricciones|requisitos|reglas|condiciones|restricoes|regras|condicoes|contraintes|exigences|regles|do not|don t|dont|ikke|ikkje|nicht|no|nao|ne pas|never|aldri|nie|nunca|jamais)$/;
/** A list mark at a line's start: "1)", "2.", "-", "•". */
const LIST_MARK = /^([ \t]*)(?:\d{1,2}[.)]|[-*•])[ \t]+/;

/** An example the writer shows, not the task: "Eksempel på hvordan jeg vil ha det (IKKE lag denne):", "<example>" (folded). */
const EXAMPLE = /^(?:examples?|eksempel|eksempler|exempel|beispiel|beispiele|ejemplos?|exemplos?|exemples?|sample|muster)\b/;
/** A label and its text on one line: "Output: a markdown table …". */
const INLINE_LABEL = /^[ \t]{0,3}(\p{L}[\p{L} /&()-]{0,30}):[ \t]+\S/u;

/** A tag alone on its line: "<datos>", "</leverandor>", "<invoice_data>". */
const TAG_LINE = /^[ \t]*<\/?[\p{L}_][\p{L}\p{N}_.-]{0,40}>[ \t]*$/u;
/** A value wrapped in its tag on one line: "<cliente>Nordlys AS</cliente>". */
const TAGGED_VALUE = /^([ \t]*)<([\p{L}_][\p{L}\p{N}_.-]{0,40})>([^<>\n]{1,300})<\/\2>[ \t]*$/u;

const MAX_LINE = 400;

/** A heading's words as the patterns read them: folded, marks gone, one space between. */
const headingWords = (s: string) => fold(s).replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();

export function readPromptSections(text: string): string {
  if (!/[<#]|^[ \t]*\p{Lu}{3,}/mu.test(text) && !ROLE_OPENING.test(fold(text.slice(0, 60)).trimStart())) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  let skipping = false;
  let seen = false;
  let exampleEnd: RegExp | undefined;
  let rules = false;
  for (const line of lines) {
    const short = line.length <= MAX_LINE;
    // Inside an example's tags: "<eksempel>" … "</eksempel>".
    if (exampleEnd) {
      if (short && exampleEnd.test(line)) exampleEnd = undefined;
      continue;
    }
    const tag = short ? /^[ \t]*<([\p{L}_][\p{L}\p{N}_.-]{0,40})>[ \t]*$/u.exec(line) : null;
    const tagWords = tag ? headingWords(tag[1].replace(/_/g, " ")) : "";
    if (tag && (EXAMPLE.test(tagWords) || FORMAT_HEADING.test(tagWords) || ANSWER_HEADING.test(tagWords))) {
      exampleEnd = new RegExp(`^[ \\t]*</${tag[1].replace(/[.]/g, "\\.")}>[ \\t]*$`, "u");
      continue;
    }
    const heading = short ? HEADING.exec(line) : null;
    const folded = short ? fold(line).trim() : "";
    if (heading || (short && /:$/.test(folded) && EXAMPLE.test(folded))) {
      const words = headingWords(heading ? (heading[1] ?? heading[2] ?? heading[3] ?? "") : line);
      skipping = FORMAT_HEADING.test(words) || (!!heading && !heading[3] && ANSWER_HEADING.test(words)) || EXAMPLE.test(words);
      rules = !skipping && RULES_HEADING.test(words);
      if (skipping) continue;
    } else if (skipping) {
      continue;
    }
    // "Output: a markdown table with number | name.": the label's section starts on its own line.
    const inline = short ? INLINE_LABEL.exec(line) : null;
    if (inline && FORMAT_HEADING.test(headingWords(inline[1]))) {
      skipping = true;
      continue;
    }
    // The first line with words: a role given to the assistant.
    if (!seen && line.trim()) {
      seen = true;
      if (short && ROLE_OPENING.test(folded) && ROLE_WORD.test(folded)) continue;
    }
    if (short && TAG_LINE.test(line)) continue;
    const tagged = short ? TAGGED_VALUE.exec(line) : null;
    if (tagged) out.push(`${tagged[1]}${tagged[2].replace(/_/g, " ")}: ${tagged[3].trim()}`);
    // A rule of the rules' section is a sentence of its own, no list item: "1) Exactly these names, …".
    else if (rules && short) out.push(line.replace(LIST_MARK, "$1").replace(/([^.!?:;\s])[ \t]*$/u, "$1."));
    else out.push(line);
  }
  return out.join("\n");
}

/**
 * A board's decision as a numbered section's heading (folded): "2. Vedtak", "2. Beschluss des Vorstands vom …", "2. Décision".
 * ("Decision: register the payment." in a meeting's minutes is the minutes' own line, read there.)
 */
const DECISION_WORDS = "vedtak|vedtaket|vedtaka|beschluss|beschlusse|decision|decisions|resolution|resolutions|acuerdo|acuerdos|resolucion|decisao|decisoes|deliberacao|resolucao";
/** A minute's or a note's account of the facts as its heading (folded): "1. Sachverhalt", "1. Exposé". */
const FACTS_WORDS = "sachverhalt|sachlage|ausgangslage|hergang|expose|exposicion|exposicao|forhistorie|historikk";
const DECISION_WORD = new RegExp(`^(?:${DECISION_WORDS})$`);
/** Headings of a prompt's task section and of its background (folded words). */
const TASK_HEADING =
  /^(?:task|tasks|the task|your task|oppgave|oppgava|oppgaver|oppgaave|aufgabe|auftrag|tarea|tareas|tarefa|tarefas|tache|taches|mission|instructions?|instruks|instruksjon|oppdrag|oppdraget|anweisung|instrucciones|instrucoes|consigne|consignes|(?:required|corrective|recommended|necessary) actions?|actions? (?:required|to take)|recommendations?|remediation|(?:naudsynt|nodvendig|naudsynte|nodvendige|pakrevd|pakrevde|pakravd|anbefalt|anbefalte|korrigerande|korrigerende) tiltak|tiltak|anbefalingar|anbefalinger|anbefaling|mesures? (?:requises?|correctives?|a prendre)|actions? requises?|recommandations?|(?:erforderliche|empfohlene|notwendige) mass?nahmen?|mass?nahmen?|empfehlungen?|acci(?:on|ones) requeridas?|medidas? (?:requeridas?|correctoras?|correctivas?|necesarias?|necessarias?)|recomendaci(?:on|ones)|aco(?:es)? requeridas?|acao requerida|recomendacao|recomendacoes|palegg|weisung|anordnung|directions?|directive|ordre|instruccion|instrucao|operative provisions?|operative part|provisions|bestemmelser|bestemmingar|bestimmungen|disposiciones|disposicoes|dispositif|dispositions)$/;
/** The heading of an instruction's definitions clause (folded words). */
export const DEFINITIONS_WORDS = "definitions?|definisjonar|definisjoner|begriffsbestimmungen|definitionen|definiciones|definicoes";
/** An instruction's recitals and definitions: who and what it concerns, before what is to be done. */
const CLAUSE_BACKGROUND =
  `recitals?|preamble|praambel|preambule|preambulo|vorbemerkung(?:en)?|sachverhalt|innleiing|innledning|${DEFINITIONS_WORDS}|considerandos|expose|exposicion|hechos|factos|fatos`;
/** Its provisos and rules of reading: what the task leaves as it is, which figure prevails ("3. Atterhald", "III. Vorbehalt"). */
const PROVISO =
  "provisos?|reservations?|forbehold|atterhald|vorbehalte?|reserves?|salvedad(?:es)?|ressalvas?|unntak|interpretation|tolkning|auslegung|interpretacion|interpretacao";
/**
 * What happened, told so the assistant understands: a prompt's context, and an audit finding's
 * observation and the risk it names, an instruction's recitals, definitions and provisos ("1. Observasjon" / "2. Risiko" over "3. Naudsynt tiltak").
 */
const BACKGROUND_HEADING = new RegExp(
  String.raw`^(?:context|background|kontekst|bakgrunn|bakgrunnur|kontext|hintergrund|contexto|antecedentes|contexte|situation|situasjon|situacion|situacao|observations?|findings?|condition|funn|observasjon(?:ar|er)?|constat|constatation|feststellung(?:en)?|befund|beobachtung|hallazgos?|observaci(?:on|ones)|constatac(?:ao|oes)|observac(?:ao|oes)|risks?|risiko|risque|riesgo|risco|impact|konsekvens|consequences?|auswirkung|impacto|cause|arsak|ursache|causa|${FACTS_WORDS}|${CLAUSE_BACKGROUND}|${PROVISO})$`,
);

/** The words of a prompt's section headings: its task, background, data, rules, answer and examples. */
const DATA_HEADING = /^(?:data|daten|datos|dados|donnees|details|detaljar|detaljer|input|inputs|facts|fakta|angaben|informacion|informacoes|informations)$/;
const SECTION_WORD = {
  test: (words: string) => [TASK_HEADING, BACKGROUND_HEADING, DATA_HEADING, RULES_HEADING, FORMAT_HEADING, ANSWER_HEADING].some((re) => re.test(words)) || EXAMPLE.test(words),
};

/**
 * An instruction's article or clause: "Article 2 – Commande", "Artikel 3:", "Artículo 1.º", "§ 4", "Clause 2.".
 * What it opens is its heading's kind: its recitals or provisos are background, any other article is operative (the task).
 */
const ARTICLE = /^[ \t]{0,3}(?:article|artikel|articulo|artigo|art\.|clause|klausul|paragraf|punkt|pkt\.|§)[ \t]{0,2}(?:\d{1,2}|[ivx]{1,4}|premier|first|primero|primeiro|erster)(?:\.?[ºo°]|er)?(?=[ \t.:–—-]|$)[ \t]{0,2}[.:–—-]?[ \t]{0,2}/;
/** A recital's opening words (folded): "WHEREAS", "ATTENDU QUE", "CONSIDERANDO QUE", "IN ERWÄGUNG, DASS". */
const WHEREAS = /^[ \t]{0,3}(?:\(?[a-z0-9]{1,2}[.)][ \t]{1,2})?(?:whereas|attendu que|attendu qu'|considerant que|considerando que|considerando|in erwagung|sett at)\b/;
/** The operative part's opening words (folded): "IL EST DEMANDÉ", "NOW, THEREFORE", "IT IS INSTRUCTED", "SE SOLICITA", "SOLICITA-SE". */
const OPERATIVE = /^[ \t]{0,3}(?:il est (?:demande|ordonne|convenu)|now,? therefore|it is (?:hereby )?(?:instructed|requested|directed)|se (?:solicita|ordena|instruye)|solicita-se|determina-se|(?:es )?wird folgendes (?:angewiesen|verfugt|bestimmt|angeordnet)|es wird (?:angewiesen|verfugt)|det (?:palegges|blir palagt|bes om)|(?:vert|blir) det instruert|gis (?:herved )?folgende instruks|ergeht folgende weisung|now,? (?:therefore,? )?(?:the|it)\b)/;

/** A section's number before its heading: "3. ", "2) ", "II. ". */
const SECTION_NUMBER = /^[ \t]{0,3}(?:\d{1,2}|[IVX]{1,4})[.)][ \t]+(?=\p{L})/u;

/**
 * What a line of a prompt opens: its task section, its background, another section (a heading line,
 * a section's word alone on its line once the Markdown marks are gone, "Daten:"), or nothing (a
 * label with its value is a field unless its label is a section's word: "Task: Register …").
 */
function sectionOpened(text: string): "task" | "background" | "other" | undefined {
  if (text.length > MAX_LINE) return undefined;
  const folded = fold(text);
  // A recital opened "WHEREAS" / "ATTENDU QUE" / "CONSIDERANDO QUE", and the operative part it leads to ("IL EST DEMANDÉ à
  // l'Assistant …", "NOW, THEREFORE", "SE SOLICITA"): a background and a task, whatever follows on their line.
  if (WHEREAS.test(folded)) return "background";
  if (OPERATIVE.test(folded)) return "task";
  const article = ARTICLE.exec(folded);
  if (article) return BACKGROUND_HEADING.test(headingWords(text.slice(article[0].length).split(/[.:;]/)[0])) ? "background" : "task";
  let line = text;
  // A numbered section ("3. Naudsynt tiltak", "II. Constat"): its number is no part of its words.
  const numbered = SECTION_NUMBER.test(line);
  line = line.replace(SECTION_NUMBER, "");
  // A numbered clause whose heading runs on into its text: "2. Instruction. The Assistant shall …".
  const runOn = numbered ? /^(\p{L}[\p{L} ]{1,30})\.[ \t]+\S/u.exec(line) : null;
  if (runOn && SECTION_WORD.test(headingWords(runOn[1]))) line = `${runOn[1]}:`;
  const bare = /^[ \t]*\p{L}[\p{L} ]{1,30}[ \t]*:?[ \t]*$/u.test(line) && SECTION_WORD.test(headingWords(line));
  const heading = bare ? null : HEADING.exec(line);
  const inline = heading || bare ? null : INLINE_LABEL.exec(line);
  // "2. Beschluss des Vorstands vom 09.06.2026 (Beschluss 28/26)": a numbered heading opened by a decision's word.
  if (numbered && DECISION_WORD.test(fold(line).split(/[^\p{L}]/u)[0])) return "task";
  if (!heading && !inline && !bare) return undefined;
  const words = headingWords(heading ? (heading[1] ?? heading[2] ?? heading[3] ?? "") : inline ? inline[1] : line);
  if (TASK_HEADING.test(words)) return "task";
  if (BACKGROUND_HEADING.test(words)) return "background";
  return heading || bare || SECTION_WORD.test(words) ? "other" : undefined;
}

/**
 * A numbered step of a task ("2. Registrer leverandørfakturaen:", "3. Log the hours:"): its words no section's, in small
 * letters, so a task section's steps stay in it, however each is set as a heading.
 */
function numberedStep(line: string): boolean {
  // A heading in capitals ("2. MISCELLANEOUS") opens a section of its own.
  if (line.length > MAX_LINE || !SECTION_NUMBER.test(line) || !/\p{Ll}/u.test(line)) return false;
  const words = headingWords(line.replace(SECTION_NUMBER, "").replace(/:[\s\S]*$/, ""));
  return !SECTION_WORD.test(words) && !DECISION_WORD.test(words.split(/[^\p{L}]/u)[0] ?? "");
}

/** Whether a line alone is a section's heading ("Definisjoner", "Instruks", "Background:"). */
export function isSectionHeading(line: string): boolean {
  return sectionOpened(line) !== undefined && !INLINE_LABEL.test(line);
}

/**
 * The background sections of a prompt that has a task section ("Kontext" over "Aufgabe"), as
 * [from, to) stretches of the text: what happened before, told so the assistant understands. Their
 * words name no task ("the deposit", "the invoice comes in June"); the task section says what to do.
 * Empty when the text has no task heading. One pass over the lines.
 */
export function backgroundSections(text: string): [number, number][] {
  if (text.length > 100_000) return [];
  const lines = text.split("\n");
  const kinds = lines.map(sectionOpened);
  if (!kinds.includes("task") || !kinds.includes("background")) return [];
  const out: [number, number][] = [];
  let at = 0;
  let from = -1;
  lines.forEach((line, i) => {
    if (kinds[i] !== undefined) {
      if (from >= 0) out.push([from, at]);
      from = kinds[i] === "background" ? at : -1;
    }
    at += line.length + 1;
  });
  if (from >= 0) out.push([from, text.length]);
  return out;
}

/** A letter turning from its story to the matter (folded): "Til saka:", "Men til saken.", "Nun aber zur Sache", "Pero vamos al asunto". */
const TO_THE_MATTER =
  /(?:^|[.!?:\n]\s{0,3}|,\s)(?:(?:men|but|mais|pero|mas|nun(?:\saber)?|aber|so|sa|now|then|und|og|na|nu|jetzt|ahora|agora|maintenant)\s){0,2}(?:(?:over\s)?til\s(?:sjolve\s|selve\s)?(?:saka|saken)|to\s(?:the\s)?(?:actual\s|real\s)?(?:matter|business|point)(?:\sat\shand)?|zur\s(?:eigentlichen\s|konkreten\s)?sache|zum\s(?:eigentlichen\s)?anliegen|(?:venons|passons)[\s-]en\sau\sfait|(?:venons|passons)\sa\sl'essentiel|(?:j'en\s)?viens\s(?:a\sl'essentiel|au\sfait)|au\sfait|vamos\s(?:al\sasunto|al\sgrano|ao\sassunto|a\slo\s(?:importante|esencial))|al\sgrano|(?:paso|passo|vou|voy)\s(?:ao|al|a\slo)\s(?:essencial|esencial|assunto|asunto|importante)|ao\sassunto|ao\sque\sinteressa)\b/;

/**
 * What a letter tells before it turns to the matter ("… motoren til «Aurevågen» ei veke før tida. Til saka: …"):
 * the story, a background the task is told against. One span at most, from the start to the turn (folded text).
 */
export function storyBeforeTheMatter(folded: string): [number, number][] {
  const m = TO_THE_MATTER.exec(folded);
  return m && m.index > 0 ? [[0, m.index]] : [];
}

/** The words of a polite request (folded): "would you please", "ver så snill og", "auriez-vous la gentillesse", "bitte". */
const POLITE_ASK =
  /(?:^|[\s,(])(?:please|would you|could you|will you|kindly|vaer sa snill|ver sa snill|vil du|kan du|kunne du|vennligst|venlegast|bitte|wurden sie|konnten sie|wurdest du|konntest du|auriez-vous|pourriez-vous|voudriez-vous|pourrais-tu|veuillez|merci de|je vous prie|por favor|podria usted|podria|tendria la amabilidad|seria tan amable|puede usted|poderia|podia|tenha a bondade|se faz favor|por gentileza|faca o favor)(?=[\s,?!])/;
/** Where a sentence ends (folded): a mark and a space or a line's end. */
const SENTENCE_END = /[.!?](?=\s|$)|\n/g;
/** A story this long at least, of this many sentences, before the request: a letter's, not a form's lead-in. */
const STORY_MIN_CHARS = 240;
const STORY_MIN_SENTENCES = 3;

/**
 * A long letter's first polite request ("Would you please register them as a customer …", "Ver så snill og legg han inn som
 * tilsett"), after a story of several sentences: the sentence's span [from, to), or undefined. Bounded: the first 20 000
 * characters, one pass over the sentence ends.
 */
export function askingSentence(folded: string): [number, number] | undefined {
  const text = folded.length > 20_000 ? folded.slice(0, 20_000) : folded;
  let from = 0;
  let sentences = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const to = m.index! + 1;
    const sentence = text.slice(from, to);
    if (from >= STORY_MIN_CHARS && sentences >= STORY_MIN_SENTENCES && POLITE_ASK.test(sentence)) return [from, to];
    if (sentence.trim().length > 2) sentences++;
    from = to;
  }
  return undefined;
}

/**
 * A long letter's opening small talk: its first paragraph after the greeting, when it holds no value (a figure, an address, a
 * quote) and is not the request's own ("I am writing in English today; … before our choir trip to Edinburgh"). The paragraphs
 * after it may bring in the matter ("We received the signed offer letter:"), so only the first is small talk. [from, to).
 */
export function smallTalkBeforeTheAsk(folded: string, ask: readonly [number, number]): [number, number][] {
  let from = 0;
  for (const m of folded.slice(0, ask[0]).matchAll(/\n[ \t]*\n/g)) {
    const to = m.index!;
    const paragraph = folded.slice(from, to);
    from = to + m[0].length;
    // The greeting alone on its lines ("Dear bookkeeping helper,") is no paragraph of the story.
    if (paragraph.trim().length < 40 && !/[.!?]\s/.test(paragraph.trim())) continue;
    return /[\d@"«»“”„]/.test(paragraph) ? [] : [[to - paragraph.length, to]];
  }
  return [];
}

/**
 * The text of a prompt's task section ("TASK:" / "# Aufgabe" / "<tarea>" … up to the next section),
 * with its heading; undefined when the prompt has none, or more than one. Its words say what to do.
 */
export function taskSection(text: string): string | undefined {
  if (text.length > 100_000) return undefined;
  const lines = text.split("\n");
  const kinds = lines.map(sectionOpened);
  const starts = kinds.flatMap((k, i) => (k === "task" ? [i] : []));
  const headings = kinds.map((k) => k !== undefined);
  if (starts.length !== 1) return undefined;
  let end = starts[0] + 1;
  while (end < lines.length && (!headings[end] || numberedStep(lines[end]))) end++;
  const section = lines.slice(starts[0], end).join("\n").trim();
  return section.length > 0 ? section : undefined;
}
