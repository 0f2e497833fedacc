/**
 * Previews in flight per visitor and per address (docs/security.md, "Unpaid writes"): a preview
 * holds a worker for a second or more, so one client sending many at once would fill the queue and
 * every other visitor's preview would time out. At most PREVIEWS_IN_FLIGHT.visitor per visitor
 * (account or preview cookie) and PREVIEWS_IN_FLIGHT.address per client address run or wait at
 * once in this server process; the rest are refused at once (429), before the photo is read.
 * Counted per process, as the pool is (each instance has its own workers).
 */

export const PREVIEWS_IN_FLIGHT = {visitor: 1, address: 2} as const;

export interface InFlight {
  /** A place for each key under its maximum, with the function that gives them back; null (nothing taken) when any is full. */
  take(keys: readonly (readonly [key: string, max: number])[]): (() => void) | null;
  /** How many places a key holds now (tests). */
  count(key: string): number;
}

export function inFlight(): InFlight {
  const counts = new Map<string, number>();
  return {
    take(keys) {
      if (keys.some(([key, max]) => (counts.get(key) ?? 0) >= max)) return null;
      for (const [key] of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        for (const [key] of keys) {
          const left = (counts.get(key) ?? 1) - 1;
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        }
      };
    },
    count: (key) => counts.get(key) ?? 0,
  };
}

/** The places a preview takes: its visitor's and its address's. */
export const previewPlaces = (visitor: string, address: string) =>
  [
    [`visitor:${visitor}`, PREVIEWS_IN_FLIGHT.visitor],
    [`address:${address}`, PREVIEWS_IN_FLIGHT.address],
  ] as const;
