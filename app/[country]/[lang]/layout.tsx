import {LateStylesheet} from '@/components/layout/LateStylesheet';
import type {Metadata, Viewport} from 'next';
import {Suspense, type ReactNode} from 'react';
import {getMessages, getTranslations, setRequestLocale} from 'next-intl/server';
import {Footer} from '@/components/layout/Footer';
import {Header} from '@/components/layout/Header';
import {PreviewRibbon} from '@/components/layout/PreviewRibbon';
import {Toaster} from '@/components/ui/Toaster';
import {ImageFallback} from '@/components/media/ImageFallback';
import {SectionJumps} from '@/components/layout/SectionJumps';
import {AccountButton} from '@/components/account/AccountButton';
import {CartButton} from '@/components/cart/CartButton';
import {BoundaryTextProvider} from '@/components/i18n/BoundaryTexts';
import {socialSignIn} from '@/lib/auth/google';
import {previewDeploy} from '@/lib/deploy';
import {fontClasses} from '@/lib/fonts';
import {htmlLang, type Language} from '@/lib/i18n/languages';
import type {CountryCode} from '@/lib/countries';
import {checkCountry, checkLanguage} from '@/lib/cache/arguments';
import {prerenderedPageParams, resolvePageParams, type PageParams} from '@/lib/i18n/params';
import {site} from '@/lib/site';
import '../../globals.css';
import {consentFormMessages} from '@/components/consent/form-messages';

/** Hangul (syllables, jamo and compatibility jamo): the text the Korean fallback face is for. */
const HANGUL = '[\\u1100-\\u11ff\\u3130-\\u318f\\ua960-\\ua97f\\uac00-\\ud7af\\ud7b0-\\ud7ff]';

export function generateStaticParams() {
  return prerenderedPageParams();
}

export async function generateMetadata({params}: {params: Promise<PageParams>}): Promise<Metadata> {
  const {lang} = await resolvePageParams(params);
  const t = await getTranslations({locale: lang, namespace: 'Metadata'});
  return {
    metadataBase: new URL(site.url),
    title: {default: site.name, template: `%s · ${site.name}`},
    description: t('homeDescription'),
    applicationName: site.name,
  };
}

export const viewport: Viewport = {themeColor: '#0b0b0f'};

export default async function StorefrontLayout({children, params}: {children: ReactNode; params: Promise<PageParams>}) {
  const {country, lang} = await resolvePageParams(params);
  return (
    <Chrome country={country} lang={lang}>
      {children}
    </Chrome>
  );
}

/**
 * The document around every page (header, footer, the texts client parts need): the same for every
 * visitor of a country and language, so it is rendered once and kept ('use cache'; the catalogue's
 * and business details' tags expire it with them) instead of again on each personal page's request.
 * The page inside (`children`) is passed through, never part of the cached render.
 */
async function Chrome({country, lang, children}: {country: CountryCode; lang: Language; children: ReactNode}) {
  'use cache';
  // Callable by anyone with any arguments (a server reference): checked before anything is read (lib/cache/arguments).
  checkCountry(country);
  checkLanguage(lang);
  // A cached render has its own request scope: the header's and footer's texts are read in this language.
  setRequestLocale(lang);
  const t = await getTranslations('Shell');
  const messages = await getMessages();
  // Client components get only the texts they use (boundaries and the contact form); the rest renders on the server.
  const {notFoundTitle, notFoundDescription, backToShop} = messages.Templates;
  const boundaryTexts = {
    Error: messages.Error,
    Templates: {notFoundTitle, notFoundDescription, backToShop},
    Order: {notFoundTitle: messages.Order.notFoundTitle, notFoundText: messages.Order.notFoundText},
  };
  const ta = await getTranslations('Auth');
  return (
    <html lang={htmlLang(lang)} className={fontClasses()} data-country={country}>
      <body className="min-h-screen font-sans antialiased">
        <a href="#main" data-skip-link className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          {t('skipToContent')}
        </a>
        <BoundaryTextProvider texts={boundaryTexts}>
          <Header
            country={country}
            lang={lang}
            cartSlot={<CartButton country={country} lang={lang} label={messages.Cart.open} messages={{Cart: messages.Cart}} />}
            accountSlot={
              <AccountButton
                country={country}
                lang={lang}
                loginLabel={ta('login')}
                menuLabel={ta.raw('accountMenu') as string}
                unreadLabel={messages.Conversation.unreadShort}
                socialSignIn={socialSignIn}
                messages={{Auth: messages.Auth, Consent: consentFormMessages(messages), Admin: {title: messages.Admin.title}}}
              />
            }
          />
          <main id="main">{children}</main>
          <Footer country={country} lang={lang} />
          <Toaster label={t('notifications')} closeLabel={t('close')} />
          <ImageFallback />
          {/* It reads the path (usePathname): on its own, so the pages stay prerendered. */}
          <Suspense fallback={null}>
            <SectionJumps />
          </Suspense>
        </BoundaryTextProvider>
        {/* The last fallback for Korean characters our subset fonts lack (a customer's name, a date's "년" on a
            device with no Korean font): linked once the page is idle and has Korean text, so it never holds up the
            first paint nor lays out again a page without any; each slice is fetched only when a character needs it
            (scripts/subset-fonts.mts). */}
        <LateStylesheet href="/fonts/kr-fallback.css" needs={HANGUL} />
        {/* A preview deploy says so on every page, the admin area's and the not-found page included. */}
        {previewDeploy ? <PreviewRibbon lang={lang} /> : null}
      </body>
    </html>
  );
}
