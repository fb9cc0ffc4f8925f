import { isAccountingNoun, namesConcept, namesTradeOnly } from "../concepts";
import { fold } from "../text";
import { hasLegalSuffix, isIntroducingWord, LEGAL_SUFFIX, NAME_CONJUNCTION_SET, NAME_PARTICLE_SET } from "./names";

/**
 * Names wherever they stand in a sentence: runs of capitalised words (with the particles and
 * hyphens names carry), not only after a template's anchor word. A run that ends in a legal
 * form (AS, GmbH, S.L., Lda., SARL, Ltd…) is a company; a run of two to four words that name no
 * accounting concept is a person. Scanned word by word: linear in the text's length.
 */

export interface ProperName {
  name: string;
  index: number;
  end: number;
  kind: "company" | "person";
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.&-]{0,40}|&/gu;

function isCapitalised(w: string): boolean {
  return /^\p{Lu}/u.test(w) || /^\d/.test(w);
}


/** A lower-case conjunction ("et", "og", "&"): "Og" or "The" opening a capitalised run is a word of its own. */
function isConjunction(w: string): boolean {
  return w === "&" || (/^\p{Ll}/u.test(w) && NAME_CONJUNCTION_SET.has(w));
}

/** The first conjunction inside a run (not at its ends), or -1. */
function conjunctionIn(run: { w: string }[]): number {
  return run.findIndex((r, i) => i >= 1 && i < run.length - 1 && isConjunction(r.w));
}

/** A bank statement's word for the kind of entry, before the counterparty's name (folded). */
const BANK_ENTRY = /^(?:credito|debito|kredit|debet|innbetaling|utbetaling|overforing|giro|virement|transferencia|ueberweisung|uberweisung|gutschrift|lastschrift|deposit|credit|debit)$/;

/** "of", "from" between a word for a document and the company it comes from. */
const FROM_WORD = /^(?:von|vom|from|fra|frå|de|du|des|da|do|del)$/;

