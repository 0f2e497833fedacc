import {env} from '@/lib/env';

/** next-auth's error page: back to the storefront with ?auth=failed (the header logs it and cleans the URL). */
export function GET(): Response {
  return Response.redirect(new URL('/?auth=failed', env.APP_URL), 303);
}
