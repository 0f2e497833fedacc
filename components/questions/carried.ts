'use client';
/**
 * A question's text carried from its conversation into the service's checkout or quote request
 * ("without retyping"): kept in this tab's sessionStorage for the one service, taken once by the
 * form it was meant for. The static checkout page stays the same for everyone: the form reads it
 * after it hydrated.
 */
import {useEffect} from 'react';

const KEY = 'question-carried';

export function carryQuestion(serviceId: number, text: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({serviceId, text}));
  } catch {
    // Storage off (private mode): the buyer types it again.
  }
}

/** The text carried for this service, removed as it is taken; null when there is none. */
export function takeCarriedQuestion(serviceId: number): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const carried = JSON.parse(raw) as {serviceId?: unknown; text?: unknown};
    if (carried.serviceId !== serviceId || typeof carried.text !== 'string') return null;
    sessionStorage.removeItem(KEY);
    return carried.text;
  } catch {
    return null;
  }
}

/** In a form for `serviceId`: once hydrated, the carried question's text goes to `fill` (which keeps what was typed already). */
export function useCarriedQuestion(serviceId: number | null, fill: (text: string) => void) {
  useEffect(() => {
    if (serviceId === null) return;
    const text = takeCarriedQuestion(serviceId);
    if (text) fill(text);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
