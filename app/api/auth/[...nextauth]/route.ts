import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { requestOrigin, withOrigin } from "@/lib/auth/request-origin";

/**
 * Auth.js answers on the origin the browser used. Next's request URLs name every loopback address
 * `localhost` (NextURL rewrites 127.x.x.x and [::1]), so a plain Request carries the origin from the
 * Host header instead; Auth.js reads only its URL, headers and body. With AUTH_URL set, Auth.js
 * takes the origin from there and the request is left alone.
 */
function onRequestOrigin(req: NextRequest): NextRequest {
  if (process.env.AUTH_URL || process.env.NEXTAUTH_URL) return req;
  const origin = requestOrigin(req.headers);
  if (!origin || origin === new URL(req.url).origin) return req;
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: req.headers, body: req.body, signal: req.signal, duplex: "half" };
  return new Request(withOrigin(req.url, origin), init) as NextRequest;
}

export const GET = (req: NextRequest) => handlers.GET(onRequestOrigin(req));
export const POST = (req: NextRequest) => handlers.POST(onRequestOrigin(req));
