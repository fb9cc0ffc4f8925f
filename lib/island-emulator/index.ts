// The embedded island prediction service (same HTTP API as the real one, plus an admin API).
export { handleIslandRequest, EMULATOR_PREFIX } from "./api/http";
export { startIslandEmulator } from "./startup";
export { ensurePracticeSetup, getPracticeTeamToken, startPracticeRound, PRACTICE_TEAM_NAME } from "./practice/practice";
export { PRESET_NAMES, type PresetName } from "./sim/params";
export { scoringIdle } from "./rounds/lifecycle";
