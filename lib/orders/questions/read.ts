import 'server-only';
/**
 * The question a page shows (docs/storefront.md#questions-before-buying): /question/{guest link token}
 * for the guest who asked, /question/{id} for the asking account and for admins (as the studio).
 * Anyone else, a wrong token or an unknown question: null, answered 404.
 */
import {currentUser} from '@/lib/auth/guard';
import {db} from '@/lib/db';
import {questionAccess, questionByGuestToken} from './store';

export async function questionForPage(ref: string) {
  const user = await currentUser();
  const byToken = await questionByGuestToken(db, ref);
  if (byToken) return {question: byToken, side: 'buyer' as const, token: ref, user};
  const found = user ? await questionAccess(db, ref, null, user) : null;
  return found ? {...found, token: null, user} : {question: null, side: null, token: null, user};
}
