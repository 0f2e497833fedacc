/**
 * Item pages for an id the catalogue has never had (`/us/template/999`, `/us/services/abc`). The
 * proxy sends them under UNKNOWN_SEGMENT, a path no page has (a folder starting with `_` is never
 * a route), so the catch-all answers them with the localized 404 page whole in the server's HTML
 * (lib/navigation/not-found-page.ts); their own page would answer with Next's empty shell. An item
 * the owner hid is still answered by its page's not-found.
 */
import {PACKAGE_IDS, SERVICES} from '@/lib/catalog/catalog';
import {TEMPLATES} from '@/lib/catalog/templates';

export const UNKNOWN_SEGMENT = '/_unknown';

const ITEM_IDS: Record<string, ReadonlySet<string>> = {
  services: new Set(SERVICES.map((s) => String(s.id))),
  template: new Set(TEMPLATES.map((t) => String(t.id))),
  packages: new Set<string>(PACKAGE_IDS),
};

/** The internal rest for an item page: under UNKNOWN_SEGMENT for an id no item has, else unchanged. */
export function unknownItemAlias(rest: string): string {
  const match = /^\/(services|template|packages)\/([^/]+)\/?$/.exec(rest);
  return match && !ITEM_IDS[match[1]!]!.has(match[2]!) ? `${UNKNOWN_SEGMENT}${rest}` : rest;
}
