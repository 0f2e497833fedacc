import {socialSignIn} from '@/lib/auth/google';
import {startSignIn} from '@/lib/auth/oauth-start';

/** GET /api/auth/google?returnTo=/kr/profile: starts Google sign-in (lib/auth/oauth-start). */
export const GET = startSignIn('google', () => socialSignIn.includes('google'));
