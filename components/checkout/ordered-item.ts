import type {OrderInput} from '@/lib/orders/schema';
import type {CheckoutSelection} from './selection';

/**
 * What the order names as bought, for the choice on the form: a tier by its name only, else the
 * quantity; the server prices it (never an amount from here).
 */
export function orderedItem(selection: CheckoutSelection, tier: string | null, quantity: number): Partial<OrderInput> {
  if (selection.kind === 'service') return tier ? {serviceId: selection.serviceId, tier} : {serviceId: selection.serviceId, quantity};
  if (selection.kind === 'template') return {templateId: selection.templateId, quantity};
  if (selection.kind === 'package') return {packageId: selection.packageId};
  return {fromCart: true};
}
