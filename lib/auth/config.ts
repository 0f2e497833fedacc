/**
 * The Auth.js configuration (lib/auth/index.ts gives it to next-auth): e-mail and password through
 * the credentials provider, and Google, Kakao and Naver when configured (lib/auth/oauth). Built
 * from its dependencies so the integration tests run the same configuration against fakes of the
 * services (no `server-only` here).
 */
import Credentials from 'next-auth/providers/credentials';
import type {NextAuthConfig} from 'next-auth';
import type {Provider} from 'next-auth/providers';
import type {PrismaClient} from '@/lib/db/client';
import {sessionCookie} from '@/lib/cookies';
import {verifyLogin} from './accounts';
import {takeCheckPass} from './login-limits';
import {CLAIM_REDIRECT_PATH, createClaim, identityOf, oauthProviders, resolveOAuthSignIn, type OAuthSettings} from './oauth';
import {openSession, SESSION_MAX_AGE_S, startSession} from './sessions';
import {loginSchema} from './schema';
import {SOCIAL_PROVIDERS, type SocialProvider} from './social';

declare module 'next-auth' {
  interface Session {
    /** The UserSession row of this token (server-side only: next-auth's /session endpoint is not exposed). */
    sid?: string;
  }
}

export interface AuthDeps {
  db: PrismaClient;
  secret: string;
  /** Whether the shop is served over https (secure cookies). */
  secure: boolean;
  adminEmails: readonly string[];
  oauth: OAuthSettings;
  /** After a sign-in, before the session starts (the guest cart joins the account). */
  onSignIn?: (userId: string) => Promise<void>;
}

const isSocial = (id: string | undefined): id is SocialProvider => SOCIAL_PROVIDERS.includes(id as SocialProvider);

export function authConfig({db, secret, secure, adminEmails, oauth, onSignIn}: AuthDeps): NextAuthConfig {
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
    ...oauthProviders(oauth),
  ];

  return {
    secret,
    trustHost: true,
    basePath: '/api/auth',
    session: {strategy: 'jwt', maxAge: SESSION_MAX_AGE_S},
    cookies: {sessionToken: sessionCookie(secure)},
    useSecureCookies: secure,
    providers,
    pages: {error: '/api/auth/google/failed'},
    callbacks: {
      async signIn({account, profile}) {
        const provider = account?.provider;
        if (!isSocial(provider)) return true;
        const who = identityOf(provider, profile);
        if (!who) return false;
        // The same rules for each service (lib/auth/oauth): the account is linked here, the session starts in jwt.
        const outcome = await resolveOAuthSignIn(db, provider, who, adminEmails);
        if (outcome.kind === 'refused') return false;
        if (outcome.kind === 'user') return true;
        // No address the service vouches for: the dialog asks for one (the claim becomes a cookie in app/api/auth/[...nextauth]).
        return `${CLAIM_REDIRECT_PATH}?via=${provider}&claim=${encodeURIComponent(await createClaim(secret, provider as 'kakao' | 'naver', who.id))}`;
      },
      async jwt({token, user, account}) {
        if (user && account) {
          const row = isSocial(account.provider)
            ? (await db.account.findUnique({where: {provider_providerAccountId: {provider: account.provider, providerAccountId: account.providerAccountId}}, include: {user: true}}))?.user
            : await db.user.findUnique({where: {id: String(user.id)}});
          if (!row) return null;
          await onSignIn?.(row.id);
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
  };
}
