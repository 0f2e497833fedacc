import {saveServiceTiers} from '@/lib/catalog/tiers/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * PUT /api/admin/catalog/services/{id}/tiers (admins) {tiers: [{key: basic|standard|premium,
 * images, revisions, deliveryDays, priceKrw, prices?: {<country>: minor units}}]} -> {success,
 * message, tiers}: replaces the service's tiers (an empty list: none, sold as before); 404 unknown
 * service, 409 a quote-priced one, 422 an invalid tier; audited.
 */
export const PUT = restCommand(saveServiceTiers);
