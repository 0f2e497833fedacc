import {INPUT} from '@/components/ui/Field';

/** The forms' one input look (components/ui/Field), kept clear of the sticky Pay bar: a field focused (or scrolled to for its error) is not left under it. */
export const CHECKOUT_INPUT = `${INPUT} scroll-mb-44`;
