/**
 * next-auth (Auth.js v5): JWT sessions in one httpOnly cookie (lib/cookies), e-mail and password
 * through the credentials provider, Google when configured. Each token names a UserSession row
 * (lib/auth/sessions) checked on every request, so a logout ends that token on the server, and
 * logout-everywhere or a password reset ends all of them. The password check runs only with a
 * pass from the login limits (lib/auth/login-limits): next-auth's own HTTP endpoints for it are
 * not exposed (app/api/auth/[...nextauth]).
 */
import 'server-only';
import NextAuth from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type {Provider} from 'next-auth/providers';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {sessionCookie} from '@/lib/cookies';
import {joinGuestCart} from '@/lib/cart/join';
import {linkGoogleAccount, verifyLogin} from './accounts';
import {takeCheckPass} from './login-limits';
import {openSession, SESSION_MAX_AGE_S, startSession} from './sessions';
import {loginSchema} from './schema';
import {authSecret} from './secret';
import {googleConfigured} from './google';

export {googleConfigured};

declare module 'next-auth' {
  interface Session {
    /** The UserSession row of this token (server-side only: next-auth's /session endpoint is not exposed). */
    sid?: string;
  }
}

const secure = new URL(env.APP_URL).protocol === 'https:';


const providers: Provider[] = [
  Credentials({
    credentials: {email: {}, password: {}, checkPass: {}},
    async authorize(credentials) {
      const parsed = loginSchema.safeParse(credentials);
      if (!parsed.success || !takeCheckPass(credentials.checkPass, parsed.data.email)) return null;
      const user = await verifyLogin(db, parsed.data.email, parsed.data.password);
      return user ? {id: user.id, email: user.email, name: user.username} : null;
    },
  }),
];

if (googleConfigured) {
  // Endpoints given explicitly: no OpenID discovery request is needed to start a sign-in.
  providers.push({
    id: 'google',
    name: 'Google',
    type: 'oauth',
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorization: {url: 'https://accounts.google.com/o/oauth2/v2/auth', params: {scope: 'openid email profile', prompt: 'select_account'}},
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    checks: ['pkce', 'state'],
    profile(profile: {sub: string; email: string; email_verified?: boolean; name?: string; given_name?: string; family_name?: string}) {
      return {id: profile.sub, email: profile.email, name: profile.name};
    },
  });
}

export const {handlers, auth, signIn, signOut} = NextAuth({
  secret: authSecret(),
  trustHost: true,
  basePath: '/api/auth',
  session: {strategy: 'jwt', maxAge: SESSION_MAX_AGE_S},
  cookies: {sessionToken: sessionCookie(secure)},
  useSecureCookies: secure,
  providers,
  pages: {error: '/api/auth/google/failed'},
  callbacks: {
    async signIn({account, profile}) {
      if (account?.provider !== 'google') return true;
      // Only a Google address Google has verified may sign in to (or create) an account.
      return Boolean(profile?.email && (profile as {email_verified?: boolean}).email_verified !== false);
    },
    async jwt({token, user, account}) {
      if (user && account) {
        const row = account.provider === 'google' ? await linkGoogleAccount(db, account.providerAccountId, String(user.email), adminEmails) : await db.user.findUnique({where: {id: String(user.id)}});
        if (!row) return null;
        await joinGuestCart(row.id);
        return {sub: row.id, sv: row.sessionVersion, sid: await startSession(db, row.id)};
      }
      const open = await openSession(db, token.sid, token.sv);
      return open && open.id === token.sub ? token : null;
    },
    async session({session, token}) {
      // sid stays on the server: next-auth's /session endpoint is not exposed.
      return {...session, sid: typeof token.sid === 'string' ? token.sid : undefined, user: {...session.user, id: token.sub ?? ''}};
    },
  },
});
