import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * Sends visitors without a session cookie to the sign-in page before any page work is done.
 * The dashboard layout still verifies the session itself: a forged cookie gets no further.
 */
export function proxy(request: NextRequest) {
  if (hasMalformedEscape(request.nextUrl.pathname)) {
    // Next's catch-all routes (the embedded services, the sign-in API) would fail on it with a 500.
    return NextResponse.json({ detail: "Malformed percent-encoding in the URL path" }, { status: 400 });
  }
  if (/^\/(api|emulator)\//.test(request.nextUrl.pathname)) return NextResponse.next();
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

export const config = {
  matcher: [
    // Everything except sign-in, APIs, the embedded services and static files.
    "/((?!login|api/|emulator/|_next/|favicon.ico|robots.txt|.*\\.(?:png|svg|ico|css|js)$).*)",
    // APIs and the embedded services only when the path holds a percent-escape (checked above).
    "/(api|emulator)/(.*%.*)",
  ],
};
