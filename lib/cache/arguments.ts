/**
 * Checks for the arguments of cached functions ('use cache'). Next registers each of them as a
 * server reference, which anyone can call with a POST naming its id and any arguments: they are
 * public endpoints (docs/security.md, "Cached reads are endpoints"). So a cached function that
 * takes arguments checks them first, before any query and before a cache entry exists, and
 * refuses with a short error that quotes nothing it was given.
 */
import {PACKAGE_IDS} from '@/lib/catalog/catalog';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';

export type ItemKind = 'service' | 'package' | 'template';
const KINDS: readonly string[] = ['service', 'package', 'template'];
/** A service's or template's id as the catalogue writes it: a positive whole number, at most six digits. */
const NUMERIC_ID = /^[1-9][0-9]{0,5}$/;

export class CacheArgumentError extends Error {
  constructor(what: string) {
    super(`cached read: not a valid ${what}`);
    this.name = 'CacheArgumentError';
  }
}

/** Throws unless `kind` is an item kind and `id` an item id in the catalogue's shape (a package's name, a number's digits). */
export function checkItem(kind: unknown, id: unknown): asserts kind is ItemKind {
  if (typeof kind !== 'string' || !KINDS.includes(kind)) throw new CacheArgumentError('item kind');
  const shaped = typeof id === 'string' && (kind === 'package' ? (PACKAGE_IDS as readonly string[]).includes(id) : NUMERIC_ID.test(id));
  if (!shaped) throw new CacheArgumentError('item id');
}

/** Throws unless `lang` is one of the shop's languages. */
export function checkLanguage(lang: unknown): asserts lang is Language {
  if (typeof lang !== 'string' || !(LANGUAGES as readonly string[]).includes(lang)) throw new CacheArgumentError('language');
}

/** Throws unless `country` is one of the shop's countries. */
export function checkCountry(country: unknown): asserts country is CountryCode {
  if (typeof country !== 'string' || !(COUNTRY_CODES as readonly string[]).includes(country)) throw new CacheArgumentError('country');
}
