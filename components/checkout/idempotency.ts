/** A short, stable fingerprint of what is being ordered: the same checkout gets the same key. */
function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The order's idempotency key: this tab's checkout (sessionStorage) and what is ordered, so a retry finds the same order. */
export function idempotencyKey(checkoutKey: string, payload: unknown): string {
  const storageKey = `checkout:${checkoutKey}`;
  let base = sessionStorage.getItem(storageKey);
  if (!base) {
    base = crypto.randomUUID().replaceAll('-', '');
    sessionStorage.setItem(storageKey, base);
  }
  return `${base}-${fingerprint(payload)}`;
}
