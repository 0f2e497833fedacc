/**
 * Idempotent seed: makes sure the configured admin account exists with the ADMIN role.
 * An existing account keeps its password; only its role is raised.
 */
import {randomBytes} from 'node:crypto';
import {hashPassword} from '@/lib/auth/password';
import {uniqueUsername, usernameFromEmail} from '@/lib/auth/accounts';
import type {PrismaClient} from './client';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** Outside production a missing admin e-mail falls back to this address. */
  developmentFallbackEmail?: string;
  production: boolean;
}

export interface SeedResult {
  adminEmail?: string;
  /** Set only when the password was generated here: print it once, it is not stored anywhere else. */
  generatedPassword?: string;
  created: boolean;
}

export async function seed(db: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const email = (options.adminEmail ?? (options.production ? undefined : options.developmentFallbackEmail))?.toLowerCase();
  if (!email) return {created: false};

  const existing = await db.user.findUnique({where: {email}});
  if (existing) {
    // An account someone made with this address before the owner configured it is not promoted
    // here, even once its address is confirmed: whoever made it still knows its password (security
    // reviews 2 and 3, F2 and N4). The owner resets its password, which makes it admin.
    return {adminEmail: email, created: false};
  }

  let password = options.adminPassword;
  let generatedPassword: string | undefined;
  if (!password) {
    if (options.production) throw new Error('ADMIN_PASSWORD is required to create the admin account in production.');
    generatedPassword = password = `Aa1${randomBytes(12).toString('base64url')}`;
  }
  await db.user.create({
    // The operator configured this address: it counts as confirmed.
    data: {email, username: await uniqueUsername(db, usernameFromEmail(email)), passwordHash: await hashPassword(password), role: 'ADMIN', emailVerified: new Date()},
  });
  return {adminEmail: email, generatedPassword, created: true};
}
