import {getTranslations} from 'next-intl/server';
import {SERVICE_CATEGORIES, type ServiceCategory} from '@/lib/catalog/catalog';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {ServiceCard} from '@/components/home/ServiceCard';
import {BriefArea} from '@/components/briefs/BriefArea';
import {getCatalog} from '@/lib/catalog/read';
import {listedServices} from '@/lib/catalog/prices';

export async function ServicesPage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Pages');
  const services = listedServices(await getCatalog());
  const groups = (Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]).map((category) => ({
    category,
    services: services.filter((s) => (SERVICE_CATEGORIES[category] as readonly number[]).includes(s.id)),
  }));
  // The first card's pictures are the page's largest paint on a phone: fetched with the page, not once laid out.
  const first = groups.find((g) => g.services.length)?.services[0]?.id;
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('servicesTitle')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('servicesIntro')}</p>
      {groups.map(({category, services: listed}) => (
        <section key={category} aria-labelledby={`cat-${category}`} className="mt-14">
          <h2 id={`cat-${category}`} className="text-2xl font-bold tracking-tight">
            {t(`categories.${category}.title`)}
          </h2>
          <p className="mt-2 text-muted">{t(`categories.${category}.description`)}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listed.map((service) => (
              <ServiceCard key={service.id} service={service} country={country} lang={lang} preload={service.id === first} />
            ))}
          </ul>
        </section>
      ))}
      <BriefArea country={country} lang={lang} />
    </div>
  );
}
