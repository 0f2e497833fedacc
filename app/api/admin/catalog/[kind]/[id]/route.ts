import {updateCatalogItem} from '@/lib/catalog/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * PATCH /api/admin/catalog/{services|packages|templates}/{id} (admins)
 * {active?, priceKrw?, extraImageKrw?, prices?: {<country>: <minor units> | null}, extraImagePrices?: {...}}
 * -> {success, message, item}: null = derived from the KRW base again; 404 unknown item, 409 a
 * price for a quote-priced service; audited; the pages showing it render the change next request.
 */
export const PATCH = restCommand(updateCatalogItem);
