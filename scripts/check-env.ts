import path from "node:path";
import { accessCodeRequired, storedAccessCode } from "@/lib/auth/access-code";
import { ConfigError, parseEnv, type Env } from "@/lib/env";

// Fails fast, before a build, with one line naming the variable.
let e: Env;
try {
  e = parseEnv();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

// Other machines can connect and no code was chosen: practice sign-in needs the generated one,
// so the person starting the server is told what it is.
if (e.EMULATOR_ENABLED && e.practiceMode && accessCodeRequired(e) && e.TEAM_ACCESS_CODE === undefined) {
  const { code, file } = storedAccessCode(e.dataDir);
  const relative = path.relative(process.cwd(), file);
  const where = relative && !relative.startsWith("..") ? relative : file;
  console.log(
    `Other machines can connect (HOSTNAME=${e.HOSTNAME}): practice sign-in asks for the team access code ${code} ` +
      `(kept in ${where}; set TEAM_ACCESS_CODE to choose one).`,
  );
}
