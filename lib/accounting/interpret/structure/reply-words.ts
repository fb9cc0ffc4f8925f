/**
 * Yes and no at the start of an answer, in the seven languages, on folded text (which keeps the
 * text's length, so a match's length cuts the original). One vocabulary for every reader of
 * answers: a call written down (`dialogue.ts`) and a reply answered between a mail's lines
 * (`inline-answers.ts`).
 */
export const YES_REPLY =
  /^(?:yes|yep|yeah|exactly|exact|correct|right|that'?s (?:right|it|them|correct)|ok|okay|go ahead|agreed|confirmed|ja|jo|jepp|ja visst|javisst|stemmer(?: det)?|riktig|rett|korrekt|nettopp|akkurat|eksakt|greit|fint|bekreftet|genau|richtig|stimmt|passt|jawohl|perfekt|einverstanden|bestatigt|si|exacto|correcto|claro|eso es|perfecto|confirmado|sim|isso|isso mesmo|exato|exatamente|certo|correto|perfeito|oui|exactement|c'est (?:ca|exact|bien ca)|tout a fait|absolument|parfait|d'accord|confirme)\b[\s,.!:;)–—-]*/;

/** No at an answer's start, said once or twice ("nei, nei"). */
export const NO_REPLY = /^(?:no|nope|not|nei|nein|nee|nao|non|ikke|ikkje|noe)\b[\s,.!:;–—-]*(?:(?:no|nei|nein|nee|nao|non)\b[\s,.!:;–—-]*)?/;

/** A yes or a no at an answer's start (folded). */
export const YES_OR_NO = new RegExp(`${YES_REPLY.source}|${NO_REPLY.source}`);
