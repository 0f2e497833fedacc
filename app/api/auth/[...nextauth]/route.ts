import {handlers} from '@/lib/auth';

/** next-auth's own endpoints (session, csrf, signin/google, callback/google, signout). */
export const {GET, POST} = handlers;
