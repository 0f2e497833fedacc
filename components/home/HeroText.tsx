import {HERO_VARIANTS, SERVER_HERO_VARIANT, pickHeroVariant, type HeroVariant} from '@/lib/home/hero';

type Pairs = Record<HeroVariant, {title: string; subtitle: string}>;

/**
 * The hero's headline and subtitle. All five pairs are in the prerendered page and CSS shows the
 * one named by data-variant; the inline script draws the visitor's variant before the first paint,
 * so nothing re-renders or shifts after hydration (without script, variant 5 shows).
 */
export function HeroText({pairs}: {pairs: Pairs}) {
  return (
    <div data-variant={SERVER_HERO_VARIANT} suppressHydrationWarning className="hero-variants">
      {HERO_VARIANTS.map((v) => (
        <div key={v} data-hero={v}>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-6xl">{pairs[v].title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-paper/75">{pairs[v].subtitle}</p>
        </div>
      ))}
      <script dangerouslySetInnerHTML={{__html: `document.currentScript.parentElement.dataset.variant=(${pickHeroVariant.toString()})(Math.random())`}} />
    </div>
  );
}
