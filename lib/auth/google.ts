import {env} from '@/lib/env';
import {configuredProviders, oauthSettings} from './oauth';

/** Google sign-in shows only when both its client id and secret are configured. */
export const googleConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** The sign-in services whose keys are set (Google, Kakao, Naver): the dialog shows their buttons (lib/auth/social orders them). */
export const socialSignIn = configuredProviders(oauthSettings(env));
