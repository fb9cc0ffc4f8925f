import { ConfigError, parseEnv } from "@/lib/env";

// Fails fast, before a build, with one line naming the variable.
try {
  parseEnv();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
