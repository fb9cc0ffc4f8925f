/** Words of a writer correcting what was just written (folded), shared by the readers of self-corrections. */

/** An apology or a correcting word after what was just written: "sorry", "orsak", "pardon", "perdão", "Entschuldigung", "corrijo", "aliás" (not a noun such as "correction entries"). */
export const SORRY = ["sorry", "orsak", "unnskyld", "beklager", "pardon", "perdao", "perdon", "desculpe", "desculpa", "desculpem", "disculpa", "disculpe", "disculpad", "desole", "desolee", "excusez", "entschuldigung", "verzeihung", "oops", "corrijo", "corrigo", "alias", "corr", "korr"];
/** A telegram's correction mark: "NOK 11.580,- CORR 11.850,-", "CORR LES 1.150,-". */
export const CORRECTION_MARK = ["corr", "korr"];
/** A correction named, right after the figure it corrects ("9k – äh, Korrektur: 9 250", "1 200, correction: 1 250"). */
export const CORRECTION_WORD = ["korrektur", "korreksjon", "korrigering", "rettelse", "retting", "correction", "correccion", "correcao", "berichtigung", "rectificacion", "rectification", "rectificacao"];
/** "no", "nei", "non", "nein", "não" after a contrast word retracts what came before ("pero no:", "men nei,"). */
export const NO_AFTER_CONTRAST = ["no", "nei", "non", "nein", "nao"];
/** "wait" after a "no" corrects like an apology: "kr 890,- nei vent, kr 980,-", "no, wait: 7 350". */
export const WAIT = ["vent", "wait", "warte", "attends", "attendez", "espera", "espere", "aguarde", "calma"];
