import { findEmails } from "../extract/values";
import { clean, fold } from "../text";
import { FROM_FIELD } from "./header-fields";
import type { MessagePart } from "./parts";

/** Who wrote the request, when the message's own header says so. */
export interface Writer {
  name: string;
  email?: string;
}

const PERSON_NAME = /^\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+){1,3}$/u;

/**
 * The writer of the request: the sender field of a header that belongs to the message itself (a
 * ticket's requester, a pasted mail's own "From:"), never a forwarded message's. "I" and "me" in the
 * request are this person ("Timer: jeg (prosjektleder) 40 t" under "Innsender: Henrik Foss <…>").
 */
export function writerOf(text: string, parts: readonly MessagePart[]): Writer | undefined {
  return fromHeader(text, parts) ?? selfIntroduced(text);
}

/**
 * A speaker who says who they are at the start ("hei det er Svein Are eh …", "hi Fiona it's Ola Dahl uh", "aqui é o Rui
 * Costa", "Lena Berg hier"): a dictated message's writer, in its first words.
 */
const INTRODUCED =
  /^[^\n]{0,60}?\b(?:det er|dette er|her er|it's|it is|this is|hier ist|hier spricht|ich bin|c'est|ici|soy|aqui es|aqui é(?: o| a)?|é o|é a|sou o|sou a)\s{1,2}(\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){1,2})(?=\s|$|[,.])|^[^\n]{0,60}?\b(\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){1,2})\s(?:hier|her|here|ici|aqui|aquí)\b/u;
function selfIntroduced(text: string): Writer | undefined {
  const m = INTRODUCED.exec(text.slice(0, 200));
  const name = m?.[1] ?? m?.[2];
  return name && PERSON_NAME.test(name) ? { name } : undefined;
}

function fromHeader(text: string, parts: readonly MessagePart[]): Writer | undefined {
  for (const p of parts) {
    if (p.kind !== "header" || p.segment !== 0) continue;
    for (const line of text.slice(p.start, p.end).split("\n")) {
      if (line.length > 300 || !FROM_FIELD.test(fold(line))) continue;
      const value = line.slice(line.indexOf(":") + 1);
      const email = findEmails(value)[0]?.value;
      const name = clean(value.replace(/<[^<>]*>|\[[^[\]]*\]|\([^()]*\)/g, " ").replace(email ?? "\u0000", " ").replace(/["«»“”]/g, " "));
      return PERSON_NAME.test(name) ? { name, ...(email ? { email } : {}) } : undefined;
    }
  }
  return undefined;
}
