import { fold } from "../text";
import { NO_REPLY, YES_REPLY } from "./reply-words";

/**
 * A call or chat written down turn by turn ("CUSTOMER: Full company name?" / "ME: Corrib Harbour
 * Services Ltd.") read as the facts it settles:
 * - the speakers' names go, so "CLIENTE:" or "Kunde:" before a turn is no label of a value;
 * - a short question followed by another speaker's answer is a label and its value
 *   ("Produktnummer?" / "4471." → "Produktnummer: 4471.");
 * - a question that checks a fact ("12 400 NOK sem IVA, certo?") is a statement when the answer
 *   says yes, and is taken back when it says no (the answer's own figure stands).
 * Only a real exchange is read so: at least four turns, two speakers with two turns each, taking
 * turns, with a question among them and sentences rather than single values (a form's "Product:" /
 * "Price:" lines are left as they are). Pure; one pass over the lines, each bounded.
 */
export function readDialogue(text: string): string {
  if (!text.includes(":")) return text;
  const lines = text.split("\n");
  const turns = lines.map((line) => (line.length <= MAX_LINE ? turnOf(line) : undefined));
  const counts = new Map<string, number>();
  for (const t of turns) if (t) counts.set(t.speaker, (counts.get(t.speaker) ?? 0) + 1);
  const speakers = [...counts].filter(([, n]) => n >= 2).map(([s]) => s);
  if (speakers.length < 2 || speakers.length > MAX_SPEAKERS) return text;
  const indices = turns.flatMap((t, i) => (t && speakers.includes(t.speaker) ? [i] : []));
  if (indices.length < 4) return text;
  const said = indices.map((i) => turns[i]!.said);
  if (!said.some(isQuestion)) return text;
  if (said.filter((s) => s.split(/\s+/).length >= 3).length * 2 < said.length) return text;
  let changes = 0;
  for (let k = 1; k < indices.length; k++) if (turns[indices[k]]!.speaker !== turns[indices[k - 1]]!.speaker) changes++;
  if (changes * 3 < (indices.length - 1) * 2) return text;

  const out: string[] = [];
  const first = indices[0];
  const last = indices[indices.length - 1];
  for (let i = 0; i < lines.length; i++) {
    const turn = turns[i];
    if (i < first || i > last || !turn) {
      out.push(lines[i]);
      continue;
    }
    const next = nextTurn(turns, i, last);
    if (isQuestion(turn.said) && next && next.turn.speaker !== turn.speaker) {
      // "No problem, I'll set that up. Full company name?": the question is the turn's last sentence.
      const cut = lastSentenceStart(turn.said);
      if (cut > 0) out.push(turn.said.slice(0, cut).trim());
      const question = turn.said.slice(cut).replace(/^¿\s*/, "").replace(/\s*\?+\s*$/, "").trim();
      const answer = next.turn.said;
      const reply = replyOf(answer);
      if (reply.kind === "yes") {
        out.push(`${question}.`);
        if (reply.rest) out.push(reply.rest);
      } else if (reply.kind === "no") {
        if (reply.rest) out.push(reply.rest);
      } else if (isFieldQuestion(question)) {
        out.push(`${labelOf(question)}: ${answer}`);
      } else {
        out.push(`${question}?`, answer);
      }
      for (let j = i + 1; j < next.index; j++) out.push(lines[j]);
      i = next.index;
      continue;
    }
    out.push(turn.said);
  }
  return out.join("\n");
}

const MAX_LINE = 2000;
const MAX_SPEAKERS = 5;

interface Turn {
  speaker: string;
  said: string;
}

/**
 * "ME: …", "Jörg: …", "[09:15] Frau Albers: …", "10:22 – ICH: …": a speaker of one to three words,
 * each capitalised, before a colon; a time may stand before it.
 */
const TURN = /^\s{0,4}(?:[[(]?\d{1,2}[:.]\d{2}(?::\d{2})?[\])]?\s{0,3}[-–—]?\s{0,3})?((?:[\p{Lu}][\p{L}'’.-]{0,20})(?: [\p{Lu}][\p{L}'’.-]{0,20}){0,2})\s{0,2}:\s+(\S.*)$/u;

function turnOf(line: string): Turn | undefined {
  const m = TURN.exec(line);
  if (!m) return undefined;
  return { speaker: fold(m[1]), said: m[2].trim() };
}

function nextTurn(turns: (Turn | undefined)[], i: number, last: number): { turn: Turn; index: number } | undefined {
  for (let j = i + 1; j <= last && j <= i + 3; j++) {
    const t = turns[j];
    if (t) return { turn: t, index: j };
  }
  return undefined;
}

/** A turn that asks: it ends with a question mark (an emoji or a closing mark may follow). */
function isQuestion(said: string): boolean {
  return /\?[\s"'»”)\p{Extended_Pictographic}]*$/u.test(said);
}

function replyOf(answer: string): { kind: "yes" | "no" | "other"; rest?: string } {
  const folded = fold(answer);
  const yes = YES_REPLY.exec(folded);
  if (yes) return { kind: "yes", rest: answer.slice(yes[0].length).trim() || undefined };
  const no = NO_REPLY.exec(folded);
  if (no) return { kind: "no", rest: answer.slice(no[0].length).trim() || undefined };
  return { kind: "other" };
}

/** A short question naming what it asks for ("Full company name?", "Und der Preis?", "E-mail?"), no whole sentence. */
function isFieldQuestion(question: string): boolean {
  const words = question.split(/\s+/);
  return words.length <= 6 && !/\d/.test(question) && !QUESTION_VERB.test(fold(question));
}

/** Words that make a question a sentence of its own ("How's the weather", "Is the charger for the office", "Kva gjeld det"). */
const QUESTION_VERB = /(?:^|\s)(?:what|which|who|when|where|why|hva|kva|hvem|kven|nar|når|hvor|kor|kvar|was|wer|wann|wo|warum|welche|welcher|que|qué|quien|quién|cuando|cuándo|donde|dónde|quem|quando|onde|quoi|qui|quand|où|ou|pourquoi|quel|quelle|how|how's|what's|is|are|do|does|did|can|could|will|would|hvordan|er|har|kan|vil|skal|wie|ist|sind|hast|haben|kannst|como|está|esta|es|são|sao|tem|pode|comment|est-ce|avez|as-tu|peux)(?=\s|$)/;

/** The question as a label: a leading "and"/"und"/"og"/"e"/"et"/"y" goes ("And the e-mail" → "the e-mail"). */
function labelOf(question: string): string {
  return question.replace(/^(?:and|und|og|e|et|y|also|so|så)\s+/i, "").replace(/[.,;:]+$/, "");
}

/** Where the last sentence of a turn starts: after the last ". ", "! " or "… " before its end. */
function lastSentenceStart(said: string): number {
  let start = 0;
  const re = /[.!…](?:\s+)(?=\S)/g;
  for (let m = re.exec(said); m; m = re.exec(said)) if (m.index + m[0].length < said.length - 1) start = m.index + m[0].length;
  return start;
}
