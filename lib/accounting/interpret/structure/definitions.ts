import { fold } from "../text";
import { DEFINITIONS_WORDS } from "./prompt-sections";

/**
 * An instruction written as a legal document defines its terms before it uses them:
 * "1.1 «el Cliente»: Conservas Ría SL, org. nr. 933 699 935", "1.2 „Produktnummer“ bezeichnet 2530",
 * "(b) "the Price" means NOK 1,890.00". Such a definition is a label and its value: it is written
 * as one ("el Cliente: Conservas Ría SL, …"), so the readers that know "Label: value" lines read
 * it; the quotes go, for the term is no value to create. One pass over the lines, each bounded.
 */

/** A definition's line: its clause number, the quoted term, a colon or a defining verb, the rest. */
const DEFINITION =
  /^([ \t]{0,8})(?:(?:\d{1,2}(?:\.\d{1,2}){0,3}[.)]?|\(?(?:[a-z]|[ivx]{1,4})[.)])[ \t]{1,3})?["«“„‘][ \t]?([^"«»“”„‘’\n\d]{2,50}?)[ \t]?["»”“’][ \t]{0,2}(?::|(?:betyr|betyder|tyder|means|shall mean|refers to|bezeichnet|bedeutet|désigne|designe|signifie|significa|designa|se refiere a|hace referencia a|refere-se a|quer dizer)\b:?)[ \t]{0,3}(?=\S)/iu;

const MAX_LINE = 400;

/** At most this many definitions are weighed: each looks through the text for its term once. */
const MAX_DEFINITIONS = 40;

/** Whether the term stands twice in the text: once where it is defined, once where it is used. */
function usedTwice(lower: string, term: string): boolean {
  const t = term.toLowerCase();
  const first = lower.indexOf(t);
  return t.length >= 2 && first >= 0 && lower.indexOf(t, first + t.length) >= 0;
}

/** A definitions clause's heading (folded): "1. Definisjoner", "§ 1 Begriffsbestimmungen", "Definiciones", by the sections' own words. */
const DEFINITIONS_HEADING = new RegExp(String.raw`^[ \t]{0,3}(?:§[ \t]{0,2})?(?:\d{1,2}[.)]?|[ivx]{1,4}[.)])?[ \t]{0,3}(?:${DEFINITIONS_WORDS})[ \t]*:?[ \t]*$`, "m");

export function readDefinitions(text: string): string {
  if (!/["«“„‘]/.test(text)) return text;
  // "«Term»: value" is a definition only in a text that has a definitions clause; a defining verb always makes one.
  const clause = DEFINITIONS_HEADING.test(fold(text));
  const lower = text.toLowerCase();
  let weighed = 0;
  const named: { term: string; name: string }[] = [];
  const defined = new Set<number>();
  const lines = text.split("\n").map((line, at) => {
    if (line.length > MAX_LINE) return line;
    const m = DEFINITION.exec(line);
    if (!m || m[2].trim().split(/\s+/).length > 5 || (!clause && /:[ \t]*$/.test(m[0]))) return line;
    // A term is used again where it is defined ("«el Cliente»" … "la factura emitida al Cliente"); a quoted name
    // listed in a definition and never used again is a value ("(a) «Equipo informático»: coste …").
    const term = m[2].trim().replace(/^(?:the|el|la|los|las|le|les|l'|der|die|das|den|det|dei|de|o|a|os|as)\s+/i, "");
    if (++weighed > MAX_DEFINITIONS || !usedTwice(lower, term)) return line;
    const name = LEADING_NAME.exec(line.slice(m[0].length))?.[1]?.replace(TITLES, "");
    if (name && /^\p{Lu}/u.test(term)) named.push({ term, name });
    defined.add(at);
    return `${m[1]}${m[2].trim()}: ${line.slice(m[0].length)}`;
  });
  // "(a) Prosjektlederen: 36 timer", "til Klienten": a term that stands for a person or a company is that name where it
  // is used, so the readers that know names read it.
  for (const { term, name } of named) {
    // (Not after "als", "as", "som": "mit Maren Sundby als Projektleiterin" keeps the role the term names.)
    const use = new RegExp(String.raw`(?<![\p{L}\p{N}«"“„'])(?<!\b(?:als|as|som|como|comme|qua|enquanto)[ \t])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}\p{N}»"”'])`, "gu");
    for (let i = 0; i < lines.length; i++) if (!defined.has(i) && lines[i].length <= MAX_LINE) lines[i] = lines[i].replace(use, name);
  }
  return lines.join("\n");
}

/**
 * The name a definition gives, when it names a person or a company: after at most two words in small letters (a title:
 * "advokat", "die"), capitalised words up to a comma, a bracket or the line's end ("advokat Jonas Brekkeseth (…)",
 * "Stjørdal Næringspark AS, org.nr. …").
 */
/** A person's title before their name: "Rechtsanwältin", "Frau", "Dr.", "Mr", "Sra.", "Maître". */
const TITLES = /^(?:(?:Rechtsanw[aä]lt(?:in)?|Frau|Herr|Dr\.?|Prof\.?|Mr\.?|Mrs\.?|Ms\.?|Miss|Sr\.?|Sra\.?|Srta\.?|Dona|Don|Dom|M\.|Mme\.?|Maître|Me|Advokat|Adv\.)[ \t])+/u;

const LEADING_NAME = /^(?:\p{Ll}[\p{Ll}-]{0,20}[ \t]){0,2}(\p{Lu}[\p{L}'’.-]*(?:[ \t](?:\p{Lu}[\p{L}'’.-]*|&|og|and|und|et|y|e|de|da|do|von|van)){1,6})(?=[ \t]*(?:[,(;]|\.?[ \t]*$))/u;
