import {socialSignIn} from '@/lib/auth/google';
import {startSignIn} from '@/lib/auth/oauth-start';

/** GET /api/auth/kakao?returnTo=/kr/profile: starts Kakao sign-in (lib/auth/oauth-start). */
export const GET = startSignIn('kakao', () => socialSignIn.includes('kakao'));
