import { valueRoles } from "./gate";
import type { RulesResult } from "./rules";

/** The role a reading gives the first value written with `raw` in it (tests only). */
export function roleOf(r: RulesResult, raw: string) {
  return valueRoles(r.message, r.task ?? r.candidate ?? {}).find((v) => v.raw.includes(raw));
}
