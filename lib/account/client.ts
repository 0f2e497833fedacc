/**
 * The browser's view of the session: one store the header, the auth dialog and My page share.
 * The server decides everything; this only remembers what /api/auth/me answered.
 */
import type {PublicUser} from '@/lib/auth/accounts';
import {callApi} from '@/lib/http/client';

type Listener = (user: PublicUser | null) => void;
const listeners = new Set<Listener>();
let current: PublicUser | null | undefined;

export function sessionUser(): PublicUser | null | undefined {
  return current;
}

export function setSessionUser(user: PublicUser | null): void {
  current = user;
  for (const listener of listeners) listener(user);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One read at a time: calls made while it is under way share its answer. The header is drawn twice
 * (its bar and the phone's menu), so its account button mounts twice; each page load read the
 * session and the unread messages twice.
 */
export function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = null;
    }));
}

async function readSession(): Promise<PublicUser | null> {
  try {
    const answer = await callApi('GET /api/auth/me');
    setSessionUser(answer.ok ? answer.body.user : null);
  } catch {
    setSessionUser(null);
  }
  return current ?? null;
}

const joinedRead = shared(readSession);

/**
 * Re-reads the session from the server. `join`: a read already under way answers this call too (the
 * header's copies as they mount); without it the read starts now, after whatever just changed the
 * session (a confirmed address, a login).
 */
export function refreshSession({join = false}: {join?: boolean} = {}): Promise<PublicUser | null> {
  return join ? joinedRead() : readSession();
}

/** The headers every account call sends: JSON, and the page's language and country for the answer. */
export function apiHeaders(country: string, lang: string): Record<string, string> {
  return {'content-type': 'application/json', 'x-country': country, 'x-language': lang};
}

/** Logs out; the session is cleared in the browser whatever the server answers (spec). */
export async function logout(everywhere = false): Promise<void> {
  try {
    await fetch(`/api/auth/logout${everywhere ? '?everywhere=1' : ''}`, {method: 'POST'});
  } catch {
    // cleared below anyway
  }
  setSessionUser(null);
}

let loginHandler: (() => Promise<PublicUser | null>) | null = null;

/**
 * Asks the header to open the login dialog (a feature that needs a signed-in customer) and
 * resolves when it closes: with the user, or null when they did not log in.
 */
export function requestLogin(): Promise<PublicUser | null> {
  return loginHandler ? loginHandler() : Promise.resolve(null);
}

export function setLoginHandler(handler: (() => Promise<PublicUser | null>) | null): void {
  loginHandler = handler;
}
