/**
 * A request written in Markdown (a notes app, a wiki, an issue tracker), read as the plain text the
 * readers read:
 * - a heading's marks go ("## 🗂️ Nytt prosjekt: …" is "🗂️ Nytt prosjekt: …");
 * - a rule line ("---", "***", "___") is a blank line;
 * - inline code is a value written apart: a name in it is quoted ("`Klangfelt x Moholt skole`" is
 *   “Klangfelt x Moholt skole”), a figure, an amount, a number or an address in it is itself
 *   ("`449 NOK`", "`9120`", "`post@firma.no`"), and so is a file's name ("`faktura_03.pdf`").
 * Emphasis, struck-through text and check boxes are read by the form stage (forms.ts). Pure; each
 * pattern is bounded within a line, so the pass is linear in the text.
 */

const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+/gm;
const RULE = /^[ \t]{0,3}(?:-[ \t]?){3,}$|^[ \t]{0,3}(?:\*[ \t]?){3,}$|^[ \t]{0,3}(?:_[ \t]?){3,}$/gm;
const INLINE_CODE = /`([^`\n]{1,200})`/g;
/** A footnote's mark in the text, not its definition at a line's start: "[^1]", "[^src]". */
const FOOTNOTE_MARK = /(?<=\S)\[\^[^\]\n\s]{1,20}\](?!:)/g;

/** Currency names, units and words of a figure: what an amount or a rate is written with. */
const FIGURE_WORDS = /\b(?:nok|kr|kroner|eur|usd|sek|dkk|gbp|mva|vat|mwst|iva|tva|moms|eks|inkl|excl|incl|ohne|mit|sin|con|sem|com|ht|ttc|h|t|timer|hours?|stunden|horas|heures|dager|days?|tage|dias|jours|stk|pcs|x)\b|[€$£%,.:;/()+\-–—=×'’ \t]/giu;

const FILE_NAME = /^[^\s/\\]{1,120}\.(?:pdf|txt|csv|xlsx?|docx?|odt|ods|png|jpe?g|gif|heic|tiff?|xml|json|zip|eml|msg)$/i;

/** Whether what inline code holds is a name (words) rather than a figure, a number or an address. */
function namesSomething(code: string): boolean {
  if (/@|:\/\/|^www\./i.test(code)) return false;
  // A file's name ("`kontrakt_03.pdf`") points to an attachment: no name of the task.
  if (FILE_NAME.test(code.trim())) return false;
  const rest = code.replace(/\d/g, "").replace(FIGURE_WORDS, "");
  return /\p{L}{2}/u.test(rest);
}

export function readMarkdown(text: string): string {
  if (!/[#`]|\[\^|^[ \t]{0,3}[-*_][ \t]?[-*_][ \t]?[-*_]/m.test(text)) return text;
  // A footnote's mark after a value ("12650 NOK[^1]") goes; the footnote's own line stays, read as a remark.
  let out = text.replace(HEADING, "").replace(RULE, "").replace(FOOTNOTE_MARK, "");
  if (out.includes("`")) out = out.replace(INLINE_CODE, (_m, code: string) => (namesSomething(code) ? `“${code.trim()}”` : code));
  return out;
}
