import 'server-only';
/**
 * "Now" for prerendered pages (the footer's year, opening hours moved by summer time): read once
 * and kept for up to a day, so a shell can be prerendered; never for anything that decides state.
 */
import {cacheLife} from 'next/cache';

export async function dayClock(): Promise<Date> {
  'use cache';
  cacheLife('days');
  return new Date();
}
