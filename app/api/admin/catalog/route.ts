import {adminCatalogQuery} from '@/lib/admin/queries';
import {restQuery} from '@/lib/commands/query';

/**
 * GET /api/admin/catalog -> {success, items: [{kind, id, active, priceKrw, extraImageKrw, prices:
 * {<country>: {currency, amount, extraImage, set, extraSet} | null}, texts: {<language>: {name,
 * description, features}}, pictures: {<slot>: {id, width, height, alt}}}], hero: {<slot>: ...}}:
 * every country's price, set by the owner or derived (the suggestion), null for a quote-priced
 * service; the item's words and its placed pictures. 401/403 for non-admins.
 */
export const GET = restQuery(adminCatalogQuery);
