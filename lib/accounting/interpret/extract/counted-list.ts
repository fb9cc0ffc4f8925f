import { fold } from "../text";
import { numberFromWord } from "./number-words";

/**
 * A list said aloud: no commas, no capitals, but its count stated — "tre nye avdelingar altså lager
 * innkjøp og kundeservice kan du opprette dei", "that's three departments marketing logistics and
 * quality assurance thanks". After "‹count› [adjective] ‹noun›" the words up to the sentence's end
 * (or a closing word: "kan du", "thanks") are split at the last joining word; when that gives fewer
 * names than the count, the words before it are one name each (a name said in one word is the usual
 * case; the last one may be longer: "quality assurance"). Names come back capitalised. Taken only
 * when the count comes out exactly. Linear: one look at each word after each count.
 */

const JOIN = new Set(["og", "and", "y", "e", "et", "und"]);
/** Words between the noun and the names: "altså", "namely", "set up", a "please" or a filler ("three departments please Carpentry …"). */
const LEAD = new Set(["altsa", "alltsa", "nemleg", "nemlig", "namely", "namlich", "es", "decir", "ou", "seja", "c'est-a-dire", "cest-a-dire", "set", "up", "som", "er", "are", "sind", "son", "sao", "sont", "which", "that", "is", "ie", "i.e", "called", "kalla", "kalt", "heissen", "llamados", "chamados", "appeles", "nye", "new", "neue", "nuevos", "novos", "nouveaux", "nouvelles", "please", "pls", "bitte", "takk", "svp", "eh", "ehm", "uh", "um"]);
/** "for us" between the noun and the names. */
const FOR = new Set(["for", "til", "fur", "para", "pour", "per"]);
const US = new Set(["oss", "us", "uns", "nous", "nosotros", "nos", "nosotras", "meg", "me", "mich", "mir", "moi", "mi", "mim"]);
/** Words that end the names: a question, thanks, a new clause. */
const STOP = new Set(["kan", "kunne", "can", "could", "would", "will", "please", "thanks", "thank", "takk", "tusen", "thx", "cheers", "bitte", "danke", "merci", "gracias", "obrigado", "obrigada", "vale", "ok", "okay", "so", "sa", "da", "then", "dann", "puis", "luego", "depois", "with", "med", "mit", "con", "com", "avec", "for", "til", "fur", "para", "pour", "in", "i", "im", "en", "no", "na", "dans", "por", "favor", "s'il", "og", "and", "just", "eh", "ehm", "uh", "um", "like", "sann", "liksom"]);
const MAX_WORDS = 14;

export function countedList(text: string, noun: RegExp, capitaliseEach: boolean): string[] {
  const words = [...text.matchAll(/[\p{L}\p{N}'.-]+/gu)].map((m) => ({ raw: m[0].replace(/[.]+$/, ""), k: fold(m[0]).replace(/[.]+$/, ""), end: /[.!?;:,]/.test(text[m.index! + m[0].length] ?? "") }));
  for (let i = 0; i < words.length; i++) {
    const count = /^\d{1,2}$/.test(words[i].k) ? Number(words[i].k) : numberFromWord(words[i].k);
    if (!count || count < 2 || count > 12) continue;
    // The noun right after the count, or after one adjective ("tre nye avdelingar").
    const at = noun.test(words[i + 1]?.k ?? "") ? i + 1 : noun.test(words[i + 2]?.k ?? "") ? i + 2 : -1;
    if (at < 0 || words[at - 1].end) continue;
    let j = at + 1;
    while (j < words.length && j < at + 4) {
      if (LEAD.has(words[j].k)) j++;
      // "tre avdelinger for oss gardsdrift og …": who they are for stands before the names.
      else if (FOR.has(words[j].k) && US.has(words[j + 1]?.k ?? "")) j += 2;
      else break;
    }
    const said: { raw: string; k: string }[] = [];
    for (; j < words.length && said.length < MAX_WORDS; j++) {
      const w = words[j];
      // A joining word joins the names; any other closing word ends them.
      // "firewood and café and events": a joining word may come again, between names.
      if (STOP.has(w.k) && !(JOIN.has(w.k) && said.length > 0 && !JOIN.has(said[said.length - 1].k))) break;
      if (!/^\p{L}[\p{L}'-]*$/u.test(w.raw)) break;
      said.push(w);
      if (w.end) break;
    }
    const parts = splitAtJoins(said);
    // The last name is as long as the others; words after it run on ("… og hytteutleie sånn at vi ser").
    if (parts.length > 2) {
      const longest = Math.max(...parts.slice(0, -1).map((p) => p.length));
      parts[parts.length - 1] = parts[parts.length - 1].slice(0, longest);
    }
    if (parts.length === count && parts.length > 2 && parts.every((p) => p.length >= 1 && p.length <= 2)) {
      const names = parts.map((p) => capitalise(p.map((w) => w.raw), capitaliseEach));
      if (new Set(names.map(fold)).size === names.length) return names;
    }
    const joinAt = said.findIndex((s) => JOIN.has(s.k));
    if (said.findIndex((s, n) => n > joinAt && JOIN.has(s.k)) > 0) continue;
    if (joinAt <= 0 || joinAt === said.length - 1) continue;
    const before = said.slice(0, joinAt);
    const last = said.slice(joinAt + 1);
    // Each word before the joining word one name; the rest after it the last name (one or two words).
    if (before.length + 1 !== count || last.length > 2) continue;
    const names = [...before.map((w) => [w.raw]), last.map((w) => w.raw)].map((n) => capitalise(n, capitaliseEach));
    if (new Set(names.map(fold)).size === names.length) return names;
  }
  return [];
}

/** The words between joining words, when there are two or more joining words ("a and b and c"). */
function splitAtJoins(said: { raw: string; k: string }[]): { raw: string; k: string }[][] {
  if (said.filter((s) => JOIN.has(s.k)).length < 2) return [];
  const parts: { raw: string; k: string }[][] = [[]];
  for (const s of said) {
    if (JOIN.has(s.k)) parts.push([]);
    else parts[parts.length - 1].push(s);
  }
  return parts;
}

function capitalise(words: string[], each: boolean): string {
  return words.map((w, i) => (i === 0 || each ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");
}
