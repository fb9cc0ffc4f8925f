import "server-only";
import crypto from "node:crypto";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { storageProblem } from "@/lib/db/storage-error";
import { env } from "@/lib/env";
import { ACCESS_CODE_MISSING, ACCESS_CODE_WRONG, accessCodeMatches, MAX_ACCESS_CODE_LENGTH } from "./access-code";
import { accessCodeFingerprint, accessCodeInForce, sessionMatchesAccessCode } from "./code-in-force";
import { sameOriginRedirect } from "./callback-url";
import { requestClientKey } from "./request-client";
import { describeWait, SignInThrottle } from "./sign-in-throttle";
import { authSecret } from "./secret";
import { describeTeamToken } from "./team-token";
import { verifyTeamToken } from "./verify-team-token";

class SignInRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

const credentialsSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("practice"), accessCode: z.string().max(MAX_ACCESS_CODE_LENGTH, ACCESS_CODE_WRONG).optional() }),
  z.object({ mode: z.literal("token"), token: z.string().trim().min(20, "Paste the whole access token.").max(8192) }),
]);

declare module "next-auth" {
  interface Session {
    team: { label: string; mode: "practice" | "token"; id?: string };
  }
  interface User {
    islandToken: string;
    mode: "practice" | "token";
    teamId?: string;
  }
}

// One per process, shared by the sign-in action and Auth.js's own endpoint (both call authorize).
const g = globalThis as unknown as { __signInThrottle?: SignInThrottle };
const throttle = (g.__signInThrottle ??= new SignInThrottle());

/** The practice button alone is enough only on a server nobody else reaches and with no code configured. */
function checkAccessCode(given: string | undefined, client: string): void {
  const expected = accessCodeInForce();
  if (expected === null) return;
  if (!given?.trim()) throw new SignInRefused(ACCESS_CODE_MISSING);
  // Checked before the comparison: while locked, even the right code is refused.
  const verdict = throttle.check(client);
  if (!verdict.ok) {
    const who = verdict.scope === "global" ? "Too many wrong access codes have been typed on this server" : "Too many wrong access codes";
    throw new SignInRefused(`${who}: wait ${describeWait(verdict.retryAfterMs)} and try again.`);
  }
  if (!accessCodeMatches(given, expected)) {
    throttle.failure(client);
    throw new SignInRefused(ACCESS_CODE_WRONG);
  }
  throttle.success(client);
}

async function practiceToken(accessCode: string | undefined, client: string): Promise<string> {
  if (!env().EMULATOR_ENABLED || !env().practiceMode) {
    throw new SignInRefused("Practice mode is off: this installation talks to the real island service.");
  }
  checkAccessCode(accessCode, client);
  const { getPracticeTeamToken } = await import("@/lib/island-emulator/practice/practice");
  return getPracticeTeamToken();
}

/** A database that cannot be written is the server's problem: say so, not "check the token". */
function refuseStorage(err: unknown): never {
  const problem = storageProblem(err);
  if (problem) throw new SignInRefused(problem.message);
  throw err;
}

function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: 7 * 24 * 3600 },
    pages: { signIn: "/login" },
    providers: [
      Credentials({
        credentials: { mode: {}, token: {}, accessCode: {} },
        async authorize(raw, request) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) throw new SignInRefused(parsed.error.issues[0]?.message ?? "Invalid sign-in.");
          const token = parsed.data.mode === "practice" ? await practiceToken(parsed.data.accessCode, requestClientKey(request.headers)).catch(refuseStorage) : parsed.data.token;
          const check = await verifyTeamToken(token);
          if (!check.ok) throw new SignInRefused(check.reason);
          const { teamLabel, teamId } = describeTeamToken(token);
          return {
            id: teamId ?? "team",
            name: parsed.data.mode === "practice" ? "Practice team" : teamLabel,
            islandToken: token,
            mode: parsed.data.mode,
            teamId,
          };
        },
      }),
    ],
    callbacks: {
      // Every callback URL (form field, query, cookie, sign-out) leads back to this site only.
      redirect({ url, baseUrl }) {
        return sameOriginRedirect(url, baseUrl);
      },
      // The token lives only inside the encrypted cookie (JWE); it never enters the session object.
      jwt({ token, user }) {
        if (user) {
          // The member's session id: tells apart members who share one team token (stream caps).
          token.sid = crypto.randomUUID();
          token.islandToken = user.islandToken;
          token.mode = user.mode;
          token.teamId = user.teamId;
          if (user.mode === "practice") token.codeFingerprint = accessCodeFingerprint();
          return token;
        }
        // null ends the session (Auth.js clears the cookie): the access code it was made with is no longer the one in force.
        if (!sessionMatchesAccessCode(token)) return null;
        return token;
      },
      session({ session, token }) {
        session.team = {
          label: session.user?.name ?? "Your team",
          mode: token.mode === "practice" ? "practice" : "token",
          id: typeof token.teamId === "string" ? token.teamId : undefined,
        };
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
