import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { requestOrigin, withOrigin } from "@/lib/auth/request-origin";

/** Auth.js answers on the origin the browser used (Next's request URL says `localhost` for any loopback address). */
function onRequestOrigin(req: NextRequest): NextRequest {
  const origin = requestOrigin(req.headers);
  return origin && origin !== req.nextUrl.origin ? new NextRequest(withOrigin(req.url, origin), req) : req;
}

export const GET = (req: NextRequest) => handlers.GET(onRequestOrigin(req));
export const POST = (req: NextRequest) => handlers.POST(onRequestOrigin(req));
