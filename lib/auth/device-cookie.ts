import 'server-only';
import {cookies} from 'next/headers';
import {deviceCookie} from '@/lib/cookies';
import {env} from '@/lib/env';
import {deviceToken, isKnownDevice} from './device';
import {authSecret} from './secret';

const device = deviceCookie(new URL(env.APP_URL).protocol === 'https:');

/** Whether this browser signed in to this account before (lib/auth/device). */
export async function knownDevice(email: string): Promise<boolean> {
  return isKnownDevice(authSecret(), (await cookies()).get(device.name)?.value, email);
}

/** Remembers this browser for the account it just signed in to. */
export async function rememberDevice(email: string): Promise<void> {
  (await cookies()).set(device.name, await deviceToken(authSecret(), email), device.options);
}
