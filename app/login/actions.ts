"use server";

import { AuthError } from "next-auth";
import { z } from "zod";
import { signIn } from "@/lib/auth/config";

export type SignInState = { error?: string };

const formSchema = z.object({
  mode: z.enum(["practice", "token"]),
  token: z.string().optional(),
  callbackUrl: z.string().optional(),
});

/** Signs a person in with a team token or as the practice team; redirects on success. */
export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const parsed = formSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: "Choose the practice team or paste a team token." };
  const { mode, token, callbackUrl } = parsed.data;
  // Only same-site paths: an open redirect would hand the session to another site.
  const redirectTo = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/";
  try {
    await signIn("credentials", { mode, token: token ?? "", redirectTo });
    return {};
  } catch (err) {
    if (err instanceof AuthError) {
      const code = (err as AuthError & { code?: string }).code;
      return { error: code && code !== "credentials" ? code : "Sign-in failed. Check the token and try again." };
    }
    throw err; // the redirect after a successful sign-in
  }
}
