'use client';

import {Island} from '@/components/ui/Island';
import type {ScopedMessages} from '@/components/i18n/IntlScope';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

const load = () => import('./ContactForm').then((m) => ({default: m.ScopedContactForm}));

/** Arriving at #contact (the menu's Contact, "Ask us about it"): the visitor came for the form, so its code loads at once. */
const wanted = () => window.location.hash === '#contact';

/** The contact form, prerendered; its validation code (react-hook-form, zod) loads as it nears the screen. */
export function ContactFormIsland(props: {country: CountryCode; lang: Language; messages: ScopedMessages}) {
  return <Island load={load} props={props} wanted={wanted} />;
}
