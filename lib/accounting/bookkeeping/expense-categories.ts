/**
 * What a bought item is, by its words in the seven languages: the expense account it is booked on
 * (NS 4102) and its usual input-VAT rate. Shared by the executor, which books the item, and the
 * reader, which finds the receipt line a request names in another language ("the train ticket" for
 * "Togbillett Oslo S–Lillehammer"). Most specific first.
 */
export const ACCOUNT_RULES: [RegExp, number, number][] = [
  // [pattern, account, default VAT rate]
  [/tog|train|zug|tren|comboio|fly|flight|taxi|buss|\bbus\b|ferje|ferja|ferry|f[äa]hre|ferri|\bbac\b|transbordador|balsa|reise|travel|billett|billet|bilhete|billete|fahrkarte|fahrschein|ticket|hotel|overnatting/i, 7140, 12],
  [/kunderelasjon|representasjon|client|customer|kunde|gave|gift/i, 7350, 25],
  // An appliance is equipment, whatever it makes ("Kaffetrakter", "coffee machine", "Wasserkocher", "Kaffeemühle"): not a meeting's coffee.
  [/trakter|traktar|maskin|machine|maker|kvern|grinder|m[üu]hle|moulin|molinillo|moedor|koker|kokar|kocher|kettle|bouilloire|hervidor|chaleira|cafeti[eè]re|cafetera|apparat|appliance/i, 6540, 25],
  // …and so is a tool and its parts ("Høytrykksspyler", "Bohrmaschine", "pressure washer", "caja de herramientas", "Motorsagkjede").
  [/spyler|washer|reiniger|nettoyeur|hidrolimpiadora|lavadora|drill|bormaskin|bohr|perceuse|taladro|berbequim|verkt[øo]y|\btool|werkzeug|outil|herramienta|ferramenta|sag\b|sagkjede|saw\b|chainsaw|kettens[äa]ge|tron[cç]onneuse|motosierra|motosserra|\bs[äa]ge\b|scie\b|sierra\b|serra\b|stige|ladder|m[åa]ler\b|messger[äa]t|instrument|laser|leiter|[ée]chelle|escalera|escada/i, 6540, 25],
  [/m[øo]te|meeting|kaffe|coffee|kaffee|caf[ée]|kurs|course|seminar|konferanse|conference|lunsj|lunch/i, 6860, 25],
  // A light is equipment too ("Arbeidslys LED", "work light", "Arbeitsleuchte").
  [/stol|chair|pult|desk|m[øo]bel|furniture|inventar|lampe|lamp|lys\b|lykt|\blight\b|leuchte|lumi[eè]re|linterna|lanterna|hylle|shelf|tastatur|keyboard|\bmus\b|mouse|skjerm|monitor|usb|kabel|cable|headset|dokking|dock/i, 6540, 25],
  [/papir|paper|kontorrekvisita|office supplies|rekvisita|penn|\bpen\b|perm|toner|blekk|oppbevaring|storage|boks/i, 6800, 25],
  [/programvare|software|lisens|licen[cs]e|abonnement|subscription/i, 6860, 25],
  [/rengj[øo]ring|cleaning|vask/i, 6360, 25],
  [/drivstoff|bensin|diesel|fuel/i, 7000, 25],
  [/telefon|phone|mobil|internett|internet|bredb[åa]nd/i, 6900, 25],
  // The chart's general homes for what the rules above do not name: a business meal, computer
  // equipment, food and drink.
  [/forretning|business|middag|dinner/i, 7350, 25],
  [/lader|charger|pc|laptop|datautstyr|screen|whiteboard/i, 6540, 25],
  [/mat|food|frukt|fruit|drikke|drink|snacks/i, 7350, 25],
];

/** The index of the first rule an item's words fall under, or -1. */
export function expenseRuleOf(text: string): number {
  return ACCOUNT_RULES.findIndex(([re]) => re.test(text));
}
