/** The admin area's tabs, in the order the dashboard shows them (`?tab=` in the URL). */
export const ADMIN_TABS = ['overview', 'orders', 'users', 'briefs', 'inbox', 'catalog', 'showcase', 'reviews', 'settings', 'audit', 'operations'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function adminTab(value: string | string[] | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(String(value)) ? (value as AdminTab) : 'overview';
}
