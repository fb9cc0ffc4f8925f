import "server-only";
import { env } from "@/lib/env";
import { clientAddress, SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_STAMPED } from "@/lib/http/client-address";

/**
 * The key sign-in throttling counts a request under: the client's address (lib/http/client-address.ts).
 * A server started without scripts/serve.mjs (`next start`, `next dev`) has no socket address it can
 * trust; all its clients then share one key, so a made-up header still gains nothing.
 */
export function requestClientKey(headers: Headers): string {
  const stamped = (globalThis as Record<symbol, unknown>)[SOCKET_ADDRESS_STAMPED] === true;
  const socket = stamped ? headers.get(SOCKET_ADDRESS_HEADER) : null;
  return clientAddress(socket, headers.get("x-forwarded-for"), env().trustedProxies) ?? "unknown";
}
