/**
 * Who is asking, for rate limits: worked out by `npm start`'s server from the socket's address
 * and TRUST_PROXY (how many proxies in front of the app add themselves to X-Forwarded-For), and
 * handed to the app in a header the server always overwrites. A client can write anything into
 * X-Forwarded-For; only the hops our own proxies appended are believed.
 */

/** The header the app server sets (and overwrites when a client sent one). */
export const CLIENT_ADDRESS_HEADER = 'x-studio-client-address';

const SERVER_MARK = Symbol.for('studio.appServer');

/** `::ffff:127.0.0.1` is 127.0.0.1: one client, one key. */
export function normalizeAddress(address: string): string {
  const a = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

/**
 * The client's address: with 0 trusted hops the socket's peer; with N, the address the N-th proxy
 * from the app saw (the N-th entry from the right of X-Forwarded-For followed by the socket's
 * peer). A chain shorter than that (a request that skipped the proxies) yields its first entry.
 */
export function clientAddressFrom(forwardedFor: string | undefined | null, socketAddress: string | undefined, trustedHops: number): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress ?? 'unknown',
  ];
  const index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(trustedHops)));
  return normalizeAddress(chain[index] ?? 'unknown');
}

/** Called by the app server before it serves: from then on the app believes CLIENT_ADDRESS_HEADER. */
export function markAppServer(): void {
  (globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;
}

/** Whether this process is served by the app server (which sets CLIENT_ADDRESS_HEADER on every request). */
export function servedByAppServer(): boolean {
  return (globalThis as Record<symbol, unknown>)[SERVER_MARK] === true;
}
