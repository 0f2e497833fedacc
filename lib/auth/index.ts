/**
 * next-auth (Auth.js v5): JWT sessions in one httpOnly cookie (lib/cookies), e-mail and password
 * through the credentials provider, Google when configured. Every request re-reads the user's
 * role and session version, so a role change, logout-everywhere or password reset takes effect
 * at the next request.
 */
import 'server-only';
import NextAuth from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type {Provider} from 'next-auth/providers';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {sessionCookie} from '@/lib/cookies';
import {sessionIsCurrent, uniqueUsername, usernameFromEmail, verifyLogin} from './accounts';
import {loginSchema} from './schema';
import {authSecret} from './secret';
import {googleConfigured} from './google';

export {googleConfigured};

const secure = new URL(env.APP_URL).protocol === 'https:';


const providers: Provider[] = [
  Credentials({
    credentials: {email: {}, password: {}},
    async authorize(credentials) {
      const parsed = loginSchema.safeParse(credentials);
      if (!parsed.success) return null;
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
  session: {strategy: 'jwt', maxAge: 30 * 24 * 60 * 60},
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
        const row = account.provider === 'google' ? await linkGoogleAccount(account.providerAccountId, String(user.email)) : await db.user.findUnique({where: {id: String(user.id)}});
        if (!row) return null;
        return {sub: row.id, sv: row.sessionVersion};
      }
      const current = token.sub ? await db.user.findUnique({where: {id: token.sub}, select: {sessionVersion: true}}) : null;
      return sessionIsCurrent(current, token.sv) ? token : null;
    },
    async session({session, token}) {
      return {...session, user: {...session.user, id: token.sub ?? ''}};
    },
  },
});

async function linkGoogleAccount(providerAccountId: string, email: string) {
  const linked = await db.account.findUnique({where: {provider_providerAccountId: {provider: 'google', providerAccountId}}, include: {user: true}});
  if (linked) return linked.user;
  const address = email.toLowerCase();
  const user =
    (await db.user.findUnique({where: {email: address}})) ??
    (await db.user.create({data: {email: address, username: await uniqueUsername(db, usernameFromEmail(address)), role: adminEmails.includes(address) ? 'ADMIN' : 'USER'}}));
  await db.account.create({data: {userId: user.id, type: 'oauth', provider: 'google', providerAccountId}});
  return user;
}
