'use client';

/**
 * The Catalogue tab's item, tier and FAQ forms and the settings tab's business form, loaded with
 * their tab instead of with every admin page (rendered on the server as usual; their code is
 * fetched when the tab is open): the admin area's first load stays under its JavaScript budget
 * (scripts/check-budgets.mts). Their fields keep what is typed before the code arrives
 * (react-hook-form with each control's saved value as its HTML default, or keepTyped). The
 * showcase forms are controlled: loaded late, text typed before their code ran was replaced on
 * hydration (the owner specs caught it), so they load with the page.
 */
import dynamic from 'next/dynamic';

export const CatalogItemForm = dynamic(() => import('./CatalogItemForm').then((m) => m.CatalogItemForm));
export const CatalogTiersForm = dynamic(() => import('./CatalogTiersForm').then((m) => m.CatalogTiersForm));
export const CatalogFaqForm = dynamic(() => import('./CatalogFaqForm').then((m) => m.CatalogFaqForm));
export const BusinessForm = dynamic(() => import('./BusinessForm').then((m) => m.BusinessForm));
