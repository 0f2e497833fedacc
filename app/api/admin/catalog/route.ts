import {requireAdmin} from '@/lib/auth/guard';
import {pricesByCountry} from '@/lib/catalog/prices';
import {loadCatalog} from '@/lib/catalog/store';
import {db} from '@/lib/db';
import {plainHandler} from '@/lib/http/api';

/**
 * GET /api/admin/catalog -> {success, items: [{kind, id, active, priceKrw, extraImageKrw, prices:
 * {<country>: {currency, amount, extraImage, set, extraSet} | null}, texts: {<language>: {name,
 * description, features}}, pictures: {<slot>: {id, width, height, alt}}}], hero: {<slot>: ...}}:
 * every country's price, set by the owner or derived (the suggestion), null for a quote-priced
 * service; the item's words and its placed pictures. 401/403 for non-admins.
 */
export const GET = plainHandler(async ({origin}) => {
  const admin = await requireAdmin(origin.language);
  if (admin instanceof Response) return admin;
  const catalog = await loadCatalog(db);
  const picturesOf = (prefix: string) =>
    Object.fromEntries(Object.entries(catalog.pictures).flatMap(([slot, {id, width, height, alt}]) => (slot.startsWith(prefix) ? [[slot, {id, width, height, alt}]] : [])));
  const items = Object.values(catalog.entries).map((entry) => ({
    kind: entry.kind,
    id: entry.id,
    active: entry.active,
    priceKrw: entry.priceKrw,
    extraImageKrw: entry.extraImageKrw,
    prices: pricesByCountry(entry),
    texts: entry.texts,
    pictures: entry.kind === 'package' ? {} : picturesOf(`${entry.kind}:${entry.id}:`),
  }));
  return Response.json({success: true, items, hero: picturesOf('hero:')}, {headers: {'cache-control': 'no-store'}});
});
