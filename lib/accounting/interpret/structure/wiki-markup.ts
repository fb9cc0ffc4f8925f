/**
 * A request copied out of an issue tracker or wiki that writes its own markup (Jira, Confluence)
 * rather than Markdown, read as the Markdown and plain text the later stages read:
 * - "h2. Summary" is the heading's words (an issue key opening it goes); "{{917432589}}" is inline code;
 * - "||Field||Value||" is a table's header row (its separator row added), "||Prosjektnavn|X|" a
 *   label line ("Prosjektnavn: X"), "|a|b|" a row;
 * - "{quote}", "{noformat}", "{code:sql}", "{panel:title=…}" tags go and their words stay;
 *   "{color:red}Hoch{color}" is "Hoch"; "[Contract|https://…]" is "Contract"; "[~fraser.mcleod]"
 *   is the person "Fraser Mcleod"; an attachment's "[^file.pdf]" is its file name; "_italics_" are plain;
 * - a comment's header line ("*[~eirin.bjornerem]* · 16 Feb 2026 15:22") goes: its time says when the
 *   comment was written, not a date of the task;
 * - a line that opens with "(/)" or "(x)" is a checklist item, done or open ("- [x] …", "- [ ] …");
 *   other ticks and smileys ("(y)", "(/)" after words, "(?)") go;
 * - "# item" lines are numbered points.
 * Only a text that shows two of these marks of its own is read so. Pure; every pattern is bounded
 * within a line, so the pass is linear in the text.
 */

/** A heading's mark, and the issue's own key opening it ("h2. FIN-440 · Fatura de fornecedor"): the tracker's number, no number of the task. */
const HEADING = /^[ \t]*h[1-6]\.[ \t]+(?:[A-Z][A-Z0-9]{1,9}-\d{1,6}[ \t]*[·:|–—-][ \t]*)?/;
const MONO = /\{\{([^{}\n]{1,200})\}\}/g;
const TAG = /\{(?:quote|noformat|code(?::[^}\n]{0,40})?|panel(?::[^}\n]{0,120})?|expand(?::[^}\n]{0,120})?|info(?::[^}\n]{0,120})?|note(?::[^}\n]{0,120})?|tip(?::[^}\n]{0,120})?|warning(?::[^}\n]{0,120})?)\}/gi;
const COLOR = /\{color(?::[^}\n]{0,30})?\}/gi;
const MENTION = /\[~([\p{L}\p{N}._-]{1,60})\]/gu;
const LINK = /\[([^\]|\n]{1,200})\|[^\]\n]{1,500}\]/g;
/** Italics ("Le plein du _Kystnett 3_"): a name set in them in running text is just the name. */
const ITALIC = /(?<![\p{L}\d_])_([^_\n]{1,80}?)_(?![\p{L}\d_])/gu;
const ATTACHMENT = /\[\^([^\]\n]{1,200})\]/g;
/** Jira's emoticons and status marks. */
const EMOTICON = /[ \t]?\((?:\/|x|y|n|i|!|\?|on|off|\*[rgby]?|flag|flagoff)\)/g;
const CHECK_ITEM = /^([ \t]*(?:[*-][ \t]+)?)\((\/|x)\)[ \t]+/;
/** A comment's header: its author (a mention, perhaps in bold) and when it was written, nothing else. */
const COMMENT_HEADER = /^[ \t]*\*?\[~[\p{L}\p{N}._-]{1,60}\]\*?[ \t]*(?:[·•|–—-][ \t]*)?[\p{L}\p{N} .,:/-]{0,40}$/u;
const NUMBERED = /^[ \t]*(#{1,3})[ \t]+(?=\S)/;
const TABLE_HEADER = /^[ \t]*\|\|.*\|\|[ \t]*$/;
const LABELLED_ROW = /^[ \t]*\|\|([^|\n]+)\|(?!\|)(.*?)\|?[ \t]*$/;

/** Marks that only this markup writes, counted once each kind. */
const OWN_MARKS: RegExp[] = [
  /^[ \t]*h[1-6]\.[ \t]+\S/m,
  /\{\{[^{}\n]+\}\}/,
  /\{(?:quote|noformat|code|panel)(?::[^}\n]*)?\}/i,
  /\{color(?::[^}\n]*)?\}/i,
  /\[~[\p{L}\p{N}._-]+\]/u,
  /^[ \t]*\|\|[^|\n]+\|/m,
  /^[ \t]*\((?:\/|x)\)[ \t]+\S/m,
];

/** "fraser.mcleod" as the person it names: "Fraser Mcleod". */
function personOf(handle: string): string {
  return handle
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

function row(cells: string[]): string {
  return `| ${cells.map((c) => c.trim()).join(" | ")} |`;
}

export function readWikiMarkup(text: string): string {
  if (OWN_MARKS.filter((m) => m.test(text)).length < 2) return text;
  const out: string[] = [];
  let counter = 0;
  const lines = text.split("\n");
  // A line opening with a tick is a checklist's item only among others ("(/) Godkjent." alone is an approval).
  const isItem = (k: number) => k >= 0 && k < lines.length && CHECK_ITEM.test(lines[k].replace(TAG, ""));
  for (let k = 0; k < lines.length; k++) {
    const raw = lines[k];
    // A line that was only a tag ("{quote}", "{noformat}") goes whole, and so does a comment's header.
    let line = raw.replace(TAG, "").replace(COLOR, "");
    if ((raw.trim() !== "" && line.trim() === "") || COMMENT_HEADER.test(line)) continue;
    line = line.replace(HEADING, "");
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      counter += 1;
      line = `${counter}. ${line.slice(numbered[0].length)}`;
    } else if (line.trim() !== "") counter = 0;
    const item = isItem(k - 1) || isItem(k + 1) ? CHECK_ITEM.exec(line) : null;
    if (item) line = `- [${item[2] === "/" ? "x" : " "}] ${line.slice(item[0].length)}`;
    line = line
      .replace(MENTION, (_m, h: string) => personOf(h))
      .replace(LINK, "$1")
      .replace(ATTACHMENT, "$1")
      .replace(ITALIC, "$1")
      .replace(MONO, (_m, code: string) => `\`${code}\``)
      .replace(EMOTICON, "");
    if (TABLE_HEADER.test(line)) {
      const cells = line.trim().replace(/^\|\||\|\|$/g, "").split("||");
      out.push(row(cells), row(cells.map(() => "---")));
      continue;
    }
    const labelled = LABELLED_ROW.exec(line);
    if (labelled) {
      // A table of fields, each row's field in a header cell: no header row above it, so each row a label line.
      out.push(`${labelled[1].trim()}: ${labelled[2].split("|").map((c) => c.trim()).join(" | ")}`);
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}
