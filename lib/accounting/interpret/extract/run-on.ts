/**
 * Where a request written as one breathless paragraph moves to its next item: ", og så …", ", så …",
 * ", and then …", ", und dann …", ", et puis …", ", y luego …", ", e depois …", "zweitens", "thirdly",
 * ", og til sist …", ", and finally …". A pattern source, matched case-insensitively.
 */
const THEN = "(?:så|sa|then|dann|danach|puis|ensuite|luego|después|despues|depois|deretter|etterpå|etterpa)";
const FINALLY = "(?:til sist|til slutt|finally|lastly|schließlich|schliesslich|zuletzt|enfin|por último|por ultimo|por fim|finalmente)";
const ORDINAL = "(?:zweitens|drittens|viertens|secondly|thirdly|fourthly|deuxièmement|troisièmement|en segundo lugar|en tercer lugar|em segundo lugar|em terceiro lugar)";
export const NEXT_ITEM = `,\\s{1,2}(?:(?:(?:og|and|und|et|y|e)\\s{1,2})?(?:${THEN}|${FINALLY})|${ORDINAL})\\s`;
