import {getTranslations} from 'next-intl/server';
import {HomeLink} from './HomeLink';
import {buttonClass} from '@/components/ui/buttonClass';

export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('description')}</p>
      <HomeLink className={buttonClass({className: 'mt-8'})}>{t('backHome')}</HomeLink>
    </section>
  );
}
