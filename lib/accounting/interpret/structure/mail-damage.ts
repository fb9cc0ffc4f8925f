import { joinWrappedLines } from "./wrapped-lines";

/**
 * A mail as an old gateway passes it on, mended before anything reads it: quoted-printable left undecoded ("f=C3=BCr",
 * a line broken with "=" at its end), UTF-8 read as Windows-1252 ("norueguÃªs", "â€“"), HTML left in ("&nbsp;",
 * "<br>", "<b>…</b>", "<mailto:…>"), a logo's placeholder ("[cid:image001.png@…]"), the gateway's banner ("CAUTION: This
 * email originated from outside …") and its scanner's footer. Each repair runs only where its own marks show, so text
 * without them comes back unchanged. Pure; each pass is one scan of the text.
 */
export function repairMailDamage(text: string): string {
  let out = decodeQuotedPrintable(text);
  out = repairMojibake(out);
  out = dropHtml(out);
  out = dropGatewayLines(out);
  // A gateway that leaves its marks wraps lines mid-phrase too: where it has been at work, they are joined. One letter
  // pasted from a damaged page is mended alone.
  return repairMojibake(out === text ? text : joinWrappedLines(out), true);
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** A run of "=XX" bytes as the UTF-8 text it spells, or undefined when it spells none (a formula's "=C4"). */
function utf8Run(run: string): string | undefined {
  const bytes = Uint8Array.from(run.slice(1).split("="), (h) => parseInt(h, 16));
  if (!bytes.some((b) => b >= 0x80)) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

const QP_RUN = /(?:=[0-9A-F]{2})+/g;

/** Quoted-printable: where two runs spell UTF-8 letters, its soft line breaks go and every run is decoded. */
function decodeQuotedPrintable(text: string): string {
  let letters = 0;
  for (const m of text.matchAll(QP_RUN)) if (utf8Run(m[0]) !== undefined && ++letters >= 2) break;
  if (letters < 2) return text;
  // A soft break: "=" ending a line (a byte run may be split across it: "K=C3=\n=B6nnten").
  const joined = text.replace(/=\r?\n/g, "");
  return joined.replace(QP_RUN, (run) => utf8Run(run) ?? (run === "=3D" ? "=" : run === "=20" ? " " : run));
}

/** Windows-1252's letters for the bytes 0x80–0x9F (UTF-8's continuation bytes read as them). */
const CP1252: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89, "Š": 0x8a, "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e,
  "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b, "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};
const byteOf = (c: string): number | undefined => CP1252[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : undefined);
/** A continuation byte as Windows-1252 or Latin-1 shows it. */
const CONT = String.raw`[\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]`;
/** A lead byte of two (Â–ß), three (à–ï) or four (ð–ô) bytes, then its continuation bytes. */
const MOJIBAKE = new RegExp(String.raw`[\u00c2-\u00df]${CONT}|[\u00e0-\u00ef]${CONT}{2}|[\u00f0-\u00f4]${CONT}{3}`, "g");

/**
 * UTF-8 read as Windows-1252: where two such letters show, each is read again as UTF-8. With `lone`, one Latin letter's
 * is enough ("opplÃ¦ring" pasted from a page: no word writes Ã before such a sign).
 */
function repairMojibake(text: string, lone = false): string {
  const hits = text.match(MOJIBAKE);
  if (!hits || (hits.length < 2 && !(lone && hits[0].startsWith("Ã")))) return text;
  const mended = text.replace(MOJIBAKE, (seq) => {
    const bytes = [...seq].map(byteOf);
    if (bytes.some((b) => b === undefined)) return seq;
    try {
      return decoder.decode(Uint8Array.from(bytes as number[]));
    } catch {
      return seq;
    }
  });
  // "Ã " + space: "à" whose no-break space a gateway made a plain one.
  return mended.replace(/Ã[ \u00a0](?=\p{L})/gu, "à ");
}

const ENTITIES: Record<string, string> = {
  nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", laquo: "«", raquo: "»", ndash: "–", mdash: "—", hellip: "…", euro: "€",
  aelig: "æ", AElig: "Æ", oslash: "ø", Oslash: "Ø", aring: "å", Aring: "Å", auml: "ä", Auml: "Ä", ouml: "ö", Ouml: "Ö", uuml: "ü", Uuml: "Ü", szlig: "ß",
  eacute: "é", Eacute: "É", egrave: "è", ecirc: "ê", aacute: "á", agrave: "à", acirc: "â", atilde: "ã", iacute: "í", oacute: "ó", ocirc: "ô", otilde: "õ",
  uacute: "ú", ccedil: "ç", Ccedil: "Ç", ntilde: "ñ", Ntilde: "Ñ", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", bull: "•", middot: "·",
  ensp: " ", emsp: " ", thinsp: " ", shy: "", copy: "©", reg: "®", trade: "™", deg: "°", sect: "§", frac12: "½",
};
/** Tags a mail's HTML leaves in: a line break or a block ends a line, the others go. */
// (The name ends at a space, a slash or the bracket: "<p.maier@…>" is an address.)
const TAG = /<\/?(?:br|p|div|span|b|i|u|em|strong|font|li|ul|ol|tr|td|table|tbody|html|body|head|o:p)(?=[\s/>])[^<>\n]{0,200}>/gi;
const BLOCK_TAG = /^<\/?(?:br|p|div|li|tr)(?=[\s/>])/i;
/** "<mailto:ola@x.no>", "<a href="mailto:ola@x.no">ola@x.no</a>": the address once. */
const MAILTO = /\s?<mailto:[^<>\s]{1,254}>|<a\s[^<>\n]{0,300}>|<\/a>/gi;

/** HTML left in a mail: its entities written, its tags gone (a line break's tag a line break). */
function dropHtml(text: string): string {
  if (!/&(?:#\d{2,5}|[a-zA-Z]{2,8});|<\/?(?:br|p|div|span|b|i|u|em|strong|font|a)\b|<mailto:/i.test(text)) return text;
  return text
    .replace(MAILTO, "")
    .replace(TAG, (tag) => (BLOCK_TAG.test(tag) ? "\n" : ""))
    .replace(/&#(\d{2,5});/g, (all, n: string) => (Number(n) >= 32 ? String.fromCodePoint(Number(n)) : all))
    .replace(/&([a-zA-Z]{2,8});/g, (all, name: string) => ENTITIES[name] ?? all);
}

/** A gateway's banner, a scanner's footer, a logo's placeholder: lines (or a bracket) that say nothing of the request. */
// A scanner's footer names both its scan and what it looks for ("scanned for viruses … by MailScanner", "no threats found");
// a scanned letter's own line ("Eingangsrechnung …, gescannt") does not.
const GATEWAY_LINE =
  /^[ \t>]*(?:_{3,}[ \t]*)?(?:\[?(?:CAUTION|EXTERNAL|WARNING|ADVARSEL|EKSTERN|ACHTUNG|ATTENTION)\]?:?[ \t].{0,60}(?:originated|outside|utanfor|utenfor|außerhalb|ausserhalb|extérieur|exterior|externe|external)|(?=.{0,160}(?:scan|skann|check|geprüft|gepruft))(?=.{0,160}(?:virus|viruses|threats? found|malware|mailscanner|antivir|viren))).*$/gim;
const CID = /\[cid:[^\]\n]{1,200}\]/g;

function dropGatewayLines(text: string): string {
  return text.replace(CID, "").replace(GATEWAY_LINE, "");
}
