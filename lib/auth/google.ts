import {env} from '@/lib/env';

/** Google sign-in shows only when both its client id and secret are configured. */
export const googleConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
