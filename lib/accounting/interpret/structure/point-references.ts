import { fold } from "../text";
import { findConcepts, type Concept } from "../concepts";

/**
 * Numbered points that name a person once and then point back to them: "2) Projektleiterin ist Katrin Albers (…),
 * Berater ist Tobias Wendt (…)" and "3) … die Projektleiterin aus 2) 32 Stunden, der Berater aus 2) 45 Stunden", or
 * "la première du point 2 a fait 28 heures, le second 40 heures". Each such pointer is written as the person it points
 * to, with the bracket the point wrote after the name, so the readers find the person beside their figure. A pointer is
 * resolved only when its point names people (a capitalised name before a bracket) and its role word, or its ordinal,
 * picks one of them; else it stays. Pure; one pass over the lines and over the pointers (at most a few dozen), each
 * look bounded.
 */

/** The concepts that name a person's part in the work. */
const PERSON_ROLES: ReadonlySet<Concept> = new Set<Concept>(["projectManager", "consultant", "employee"]);

/** A numbered point opening its line: "2) …", "2. …". */
const POINT = /^[ \t]{0,4}(\d{1,2})[).][ \t]+(\S[^\n]*)$/gm;
/** A person's name before a bracket ("Katrin Albers (katrin.albers@…)"): two or three capitalised words. */
const PERSON = /(?<![\p{L}'’-])(\p{Lu}[\p{Ll}'’-]+(?:[ \t]\p{Lu}[\p{Ll}'’-]+){1,2})[ \t]{0,2}(\([^()\n]{0,80}\))/gu;
/** "aus 2)", "from 2)", "du point 2", "i punkt 2", "del punto 2": a pointer to a numbered point. */
const POINTER = String.raw`(?:aus|from|in|of|du|de|del|do|da|i|fra|frå|von|im)[ \t]{1,2}(?:(?:dem[ \t])?(?:punkt|point|punto|ponto|pkt\.?)[ \t]{1,2}(\d{1,2})(?![\d%,.]\d)|(\d{1,2})\))`;
/** An article, then a role word or an ordinal, then the pointer: "die Projektleiterin aus 2)", "la première du point 2". */
const ROLE_POINTER = new RegExp(String.raw`(?<![\p{L}])(?:(?:the|die|der|den|dem|das|la|le|l'|el|o|a|det|dei)[ \t]{1,2})?([\p{L}'’-]{3,30})[ \t]{1,2}${POINTER}`, "giu");
/** An article and an ordinal alone before a figure, after a pointer in the same sentence: "…, le second 40 heures". */
const BARE_ORDINAL = /(?<![\p{L}])(?:the|die|der|den|la|le|el|o|a|det|dei)[ \t]{1,2}([\p{L}]{3,12})(?=[ \t]{1,2}\d)/giu;

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, erste: 1, erster: 1, ersten: 1, zweite: 2, zweiter: 2, zweiten: 2, dritte: 3, forste: 1, fyrste: 1,
  andre: 2, tredje: 3, premier: 1, premiere: 1, seconde: 2, deuxieme: 2, troisieme: 3, primero: 1, primera: 1, segundo: 2, segunda: 2,
  tercero: 3, tercera: 3, primeiro: 1, primeira: 1, terceiro: 3, terceira: 3,
};
const MAX_POINTERS = 40;
const MAX_POINT = 600;
/** A role word matches the point's word by its first letters (a compound's inflection: "Projektleiterin", "prosjektleiar"). */
const STEM = 6;

interface Person {
  name: string;
  /** The bracket written after the name (an e-mail address, a title), as the point wrote it. */
  bracket: string;
  at: number;
  /** The words that introduce the person in the point ("La cheffe de projet est", "et le consultant"): their role. */
  lead: string;
}

interface Point {
  text: string;
  people: Person[];
}

function pointsOf(text: string): Map<number, Point> {
  const points = new Map<number, Point>();
  for (const m of text.matchAll(POINT)) {
    const n = Number(m[1]);
    if (points.has(n)) continue;
    const body = m[2].slice(0, MAX_POINT);
    const found = [...body.matchAll(PERSON)].slice(0, 8);
    const people = found.map((p, i) => {
      const from = i > 0 ? found[i - 1].index! + found[i - 1][0].length : 0;
      const lead = body.slice(Math.max(from, p.index! - 60), p.index!).replace(/^[\s,;.:]+/, "").trim();
      return { name: p[1], bracket: p[2], at: p.index!, lead };
    });
    points.set(n, { text: body, people });
  }
  return points;
}

const ordinalOf = (word: string): number | undefined => ORDINALS[fold(word).toLowerCase()];

/** The person a role word or an ordinal picks in a point: the ordinal's place, else the first name after the role's word. */
function personOf(point: Point, word: string): Person | undefined {
  const ordinal = ordinalOf(word);
  if (ordinal) return point.people[ordinal - 1];
  const f = fold(word).toLowerCase();
  // Only a word for a person's role picks one ("der Stunden aus 1)" points to hours, not to the person beside them).
  if (f.length < 4 || ![...findConcepts(word.slice(0, 40)).hits.keys()].some((c) => PERSON_ROLES.has(c))) return undefined;
  const folded = fold(point.text).toLowerCase();
  const stem = f.slice(0, STEM);
  for (const w of folded.matchAll(/\p{L}{4,40}/gu)) {
    if (!w[0].startsWith(stem)) continue;
    const after = point.people.find((p) => p.at > w.index! && p.at - w.index! <= 60);
    if (after) return after;
  }
  return undefined;
}

/** The person as written in place of a pointer: an ordinal, which names no role, brings the point's own words for it. */
const written = (who: Person, withLead: boolean) => `${withLead && who.lead ? ` — ${who.lead}` : ""} ${who.name} ${who.bracket}`;

export function resolvePointReferences(text: string): string {
  if (!/\d\)|\b(?:punkt|point|punto|ponto)\s{1,2}\d/i.test(text)) return text;
  const points = pointsOf(text);
  if (points.size < 2 || ![...points.values()].some((p) => p.people.length)) return text;
  let out = "";
  let last = 0;
  let pointers = 0;
  for (const m of text.matchAll(ROLE_POINTER)) {
    if (pointers++ >= MAX_POINTERS) break;
    if (m.index! < last) continue;
    const point = points.get(Number(m[2] ?? m[3]));
    const who = point ? personOf(point, m[1]) : undefined;
    // The pointer's own point is no pointer ("2) … Berater aus 2)" cannot name itself).
    if (!point || !who || point.text.includes(m[0])) continue;
    // The role's words stay ("die Projektleiterin Katrin Albers (…) 32 Stunden"): only the pointer becomes the person.
    out += text.slice(last, m.index! + m[0].indexOf(m[1]) + m[1].length) + written(who, ordinalOf(m[1]) !== undefined);
    last = m.index! + m[0].length;
    // "…, le second 40 heures": an ordinal alone later in the same sentence picks from the same point.
    const sentenceEnd = text.slice(last, last + 400).search(/[.!?\n]/);
    const rest = text.slice(last, sentenceEnd < 0 ? last + 400 : last + sentenceEnd);
    for (const b of rest.matchAll(BARE_ORDINAL)) {
      const ordinal = ordinalOf(b[1]);
      const other = ordinal ? point.people[ordinal - 1] : undefined;
      if (!other) continue;
      out += text.slice(last, last + b.index! + b[0].length) + written(other, true);
      last = last + b.index! + b[0].length;
      break;
    }
  }
  return out + text.slice(last);
}
