import { NextResponse, type NextRequest } from "next/server";
import { checkActionRequest } from "@/lib/http/action-body";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * Sends visitors without a session cookie to the sign-in page before any page work is done.
 * The dashboard layout still verifies the session itself: a forged cookie gets no further.
 */
export async function proxy(request: NextRequest) {
  if (hasMalformedEscape(request.nextUrl.pathname)) {
    // Next's catch-all routes (the embedded services, the sign-in API) would fail on it with a 500.
    return NextResponse.json({ detail: "Malformed percent-encoding in the URL path" }, { status: 400 });
  }
  if (request.method === "POST" && request.headers.has("next-action") && !/^\/(api|emulator)\//.test(request.nextUrl.pathname)) {
    // Next would answer a body its decoder cannot take with a 500 before the action runs.
    const check = await checkActionRequest(request);
    if (!check.ok) return new NextResponse(check.message, { status: check.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (!SIGN_IN_GUARDED.test(request.nextUrl.pathname)) return NextResponse.next();
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = "/login";
  url.search = "";
  const back = request.nextUrl.pathname + request.nextUrl.search;
  if (back !== "/") url.searchParams.set("callbackUrl", back);
  return NextResponse.redirect(url);
}

/** True when a percent-escape in the path does not decode (`/rounds/%zz`). */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The paths of the first matcher below: pages that need a session (server actions reach the proxy on every path). */
const SIGN_IN_GUARDED = /^\/(?!login|api\/|emulator\/|_next\/|favicon\.ico|robots\.txt|.*\.(?:png|svg|ico|css|js)$)/;

export const config = {
  matcher: [
    // Everything except sign-in, APIs, the embedded services and static files.
    "/((?!login|api/|emulator/|_next/|favicon.ico|robots.txt|.*\\.(?:png|svg|ico|css|js)$).*)",
    // APIs and the embedded services only when the path holds a percent-escape (checked above).
    "/(api|emulator)/(.*%.*)",
    // Server action calls on any page, the sign-in page's included: their bodies are checked above.
    { source: "/((?!api/|emulator/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
