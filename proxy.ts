import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * Sends visitors without a session cookie to the sign-in page before any page work is done.
 * The dashboard layout still verifies the session itself: a forged cookie gets no further.
 */
export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = "/login";
  url.search = "";
  const back = request.nextUrl.pathname + request.nextUrl.search;
  if (back !== "/") url.searchParams.set("callbackUrl", back);
  return NextResponse.redirect(url);
}

export const config = {
  // Everything except sign-in, APIs, the embedded services and static files.
  matcher: ["/((?!login|api/|emulator/|_next/|favicon.ico|robots.txt|.*\\.(?:png|svg|ico|css|js)$).*)"],
};
