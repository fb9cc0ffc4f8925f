"use server";

import { AuthError } from "next-auth";
import { z } from "zod";
import { ACCESS_CODE_WRONG, MAX_ACCESS_CODE_LENGTH } from "@/lib/auth/access-code";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { signIn } from "@/lib/auth/config";
import { formInput } from "@/lib/http/action-input";

export type SignInState = { error?: string };

const formSchema = formInput(["mode", "token", "accessCode", "callbackUrl"], z.object({
  mode: z.enum(["practice", "token"]),
  token: z.string().max(16_384).optional(),
  accessCode: z.string().max(MAX_ACCESS_CODE_LENGTH).optional(),
  callbackUrl: z.string().optional(),
}));

/** Signs a person in with a team token or as the practice team; redirects on success. */
export async function signInAction(_prev: SignInState, form: unknown): Promise<SignInState> {
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) {
    const badCode = parsed.error.issues.some((issue) => issue.path[0] === "accessCode");
    return { error: badCode ? ACCESS_CODE_WRONG : "Choose the practice team or paste a team token." };
  }
  const { mode, token, accessCode, callbackUrl } = parsed.data;
  // Only a path on this site: an open redirect would send a freshly signed-in person elsewhere.
  const redirectTo = safeCallbackPath(callbackUrl);
  try {
    await signIn("credentials", { mode, token: token ?? "", accessCode: accessCode ?? "", redirectTo });
    return {};
  } catch (err) {
    if (err instanceof AuthError) {
      const code = (err as AuthError & { code?: string }).code;
      return { error: code && code !== "credentials" ? code : "Sign-in failed. Check the token and try again." };
    }
    throw err; // the redirect after a successful sign-in
  }
}
