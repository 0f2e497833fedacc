import {oauthConfirm} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/oauth/confirm {token, returnTo?} -> {success, message, next}: links the Kakao or Naver account; 400 / 403 `otherBrowser` / 409 `unconfirmed` (lib/auth/commands). */
export const POST = restCommand(oauthConfirm);
