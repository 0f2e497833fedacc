/**
 * The owner's FAQ of one item (docs/storefront.md#item-pages): admins only, checked by zod (./faq), audited;
 * on success the catalogue's cache tag expires, so the item's prerendered page shows the change on
 * its next request. The Catalogue tab calls it as a server action (./actions); PUT
 * /api/admin/catalog/{kind}/{id}/faq is its adapter.
 */
import 'server-only';
import {getTranslations} from 'next-intl/server';
import * as z from 'zod/mini';
import {expireTag} from '@/lib/cache/expire';
import {CATALOG_TAG} from '@/lib/cache/tags';
import {defineCommand, recordId, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {faqSchema, saveFaq} from './faq';
import {faqSavedAnswer} from '../answers';

const KIND_OF = {services: 'service', packages: 'package', templates: 'template', service: 'service', package: 'package', template: 'template'} as const;

export const saveCatalogFaq = defineCommand({
  name: 'catalog.faq',
  output: faqSavedAnswer,
  input: z.object({kind: z.enum(Object.keys(KIND_OF) as [keyof typeof KIND_OF, ...(keyof typeof KIND_OF)[]]), id: recordId, faq: faqSchema}),
  who: 'admin',
  errors: 'Admin',
  async run({kind, id, faq}, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    const itemKind = KIND_OF[kind];
    const result = await saveFaq(db, user, itemKind, id, faq);
    if (!result.ok) return refuse(404, t('catalogNotFound'));
    expireTag(CATALOG_TAG);
    return {ok: true, message: t('faqSaved'), body: {faq: result.faq}};
  },
});
