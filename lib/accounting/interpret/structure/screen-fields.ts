import { fold } from "../text";
import { isScreenTerm } from "../concepts/screen-words";

/**
 * A request written as steps through the system's screens, read as the labelled text the readers
 * read: "«Fakturadato» = 09.04.2026" is "Fakturadato: 09.04.2026"; a line of several fields
 * ("«Avdelingsnavn» = Lager, «Avdelingsnummer» = 11 > [Lagre]") gives each field a line of its own
 * under the line's lead ("3. Línea 1:"); a field the step says to leave alone ("«Ansattnummer»: la
 * stå tomt", "«Forfallsdato»: Standard behalten") asks for nothing and goes; a screen's tab,
 * section or filter is named without quotes ("Fane «Arbeidsforhold»" is a screen, not a name);
 * a button is its words ("[Opprett og send]" says what to do); a menu path's ">" is a comma.
 * Read so only in a request of two such fields or more: one quoted name and an "=" is a sentence. A screen's
 * field quoted right before its figure ("«Debet» 6010") is its word in any request.
 * Pure; one pass over the lines, each pattern bounded within a line, so linear in the text.
 */
export function readScreenFields(text: string): string {
  // A screen's field quoted as the label of the figure after it ("«Debet» 6010 / «Kredit» 1209", "«Konto» 6540"), in any request.
  text = text.replace(LABEL_BEFORE_FIGURE, (all, words: string) => (isScreenTerm(words) ? words : all));
  if (!isScreenRecipe(text)) return text;
  return text
    .split("\n")
    .flatMap((line) => (line.length > MAX_LINE ? [line] : screenLine(line)))
    .join("\n");
}

/**
 * Two fields set with "=", or one and two more marks of a screen (fields named with a colon, buttons, a menu path). A quoted
 * key and a colon alone is a JSON record or a ticket's tags, not a screen.
 */
function isScreenRecipe(text: string): boolean {
  let set = 0;
  let named = 0;
  // Fields named in square brackets as the screen shows them ("[Startdatum]: 23.02.2026"): two make a recipe.
  let boxed = 0;
  FIELD.lastIndex = 0;
  for (let m = FIELD.exec(text); m && set < 2 && boxed < 2; m = FIELD.exec(text)) {
    if (m[2] === "=") set++;
    else if (m[3] !== undefined) boxed++;
    else named++;
  }
  let pressed = 0;
  BUTTON.lastIndex = 0;
  for (let m = BUTTON.exec(text); m && pressed < 3; m = BUTTON.exec(text)) pressed++;
  const paths = MENU_PATH.test(text) ? 1 : 0;
  return set >= 2 || boxed >= 2 || (set === 1 && named + boxed + pressed + paths >= 2);
}

const MAX_LINE = 2000;
/**
 * A quoted field label (a few words, no quote inside) and "=" or ":" after it; not a value set by an "=" before it ('= "Aberdeen
 * Service" = "Aberdeen Sales"'). Or a label in square brackets as the screen shows it, and a colon: "[Startdatum]: 23.02.2026"
 * ("[1]: …" and "[^1]: …" are notes).
 */
