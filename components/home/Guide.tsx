import {getTranslations} from 'next-intl/server';
import {GUIDE_MESSAGES} from '@/lib/home/guide';
import {GuideChat} from './GuideChat';

export async function Guide() {
  const t = await getTranslations('Guide');
  const messages = Object.fromEntries(GUIDE_MESSAGES.map((k) => [k, t(`messages.${k}`)])) as Record<(typeof GUIDE_MESSAGES)[number], string>;
  return (
    <section id="guide" aria-labelledby="guide-title" className="border-y border-line bg-white/60">
      <GuideChat title={t('title')} subtitle={t('subtitle')} start={t('start')} you={t('you')} assistant={t('assistant')} typing={t('typing')} messages={messages} />
    </section>
  );
}
