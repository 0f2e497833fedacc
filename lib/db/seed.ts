/**
 * Idempotent seed: makes sure the configured admin account exists with the ADMIN role.
 * An existing account keeps its password; only its role is raised.
 */
import {randomBytes} from 'node:crypto';
import {hashPassword} from '@/lib/auth/password';
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

export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  const cleaned = local.toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 12);
}

async function uniqueUsername(db: PrismaClient, base: string): Promise<string> {
  for (let i = 0; ; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await db.user.findUnique({where: {username: candidate}, select: {id: true}}))) return candidate;
  }
}

export async function seed(db: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const email = (options.adminEmail ?? (options.production ? undefined : options.developmentFallbackEmail))?.toLowerCase();
  if (!email) return {created: false};

  const existing = await db.user.findUnique({where: {email}});
  if (existing) {
    if (existing.role !== 'ADMIN') await db.user.update({where: {id: existing.id}, data: {role: 'ADMIN'}});
    return {adminEmail: email, created: false};
  }

  let password = options.adminPassword;
  let generatedPassword: string | undefined;
  if (!password) {
    if (options.production) throw new Error('ADMIN_PASSWORD is required to create the admin account in production.');
    generatedPassword = password = `Aa1${randomBytes(12).toString('base64url')}`;
  }
  await db.user.create({
    data: {email, username: await uniqueUsername(db, usernameFromEmail(email)), passwordHash: await hashPassword(password), role: 'ADMIN'},
  });
  return {adminEmail: email, generatedPassword, created: true};
}