const FIELD = /(?<!=[ \t]{0,2})[«“"]([^«»“”"\n=:]{1,40}?)[»”"][ \t]{0,2}(=|:)[ \t]{0,2}|\[(?![\d^])([^[\]\n=:]{1,40}?)\][ \t]{0,2}(:)[ \t]{0,2}/gu;
/** A button: a few words in square brackets, a "+" before them for "new" ("[+ Ny ansatt]", "[Lagre]"). */
const BUTTON = /(?:[ \t]{0,3}>)?[ \t]{0,3}\[[ \t]?\+?[ \t]?([\p{L}][\p{L} .'-]{1,40}?)[ \t]?\](?![(:]|[ \t]{1,2}:)(?:[ \t]{0,3}>)?/gu;
/** A menu path: three screens or more, each a word or two, with " > " between them ("Faktura > Fakturaer > Ny faktura"). */
const MENU_PATH = /(?:^|[ \t])\p{L}[\p{L}-]{1,30}(?:[ \t]\p{L}[\p{L}-]{1,30})?[ \t]>[ \t]\p{L}[\p{L}-]{1,30}(?:[ \t]\p{L}[\p{L}-]{1,30})?[ \t]>[ \t]/u;
/** A menu path's step: " > " between words. */
const PATH_STEP = /[ \t]+>[ \t]+/g;
/** A screen's part named before a quoted name: a tab, a section, a column, a filter, a field. */
const SCREEN_PART =
  /\b(fane|fanen|tab|tabs|reiter|registerkarte|pestana|pestaña|aba|onglet|seksjon|seksjonen|avsnitt|section|abschnitt|seccion|sección|secao|seção|kolonne|kolonnen|column|spalte|columna|coluna|colonne|felt|feltet|field|feld|campo|champ|filter|filtre|filtro|meny|menu|menü|menú)([ \t]{1,2})[«“"]([^«»“”"\n]{1,40})[»”"]/giu;
/**
 * What a step says to leave alone: empty, the default, unticked, untouched. A field whose value is
 * such words asks for nothing.
 */
const LEAVE_ALONE =
  /^(?:la(?:t)?\s+(?:sta|vere|vaere)|la\s+det\s+sta|behold|leave|keep|lass|lassen|leer|standard|default|deja|dejalo|dejar|mantener|manten|deixa|deixe|deixar|manter|mantem|laisse|laissez|laisser|garde|garder|par defaut|por defecto|por omissao|padrao|tomt|tom\b|empty|blank|vide|vacio|vazio|ikkje|ikke|nicht|nothing|nada|rien|ingenting|inget|unticked|untouched|no\s+(?:rellenar|tocar)|ne\s+pas|nao\s+(?:preencher|mexer))/;

/** A product's field (folded). */
const PRODUCT_FIELD = /^(?:produkt|product|produit|producto|produto|vare|varenr|artikkel|artikel|article|articulo|artigo)$/;
/** A quoted run of words right before a figure. */
const LABEL_BEFORE_FIGURE = /[«“"]([^«»“”"\n=:]{1,40}?)[»”"](?=[ \t]{0,2}\d)/gu;
/** A quoted run of words that sets no field ("check that «Restbeløp» is right"). */
const SCREEN_TERM = /[«“"]([^«»“”"\n=:]{1,40}?)[»”"](?![ \t]{0,2}[=:])/gu;

/** A person as the system lists them, surname first ("Weidlich, Jonas", «Aasland, Henrik»), quoted or before their e-mail in brackets. */
const SURNAME_FIRST = /([«“"]?)(\p{Lu}[\p{Ll}'-]{1,30}(?:[ -]\p{Lu}[\p{Ll}'-]{1,30})?),[ \t](\p{Lu}[\p{Ll}'-]{1,30}(?:[ -]\p{Lu}[\p{Ll}'-]{1,30})?)([»”"]?)(?=[ \t]{0,3}(?:\([^()\s]{1,60}@|$|[,.;]|[ \t][-–—]))/gu;

/** A step that only says to leave the rest alone ("«Mva-kode» on the outlays: keep the default"): no figure, a leave-alone phrase after its colon. */
function leavesAlone(line: string): boolean {
  const colon = line.lastIndexOf(":");
  return colon > 0 && !/\d/.test(line.replace(/^\s*\d{1,2}[.)]/, "")) && LEAVE_ALONE.test(fold(line.slice(colon + 1)).trim());
}

function screenLine(line: string): string[] {
  if (leavesAlone(line)) return [];
  // The system's list of people: "Weidlich, Jonas" is Jonas Weidlich.
  const turned = line.replace(SURNAME_FIRST, (all, open: string, last: string, first: string, close: string) => (!!open === !!close ? `${open}${first} ${last}${close}` : all));
  const named = turned.replace(SCREEN_PART, "$1$2$3").replace(SCREEN_TERM, (all, words: string) => (isScreenTerm(words) ? words : all));
  // A button's words say what to do; they stand on a line of their own, after the step's fields. Every run of blanks in
  // these patterns is bounded, so a line of blanks costs no more than its length.
  const pressed = [...named.matchAll(BUTTON)].map((b) => b[1].trim());
  const unquoted = named.replace(BUTTON, " ").replace(PATH_STEP, ", ").replace(/[ \t]{2,}/g, " ").replace(/[ \t,]+$/, "");
  const buttons = pressed.length ? [pressed.join(", ")] : [];
  FIELD.lastIndex = 0;
  const found = [...unquoted.matchAll(FIELD)];
  if (!found.length) return !pressed.length ? [unquoted] : [...(/\p{L}/u.test(unquoted.replace(/^\s*\d{1,2}[.)]/, "")) ? [unquoted] : []), ...buttons];
  const lead = unquoted.slice(0, found[0].index).replace(/[ \t,>:–—-]+$/, "");
  const out: string[] = [];
  found.forEach((m, i) => {
    const end = i + 1 < found.length ? found[i + 1].index : unquoted.length;
    const value = unquoted
      .slice(m.index + m[0].length, end)
      .replace(/[ \t]*(?:,|→|->|–|—)?[ \t]*$/, "")
      .trim();
    const [label, mark] = [m[1] ?? m[3], m[2] ?? m[4]];
    if (!value || (mark === ":" && LEAVE_ALONE.test(fold(value)))) return;
    if (mark === "=" && LEAVE_ALONE.test(fold(value)) && !/\d/.test(value)) return;
    out.push(`${label}: ${value}`);
  });
  if (!out.length) return [...(lead && /\p{L}/u.test(lead.replace(/^\s*\d{1,2}[.)]/, "")) ? [lead] : []), ...buttons];
  // An invoice or order line: a product field and the line's other fields ("Line 1: «Produkt» = 5521 (Generator hire), «Antall»
  // = 1, price 6 900,00") stay one item, its name first and its number in brackets, as an item is written.
  const product = out.findIndex((f) => PRODUCT_FIELD.test(fold(f.slice(0, f.indexOf(":")))));
  if (product >= 0 && out.length > 1) {
    const value = out[product].slice(out[product].indexOf(":") + 1).trim();
    const numbered = /^(\d{2,8})[ \t]{0,2}\(([^()\n]{2,80})\)$/.exec(value);
    const item = numbered ? `${numbered[2].trim()} (${numbered[1]})` : value;
    return [...(lead && !/^\s*\d{1,2}[.)]?\s*$/.test(lead) ? [lead] : []), `- ${[item, ...out.filter((_, i) => i !== product)].join(" · ")}`, ...buttons];
  }
  // One field and nothing before it but a step's number: the field's line, numbered as the step.
  if (!lead || /^\s*\d{1,2}[.)]?\s*$/.test(lead)) return [...(out.length === 1 ? [`${lead ? `${lead} ` : ""}${out[0]}`] : [...(lead ? [lead] : []), ...out]), ...buttons];
  return [lead, ...out, ...buttons];
}
