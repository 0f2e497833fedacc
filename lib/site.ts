/** The site's own name and address (from the environment). The business behind it (company, contact, hours) is kept in the admin settings: lib/business. */
import {env} from '@/lib/env';

export const site = {
  name: env.SITE_NAME,
  url: env.APP_URL,
} as const;
