/**
 * next-auth (Auth.js v5): JWT sessions in one httpOnly cookie (lib/cookies), e-mail and password
 * through the credentials provider, Google, Kakao and Naver when configured (lib/auth/config,
 * lib/auth/oauth). Each token names a UserSession row
 * (lib/auth/sessions) checked on every request, so a logout ends that token on the server, and
 * logout-everywhere or a password reset ends all of them. The password check runs only with a
 * pass from the login limits (lib/auth/login-limits): next-auth's own HTTP endpoints for it are
 * not exposed (app/api/auth/[...nextauth]).
 */
import 'server-only';
import NextAuth from 'next-auth';
import {db} from '@/lib/db';
import {adminEmails, env} from '@/lib/env';
import {joinGuestCart} from '@/lib/cart/join';
import {authConfig} from './config';
import {oauthSettings} from './oauth';
import {authSecret} from './secret';
import {googleConfigured} from './google';

export {googleConfigured};

/** Whether the shop is served over https: secure cookies, and the claim cookie's name (lib/auth/oauth). */
export const secureCookies = new URL(env.APP_URL).protocol === 'https:';

export const {handlers, auth, signIn, signOut} = NextAuth(authConfig({db, secret: authSecret(), secure: secureCookies, adminEmails, oauth: oauthSettings(env), onSignIn: joinGuestCart}));
