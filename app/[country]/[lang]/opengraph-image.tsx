import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {ImageResponse} from 'next/og';
import {COUNTRIES, isCountryCode, pageLocale} from '@/lib/countries';
import {isLanguage, type Language} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';
import {prerenderedPageParams, type PageParams} from '@/lib/i18n/params';
import {formatMoney} from '@/lib/money';
import {catalogText, listedPrice} from '@/lib/catalog/read';
import {site} from '@/lib/site';

// One share image per country and language; every page below inherits it. Each app process renders
// it once for what it shows (the headline, the price it quotes) and answers with that PNG until the
// owner changes the price: a render costs about a tenth of a second of the server, an answer from memory nothing.
export const size = {width: 1200, height: 630};
export const contentType = 'image/png';
export const alt = site.name;

export function generateStaticParams() {
  return prerenderedPageParams();
}

// Literal paths, so the build traces exactly these files. Satori reads WOFF (not WOFF2); Noto Sans
// covers Latin, Vietnamese and each CJK script; latin-ext has the won sign.
const font = {
  latin: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-latin-700-normal.woff')),
  latinExt: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-latin-ext-700-normal.woff')),
  vietnamese: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-vietnamese-700-normal.woff')),
  korean: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff')),
  japanese: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-700-normal.woff')),
  chinese: () => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff')),
};
const FONTS: Record<Language, (keyof typeof font)[]> = {
  en: ['latin', 'latinExt'],
  vi: ['latin', 'latinExt', 'vietnamese'],
  ko: ['latin', 'latinExt', 'korean'],
  ja: ['latin', 'latinExt', 'japanese'],
  zh: ['latin', 'latinExt', 'chinese'],
};

/**
 * Kept for a day by browsers and shared caches (nginx keeps pages that say s-maxage), and by social
 * networks' crawlers; a changed price reaches a new copy within that day.
 */
const CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400';

/** The PNGs this process rendered, by what they show; a few dozen at most (every country and language once, and a price change or two). */
const rendered = new Map<string, Promise<ArrayBuffer>>();
const KEPT = 64;

export default async function OpenGraphImage({params}: {params: Promise<PageParams>}) {
  const {country: c, lang: l} = await params;
  const country = isCountryCode(c) ? c : 'us';
  const lang = isLanguage(l) ? l : COUNTRIES[country].defaultLanguage;
  const messages = await loadMessages(lang);
  const headline = messages.Home.hero[4]?.title ?? site.name;
  const cheapest = await listedPrice('package', 'sns', country);
  const from = cheapest ? formatMoney(cheapest, pageLocale(country, lang)) : null;
  const packageName = from ? (await catalogText('package', 'sns', lang)).name : null;
  const content = {country, lang, headline, eyebrow: messages.Home.eyebrow, price: from && `${packageName} · ${from}`};

  const key = JSON.stringify(content);
  let png = rendered.get(key);
  if (!png) {
    png = render(content);
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
    if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value!);
  }
  return new Response(await png, {headers: {'content-type': contentType, 'cache-control': CACHE_CONTROL}});
}

async function render({country, lang, headline, eyebrow, price}: {country: string; lang: Language; headline: string; eyebrow: string; price: string | null}): Promise<ArrayBuffer> {
  console.log(`share image: rendered for ${country}/${lang}`);
  const fonts = await Promise.all(FONTS[lang].map(async (key) => ({name: `Noto ${key}`, data: await font[key](), weight: 700 as const, style: 'normal' as const})));
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b0b0f 0%, #2a1a4f 100%)',
        color: '#fafaf7',
        fontFamily: fonts.map((f) => f.name).join(', '),
      }}
    >
      <div style={{display: 'flex', fontSize: 34, color: '#b9a7ff'}}>{site.name}</div>
      <div style={{display: 'flex', fontSize: 68, lineHeight: 1.15, maxWidth: 980}}>{headline}</div>
      <div style={{display: 'flex', justifyContent: 'space-between', fontSize: 30, color: '#d7d7dc'}}>
        <span>{eyebrow}</span>
        {price ? <span>{price}</span> : null}
      </div>
    </div>,
    {...size, fonts},
  );
  return image.arrayBuffer();
}
