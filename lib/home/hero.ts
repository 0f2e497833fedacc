/** Five headline/subtitle pairs; variant 5 in 60 % of visits, otherwise 1-4 uniformly. */
export const HERO_VARIANTS = [1, 2, 3, 4, 5] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** The variant the server renders (the most likely one), so most visitors see no swap at all. */
export const SERVER_HERO_VARIANT: HeroVariant = 5;

/** Self-contained (no outside references): it is also inlined into the page as source text. */
export function pickHeroVariant(random: number): HeroVariant {
  const tenth = Math.min(9, Math.floor(random * 10)); // integer steps: no float drift at the edges
  return (tenth < 6 ? 5 : tenth - 5) as HeroVariant;
}
