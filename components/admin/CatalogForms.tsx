'use client';

/**
 * The Catalogue tab's forms, each loaded with the tab that shows it instead of with every admin
 * page (they are rendered on the server as usual; their code is fetched when the tab is open): the
 * admin area's first load stays under its JavaScript budget (scripts/check-budgets.mts).
 */
import dynamic from 'next/dynamic';

export const CatalogItemForm = dynamic(() => import('./CatalogItemForm').then((m) => m.CatalogItemForm));
export const CatalogTiersForm = dynamic(() => import('./CatalogTiersForm').then((m) => m.CatalogTiersForm));
export const CatalogFaqForm = dynamic(() => import('./CatalogFaqForm').then((m) => m.CatalogFaqForm));
