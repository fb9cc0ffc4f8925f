import { fold } from "../text";

/**
 * The expense account a bookkeeper picks for what was bought when the writer names none, from the
 * standard Norwegian chart of accounts (NS 4102) the books follow: electricity and heating 6340,
 * rent of premises 6300, fuel 7000, telephone and internet 6900, insurance 7500, accountants and
 * lawyers 6700, office supplies 6800, advertising 7320. Only a kind of cost that is unmistakable in
 * its words, in the seven languages; none when the words name two kinds. Pure; one pass over the words.
 */

/** Word starts (folded) that name a kind of cost, with its account. */
const KINDS: readonly [number, RegExp][] = [
  [6340, /^(?:strom|straum|elektrisitet|electricity|electricite|electricidad|eletricidade|nettleie|nettleige|fjernvarme|district heating|fernwarme)/],
  [6300, /^(?:husleie|husleige|kontorleie|lokaleleie|miete|mietzins|loyer|alquiler|aluguel|aluguer|arrendamento)$/],
  [7000, /^(?:drivstoff|diesel|bensin|gasoil|gasoleo|gasolina|carburant|kraftstoff|benzin|treibstoff|fuel)$/],
  [6900, /^(?:telefon|telephone|telefone|telefono|mobilabonnement|bredband|broadband|internett|breitband)/],
  [7500, /^(?:forsikring|insurance|versicherung|assurance|seguro)/],
  [6700, /^(?:regnskapsforing|regnskapsforar|regnskapsforer|revisjon|revisor|advokat|auditor|lawyer|anwalt|steuerberater|avocat|abogado|advogado|comptable)/],
  [6800, /^(?:kontorrekvisita|kontorartikler|kontormateriell|kopipapir|office supplies|burobedarf|buromaterial|fournitures|papeterie|material de oficina|material de escritorio)/],
  [7320, /^(?:reklame|annonse|annonsering|advertising|advertisement|werbung|anzeige|publicite|publicidad|publicidade)/],
];

const WORD = /[\p{L}]{3,}/gu;

/** The kinds whose names run over two words ("office supplies", "district heating"), looked for in the whole text. */
const PHRASED: readonly [number, RegExp][] = KINDS.filter(([, start]) => /\s/.test(start.source)).map(([account, start]) => [account, new RegExp(start.source.replace(/^\^/, "\\b"))]);

/** The account the words of what was bought point to, when they point to one only. */
export function accountForWhatWasBought(text: string): number | undefined {
  const found = new Set<number>();
  const folded = fold(text.length > 20_000 ? text.slice(0, 20_000) : text);
  for (const m of folded.matchAll(WORD)) {
    const w = m[0];
    for (const [account, start] of KINDS) if (start.test(w)) found.add(account);
  }
  // Two-word names ("office supplies", "district heating", "material de oficina").
  for (const [account, phrase] of PHRASED) if (phrase.test(folded)) found.add(account);
  return found.size === 1 ? [...found][0] : undefined;
}
