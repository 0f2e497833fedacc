import {getTranslations} from 'next-intl/server';
import type {AddToCartTexts} from './AddToCartButton';
import {particle} from '@/lib/i18n/particles';

/** The Add to Cart button's words for a product by its name, in the page's language (server side). */
export async function addToCartTexts(): Promise<(name: string) => AddToCartTexts> {
  const tp = await getTranslations('Purchase');
  const tc = await getTranslations('Cart');
  return (name) => ({
    text: tp('addToCart'),
    label: tp('addToCartLabel', {name}),
    added: tc('added'),
    addedDescription: tc('addedDescription', {name, nameJosa: particle(name, '을/를')}),
    addFailed: tc('addFailed'),
  });
}
