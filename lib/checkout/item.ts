/**
 * What a checkout URL sells. `/checkout/{1-13}` (also `/checkout{N}` and
 * `/order-confirmation/{N}`, see pageAlias) is a service: priced ones check out, quote ones show
 * their consultation page; `/checkout/package-{id}`, `/checkout/template-{id}` and
 * `/checkout/cart` are the other ways of buying.
 */
import {PACKAGE_IDS, SERVICES, type PackageId, type Service} from '@/lib/catalog/catalog';
import {TEMPLATES, findTemplate, type Template} from '@/lib/catalog/templates';

export type CheckoutItem =
  {kind: 'service'; service: Service} | {kind: 'quote'; service: Service} | {kind: 'package'; id: PackageId} | {kind: 'template'; template: Template} | {kind: 'cart'} | {kind: 'unknownService'};

export function checkoutItem(param: string): CheckoutItem | null {
  if (/^\d{1,3}$/.test(param)) {
    const service = SERVICES.find((s) => s.id === Number(param));
    if (!service) return {kind: 'unknownService'};
    return service.quote ? {kind: 'quote', service} : {kind: 'service', service};
  }
  if (param === 'cart') return {kind: 'cart'};
  const pkg = /^package-([a-z]+)$/.exec(param)?.[1];
  if (pkg) return (PACKAGE_IDS as readonly string[]).includes(pkg) ? {kind: 'package', id: pkg as PackageId} : null;
  const template = /^template-(\d{1,3})$/.exec(param)?.[1];
  if (template) {
    const found = findTemplate(Number(template));
    return found ? {kind: 'template', template: found} : null;
  }
  return null;
}

/** The checkout URL of a product (inside a country and language). */
export const checkoutRest = {
  service: (id: number) => `/checkout/${id}`,
  package: (id: PackageId) => `/checkout/package-${id}`,
  template: (id: number) => `/checkout/template-${id}`,
  cart: '/checkout/cart',
};

/** Every checkout address's item (`/checkout/{item}`): each gets its prerendered shell per country and language. */
export function allCheckoutItems(): string[] {
  return [...SERVICES.map((s) => String(s.id)), ...PACKAGE_IDS.map((id) => `package-${id}`), ...TEMPLATES.map((t) => `template-${t.id}`), 'cart'];
}
