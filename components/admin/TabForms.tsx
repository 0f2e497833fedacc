'use client';

/**
 * The admin tabs' forms, each loaded with the tab that shows it instead of with every admin page
 * (they are rendered on the server as usual; their code is fetched when their tab is open). The
 * catalogue's item, tier and FAQ forms, the business details and the showcase's forms (both with
 * their zod schemas) and the review's hide form: the admin area's first load stays under its
 * JavaScript budget (scripts/check-budgets.mts).
 */
import dynamic from 'next/dynamic';

export const CatalogItemForm = dynamic(() => import('./CatalogItemForm').then((m) => m.CatalogItemForm));
export const CatalogTiersForm = dynamic(() => import('./CatalogTiersForm').then((m) => m.CatalogTiersForm));
export const CatalogFaqForm = dynamic(() => import('./CatalogFaqForm').then((m) => m.CatalogFaqForm));
export const BusinessForm = dynamic(() => import('./BusinessForm').then((m) => m.BusinessForm));
export const PortfolioEntryForm = dynamic(() => import('./ShowcaseForms').then((m) => m.PortfolioEntryForm));
export const TestimonialForm = dynamic(() => import('./ShowcaseForms').then((m) => m.TestimonialForm));
export const HideReviewForm = dynamic(() => import('./HideReviewForm').then((m) => m.HideReviewForm));
