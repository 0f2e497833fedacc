import {socialSignIn} from '@/lib/auth/google';
import {startSignIn} from '@/lib/auth/oauth-start';

/** GET /api/auth/naver?returnTo=/kr/profile: starts Naver sign-in (lib/auth/oauth-start). */
export const GET = startSignIn('naver', () => socialSignIn.includes('naver'));