export function findProperNames(text: string): ProperName[] {
  const out: ProperName[] = [];
  let run: { w: string; index: number; end: number }[] = [];
  let lastEnd = -1;
  const flush = (): void => {
    // "Bergquell GmbH Org-Nummer …": a legal form ends the company; the words after it are another run.
    const cut = run.findIndex((r, i) => i >= 1 && i < run.length - 1 && LEGAL_SUFFIX.test(r.w));
    if (cut >= 0) {
      const rest = run.slice(cut + 1);
      run = run.slice(0, cut + 1);
      flush();
      run = rest;
    }
    // A conjunction joins a company's words ("Cimes et Fjords SARL"); between people it separates names.
    for (let joinAt = conjunctionIn(run); joinAt >= 0 && !LEGAL_SUFFIX.test(run[run.length - 1].w); joinAt = conjunctionIn(run)) {
      const rest = run.slice(joinAt + 1);
      run = run.slice(0, joinAt);
      flush();
      run = rest;
    }
    // Trim particles and introducing words from the ends.
    while (run.length && (NAME_PARTICLE_SET.has(fold(run[0].w)) || isIntroducingWord(run[0].w) || isConjunction(run[0].w))) run.shift();
    while (run.length && (NAME_PARTICLE_SET.has(fold(run[run.length - 1].w)) || isConjunction(run[run.length - 1].w))) run.pop();
    if (run.length) {
      const last = run[run.length - 1].w;
      const company = LEGAL_SUFFIX.test(last) && run.length >= 2;
      if (company) {
        // "Lieferantenrechnung von Kolbe Veranstaltungstechnik GmbH": a word for a document or role and its "of" open no name.
        // …nor does a document's number ("die Rechnung INV-2026-7042 von Bootsbau Krämer GmbH").
        const opensNoName = (w: string) => namesConcept(w) || isAccountingNoun(w) || (/\d/.test(w) && /[-/]/.test(w));
        while (run.length >= 4 && opensNoName(run[0].w) && FROM_WORD.test(run[1].w)) run = run.slice(2);
        // "02-11-2026  CREDITO  DOURO PESCAS AS": a bank line's date and its kind of entry open no name.
        while (run.length >= 3 && (/^\d{1,4}[-./]\d{1,2}[-./]\d{2,4}$/.test(run[0].w) || BANK_ENTRY.test(fold(run[0].w)))) run = run.slice(1);
        // "INVOICE Polar Pier Hotels Ltd", "Faktura Nordlys AS": a document's or party's word heads the name, no trade it is named for.
        while (run.length >= 3 && isAccountingNoun(run[0].w) && !namesTradeOnly(run[0].w)) run = run.slice(1);
        out.push({ name: run.map((r) => r.w).join(" "), index: run[0].index, end: run[run.length - 1].end, kind: "company" });
      } else {
        // A person: two to four capitalised words, none of them an accounting word or a number.
        let words = run;
        while (words.length && namesConcept(words[0].w)) words = words.slice(1);
        const caps = words.filter((r) => isCapitalised(r.w));
        if (caps.length >= 2 && words.length <= 5 && words.every((r) => !/\d/.test(r.w)) && !words.some((r) => namesConcept(r.w) && !NAME_PARTICLE_SET.has(fold(r.w)))) {
          out.push({ name: words.map((r) => r.w).join(" "), index: words[0].index, end: words[words.length - 1].end, kind: "person" });
        }
      }
    }
    run = [];
  };
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    // A possessive is the name's: "Priya Natarajan's timesheet".
    let w = m[0].replace(/['’]s$/, "");
    // A full stop ends the word unless it belongs to a legal form ("S.L.", "Lda.") or an initial.
    // "…: Harbourlight Ltd. They are …": a legal form's only dot before a new sentence is the sentence's ("S.L." keeps its own).
    const endsSentence = /^\s*(?:\n|$)|^\s+\p{Lu}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3)) && !/\..*\./.test(w);
    const keepDot = w.endsWith(".") && ((LEGAL_SUFFIX.test(w) && !endsSentence) || /^\p{Lu}\.$/u.test(w));
    if (w.endsWith(".") && !keepDot) w = w.replace(/\.+$/, "");
    const gap = text.slice(lastEnd < 0 ? m.index : lastEnd, m.index);
    // "Transportes Marítimos Atlântida, Lda": a legal form set off by a comma still closes the company before it.
    const joined = lastEnd >= 0 && (/^[ \u00a0]{1,2}$/.test(gap) || (/^,[ \u00a0]$/.test(gap) && run.length >= 1 && LEGAL_SUFFIX.test(w.replace(/,$/, ""))));
    if (!joined) flush();
    // Elided articles: "d'Annecy" continues a name, "l'Atelier" opens one without its article.
    const elided = /^[dDlL]['’](?=\p{Lu})/u.exec(w);
    if (elided && run.length === 0) w = w.slice(2);
    const capital = (isCapitalised(w) && !/^\d+$/.test(w)) || (!!elided && run.length > 0);
    const particle = NAME_PARTICLE_SET.has(fold(w)) || isConjunction(w);
    const start = m.index + (elided && run.length === 0 ? 2 : 0);
    // "… d'Annecy SARL og Ibáñez & Ortega S.L.": a legal form ends its company; a conjunction after it joins no name.
    if (particle && run.length >= 2 && LEGAL_SUFFIX.test(run[run.length - 1].w)) flush();
    if ((capital || (particle && run.length > 0)) && run.length < 8) run.push({ w, index: start, end: start + w.length });
    else {
      flush();
      if (capital) run.push({ w, index: start, end: start + w.length });
    }
    lastEnd = m.index + m[0].length;
    // Punctuation after the word (other than a kept dot) ends the run.
    if (m[0] !== w && !keepDot) {
      flush();
      lastEnd = -1;
    }
  }
  flush();
  return out.filter((n) => n.kind === "company" || !hasLegalSuffix(n.name));
}

/** The companies of a text, each with the organisation number written nearest after it (if any). */
export function companiesWithNumbers(text: string, orgNumbers: { value: string; index: number }[]) {
  const companies = findProperNames(text).filter((n) => n.kind === "company");
  const taken = new Set<string>();
  return companies.map((c, i) => {
    const next = companies[i + 1]?.index ?? Infinity;
    const org = orgNumbers.find((o) => o.index >= c.end && o.index < next && o.index - c.end <= 160 && !taken.has(o.value));
    if (org) taken.add(org.value);
    return { name: c.name, index: c.index, end: c.end, organizationNumber: org?.value };
  });
}
