import {getTranslations} from 'next-intl/server';
import {BeforeAfter} from './BeforeAfter';
import {HeroText} from './HeroText';
import {FramedTemplatePicture} from '@/components/templates/TemplatePicture';
import {HERO_SIZES, ShopImage} from '@/components/media/ShopImage';
import {buttonClass} from '@/components/ui/buttonClass';
import {altText} from '@/lib/media/pictures';
import {itemText, listedTemplates, shownPicture, type Catalog} from '@/lib/catalog/prices';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

/** The home page's opening: the promise, the two ways on, the shop's rating and the work itself. */
export async function HomeHero({catalog, country, lang, reviewTotals}: {catalog: Catalog; country: CountryCode; lang: Language; reviewTotals: {average: number; count: number} | null}) {
  const t = await getTranslations('Home');
  const tr = await getTranslations('Reviews');
  const hero = t.raw('hero') as {title: string; subtitle: string}[];
  // The work first: a customer's snapshot against the studio's shot (the owner's pair, else the shop's default photographs).
  const heroBefore = shownPicture(catalog, 'hero:0');
  const heroAfter = shownPicture(catalog, 'hero:1');
  const heroArt = listedTemplates(catalog)[0];

  return (
    <section id="home" className="relative overflow-hidden bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr] md:py-12">
        <div>
          {/* Letter-spacing suits Latin capitals; spaced-out Hangul, Kana or Han reads as separate syllables. */}
          <p className={`text-sm font-semibold text-paper/60 ${lang === 'en' || lang === 'vi' ? 'uppercase tracking-[0.2em]' : ''}`.trim()}>{t('eyebrow')}</p>
          <HeroText pairs={{1: hero[0]!, 2: hero[1]!, 3: hero[2]!, 4: hero[3]!, 5: hero[4]!}} />
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#pricing" className={buttonClass({variant: 'accent'})}>
              {t('ctaPricing')}
            </a>
            <a href="#products" className={buttonClass({variant: 'inverse'})}>
              {t('ctaServices')}
            </a>
          </div>
          {/* Only real, visible reviews: nothing while there is none (lib/orders/reviews). */}
          {reviewTotals ? (
            <p className="mt-6 text-sm text-paper/80">
              <span aria-hidden="true" className="text-accent">
                ★{' '}
              </span>
              {tr('home', reviewTotals)}
            </p>
          ) : null}
        </div>
        <div className="mx-auto hidden w-full max-w-[15rem] sm:block">
          {heroBefore && heroAfter ? (
            <div className="overflow-hidden rounded-3xl shadow-2xl">
              <BeforeAfter
                before={<ShopImage picture={heroBefore} alt={altText(heroBefore, lang, t('before'))} sizes={HERO_SIZES} preload />}
                after={<ShopImage picture={heroAfter} alt={altText(heroAfter, lang, t('after'))} sizes={HERO_SIZES} preload />}
                label={t('heroCompare')}
                beforeLabel={t('before')}
                afterLabel={t('after')}
              />
            </div>
          ) : heroArt ? (
            <div className="overflow-hidden rounded-3xl shadow-2xl">
              <FramedTemplatePicture template={heroArt} title={itemText(catalog, 'template', heroArt.id, lang).name} country={country} lang={lang} sizes={HERO_SIZES} preload />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
