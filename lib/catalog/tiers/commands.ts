/**
 * The owner's tiers of one service (docs/admin.md#prices-and-the-catalogue): admins only, checked by
 * zod (./tiers), audited; on success the catalogue's cache tag expires, so the service's
 * prerendered page and checkout show the change on their next request; orders already placed
 * keep the tier they were bought with. The Catalogue tab calls it as a server action
 * (./actions); PUT /api/admin/catalog/services/{id}/tiers is its adapter.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {expireTag} from '@/lib/cache/expire';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {tiersSchema, type Tier} from './tiers';
import {saveTiers} from './store';
import {tiersSavedAnswer} from '../answers';

export const saveServiceTiers = defineCommand({
  name: 'catalog.tiers',
  output: tiersSavedAnswer,
  input: z.object({kind: z.enum(['services', 'service']), id: recordId, tiers: tiersSchema}),
  who: 'admin',
  errors: 'Admin',
  async run({id, tiers}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    const result = await saveTiers(db, user, id, tiers as Tier[]);
    if (!result.ok) return result.error === 'notFound' ? refuse(404, t('catalogNotFound')) : refuse(409, t('catalogQuote'), {code: 'quote'});
    // Expired at once (not stale-while-revalidate): the next request shows the change.
    expireTag(CATALOG_TAG);
    const tt = await getTranslations({locale: language, namespace: 'Tiers.admin'});
    return {ok: true, message: tt('saved'), body: {tiers: result.tiers}};
  },
});
