import {oauthEmail} from '@/lib/auth/commands';
import {restCommand} from '@/lib/commands/rest';

/** POST /api/auth/oauth/email {email} -> {success, message}: the confirmation mail for a Kakao or Naver sign-in without a vouched address; 400 without a valid claim, 429 when limited (lib/auth/commands). */
export const POST = restCommand(oauthEmail);
