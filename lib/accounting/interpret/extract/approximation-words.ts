/**
 * Words that make a figure rough (folded): "ca.", "circa", "about", "approx.", "omtrent", "rundt", "etwa", "ungefähr",
 * "environ", "aproximadamente", "cerca", "unos" (some), "knapt" (barely), "nesten" (almost), an estimate's words ("estimated",
 * "estimado", "anslått", "geschätzt"). Words of four letters or more are stems
 * ("aproximad" for "aproximadamente"); shorter ones are whole words only ("ca" opens "caisse").
 */
export const APPROX: readonly string[] = ["ca", "circa", "approx", "about", "around", "roughly", "omtrent", "rundt", "cirka", "etwa", "ungefahr", "rund", "environ", "aproximad", "cerca", "alrededor", "aprox", "knapt", "knapp", "nesten", "almost", "nearly", "presque", "casi", "quase", "beinahe", "unos", "unas", "umas", "estim", "anslag", "anslatt", "anslagsvis", "geschatzt", "schatzungsweise"];
