import { handleSandboxRequest } from "@/lib/accounting-sandbox/http";

// The accounting sandbox (Tripletex v2 emulator): every method, never cached.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = handleSandboxRequest;
export const POST = handleSandboxRequest;
export const PUT = handleSandboxRequest;
export const DELETE = handleSandboxRequest;
export const PATCH = handleSandboxRequest;
