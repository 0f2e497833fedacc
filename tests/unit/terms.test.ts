/**
 * One usage-period rule (the front page once said "3 months after purchase", the terms page
 * "from delivery"). Both texts state USAGE_PERIOD_MONTHS from the payment date, in every language.
 */
import {createTranslator} from 'next-intl';
import {LANGUAGES} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';
import {USAGE_PERIOD_MONTHS} from '@/lib/terms';

describe.each(LANGUAGES)('%s', (lang) => {
  test("the front page's note and the terms page say the same period, from the same constant", async () => {
    const messages = await loadMessages(lang);
    const t = createTranslator({locale: lang, messages});
    const terms = t('Terms.usage', {months: USAGE_PERIOD_MONTHS});
    expect(terms).toContain(String(USAGE_PERIOD_MONTHS));
    // The front page's note (components/home/RefundNote) is the same sentence.
    expect(messages.Home.usageNote).toBe(terms);
  });

  test('the period runs from the payment, not from delivery', async () => {
    const messages = await loadMessages(lang);
    const fromDelivery = /deliver|납품|納品|交付|giao/i;
    expect(messages.Terms.usage).not.toMatch(fromDelivery);
    expect(messages.Home.usageNote).not.toMatch(fromDelivery);
  });
});
