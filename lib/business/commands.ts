/**
 * The business details' command: an admin saves the whole set (checked with the same schema the
 * reader uses), audited; the `business` tag expires so every page shows the change on its next
 * request. The settings tab calls it as a server action (./actions).
 */
import 'server-only';
import {expireTag} from '@/lib/cache/expire';
import {getTranslations} from 'next-intl/server';
import {defineCommand} from '@/lib/commands';
import {db} from '@/lib/db';
import {businessSchema} from './details';
import {BUSINESS_TAG} from './read';
import {saveBusiness} from './store';
import {businessSavedAnswer} from './answers';

export const updateBusiness = defineCommand({
  name: 'business.update',
  output: businessSavedAnswer,
  input: businessSchema,
  who: 'admin',
  errors: 'Admin',
  async run(details, {user, language}) {
    const t = await getTranslations({locale: language, namespace: 'Admin.server'});
    const saved = await saveBusiness(db, details, user);
    expireTag(BUSINESS_TAG);
    return {ok: true, message: t('businessSaved'), body: {details: saved}};
  },
});
