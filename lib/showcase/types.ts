/**
 * The front page's trust (docs/admin.md, Portfolio & reviews): portfolio entries of client work (separate from the
 * template shop) and testimonials, both kept by the owner in the admin area. Shapes and input
 * schemas; plain data, safe for client components.
 */
import * as z from 'zod/mini';
import {SERVICE_CATEGORIES, SERVICE_IDS, type ServiceCategory} from '@/lib/catalog/catalog';
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';
import type {Picture} from '@/lib/media/pictures';

export interface PortfolioEntryView {
  id: string;
  client: string;
  serviceId: number;
  /** The filter's category, from the service. */
  category: ServiceCategory;
  title: Partial<Record<Language, string>>;
  before: Picture | null;
  after: Picture;
  active: boolean;
  position: number;
}

export interface TestimonialView {
  id: string;
  quote: string;
  lang: Language;
  name: string;
  business: string | null;
  country: CountryCode;
  rating: number;
  active: boolean;
  position: number;
}

export function serviceCategory(serviceId: number): ServiceCategory {
  return (Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]).find((c) => (SERVICE_CATEGORIES[c] as readonly number[]).includes(serviceId)) ?? 'photo';
}

const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min, 'required'), z.maxLength(max, 'tooLong'));
const position = z.number().check(z.int(), z.gte(0), z.lte(9999));

export const portfolioInputSchema = z.object({
  /** Absent for a new entry. */
  id: z.optional(z.uuid()),
  client: text(1, 80),
  serviceId: z.number().check(z.refine((id) => (SERVICE_IDS as readonly number[]).includes(id), 'service')),
  title: z.partialRecord(z.enum(LANGUAGES), z.string().check(z.trim(), z.maxLength(160, 'tooLong'))),
  beforeId: z.nullable(z.uuid()),
  afterId: z.uuid('picture'),
  active: z.boolean(),
  position,
});

export const testimonialInputSchema = z.object({
  id: z.optional(z.uuid()),
  quote: text(1, 600),
  lang: z.enum(LANGUAGES),
  name: text(1, 80),
  business: z.string().check(z.trim(), z.maxLength(120, 'tooLong')),
  country: z.enum(COUNTRY_CODES),
  rating: z.number().check(z.int(), z.gte(1, 'rating'), z.lte(5, 'rating')),
  active: z.boolean(),
  position,
});

export type PortfolioInput = z.infer<typeof portfolioInputSchema>;
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
