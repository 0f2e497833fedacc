/** @jest-environment jsdom */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import {createTranslator} from 'next-intl';
import {PreviewRibbon} from '@/components/layout/PreviewRibbon';
import {LANGUAGES, type Language} from '@/lib/i18n/languages';

const messagesOf = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8'));

// The ribbon is a server component: its texts come from next-intl/server (here: the real messages).
jest.mock('next-intl/server', () => ({
  getTranslations: async ({locale, namespace}: {locale: Language; namespace: string}) => createTranslator({locale, messages: messagesOf(locale), namespace: namespace as never}),
}));

const EXPECTED_RIBBON = {en: 'Preview', ko: '미리보기', ja: 'プレビュー', zh: '预览', vi: 'Bản xem trước'};

test.each(LANGUAGES)('%s: a "Preview" note in the corner, described for screen readers, that no tap can hit', async (lang) => {
  const {Preview} = messagesOf(lang);
  render(await PreviewRibbon({lang}));
  const ribbon = document.querySelector('[data-preview-ribbon]') as HTMLElement;
  expect(ribbon).not.toBeNull();
  expect(ribbon.textContent).toBe(EXPECTED_RIBBON[lang]);
  expect(ribbon.textContent).toBe(Preview.ribbon);
  expect(screen.getByRole('note', {name: Preview.ribbonLabel})).toBe(ribbon);
  expect(Preview.ribbonLabel.length).toBeGreaterThan(Preview.ribbon.length);
  // Small and fixed in a corner, never in the way of a tap, no motion; a server component (no client code).
  expect(ribbon.className.split(' ')).toEqual(expect.arrayContaining(['fixed', 'pointer-events-none', 'text-xs']));
  expect(ribbon.className).not.toMatch(/animate|transition/);
});
