import type { NextApiRequest, NextApiResponse } from "next";
import { handleSandboxNode } from "@/lib/accounting-sandbox/node-http";

/**
 * The accounting sandbox at `/emulator/tripletex/...` (rewritten here in next.config.mjs): a Pages
 * API handler works on Node's request and response, without a web Request and Response per call.
 * The body is read by the sandbox with its own cap.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default function sandbox(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleSandboxNode(req, res);
}
