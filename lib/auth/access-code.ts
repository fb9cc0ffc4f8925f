import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "@/lib/db/private-files";
import type { Env } from "@/lib/env";
import { secretEquals } from "@/lib/http/secret-equals";

/*
 * The team access code: what a person types to sign in as the practice team when the practice
 * button alone is not enough. It is needed when TEAM_ACCESS_CODE is set, and whenever the server
 * listens where other machines can connect (HOSTNAME not loopback); then, without a configured
 * code, one is generated into the data directory and printed at start-up, like the session secret.
 * Not marked server-only: the start-up check (a plain Node script) generates and prints it.
 */

export const ACCESS_CODE_FILE = "team-access-code";

/** Longest code accepted from a form; longer input is refused before any comparison. */
export const MAX_ACCESS_CODE_LENGTH = 256;

export const ACCESS_CODE_MISSING = "Type the team access code to sign in as the practice team.";
export const ACCESS_CODE_WRONG = "That access code is not right. Ask whoever runs this server.";

// No 0/o, 1/l/i: the code is read off a terminal and typed by hand.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** A fresh code: four groups of five characters, about 99 bits. */
export function generateAccessCode(): string {
  const chars: string[] = [];
  while (chars.length < 20) {
    for (const byte of crypto.randomBytes(32)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 256 - (256 % ALPHABET.length) && chars.length < 20) chars.push(ALPHABET[byte % ALPHABET.length]);
    }
  }
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}

/** Whether this configuration asks for the code before practice sign-in. */
export function accessCodeRequired(e: Pick<Env, "TEAM_ACCESS_CODE" | "servesOthers">): boolean {
  return e.TEAM_ACCESS_CODE !== undefined || e.servesOthers;
}

/**
 * The code kept in the data directory, created on first use. Concurrent first starts agree:
 * the file is created exclusively and a loser reads the winner's code.
 */
export function storedAccessCode(dataDir: string): { code: string; file: string; created: boolean } {
  const file = path.join(dataDir, ACCESS_CODE_FILE);
  const existing = readCode(file);
  if (existing) return { code: existing, file, created: false };
  ensurePrivateDir(dataDir);
  const code = generateAccessCode();
  try {
    fs.writeFileSync(file, code + "\n", { flag: "wx", mode: 0o600 });
    return { code, file, created: true };
  } catch {
    const theirs = readCode(file);
    if (theirs) return { code: theirs, file, created: false };
    // An empty or damaged file: replace it rather than lock everyone out.
    fs.writeFileSync(file, code + "\n", { mode: 0o600 });
    return { code, file, created: true };
  }
}

function readCode(file: string): string | null {
  try {
    const code = fs.readFileSync(file, "utf8").trim();
    return code.length >= 8 && code.length <= MAX_ACCESS_CODE_LENGTH ? code : null;
  } catch {
    return null;
  }
}

/** The code in force for this configuration, or null when practice sign-in needs none. */
export function expectedAccessCode(e: Pick<Env, "TEAM_ACCESS_CODE" | "servesOthers" | "dataDir">): string | null {
  if (e.TEAM_ACCESS_CODE !== undefined) return e.TEAM_ACCESS_CODE;
  if (!e.servesOthers) return null;
  return storedAccessCode(e.dataDir).code;
}

/** Compares a typed code with the expected one in constant time (surrounding blanks ignored). */
export function accessCodeMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length > MAX_ACCESS_CODE_LENGTH) return false;
  return secretEquals(given.trim(), expected);
}
