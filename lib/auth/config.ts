import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { storageProblem } from "@/lib/db/storage-error";
import { env } from "@/lib/env";
import { ACCESS_CODE_MISSING, ACCESS_CODE_WRONG, accessCodeMatches, expectedAccessCode, MAX_ACCESS_CODE_LENGTH } from "./access-code";
import { sameOriginRedirect } from "./callback-url";
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

let codeInForce: { value: string | null } | undefined;

/** The practice button alone is enough only on a server nobody else reaches and with no code configured. */
function checkAccessCode(given: string | undefined): void {
  codeInForce ??= { value: expectedAccessCode(env()) };
  const expected = codeInForce.value;
  if (expected === null) return;
  if (!given?.trim()) throw new SignInRefused(ACCESS_CODE_MISSING);
  if (!accessCodeMatches(given, expected)) throw new SignInRefused(ACCESS_CODE_WRONG);
}

async function practiceToken(accessCode: string | undefined): Promise<string> {
  if (!env().EMULATOR_ENABLED || !env().practiceMode) {
    throw new SignInRefused("Practice mode is off: this installation talks to the real island service.");
  }
  checkAccessCode(accessCode);
  const { getPracticeTeamToken } = await import("@/lib/island-emulator/practice");
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
        async authorize(raw) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) throw new SignInRefused(parsed.error.issues[0]?.message ?? "Invalid sign-in.");
          const token = parsed.data.mode === "practice" ? await practiceToken(parsed.data.accessCode).catch(refuseStorage) : parsed.data.token;
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
          token.islandToken = user.islandToken;
          token.mode = user.mode;
          token.teamId = user.teamId;
        }
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
