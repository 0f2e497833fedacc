import {getTranslations} from 'next-intl/server';
import type {PackageId} from '@/lib/catalog/catalog';
import {PACKAGE_CONTENTS, packageValue, type PackageValue} from '@/lib/catalog/package-contents';
import {itemText, type Catalog} from '@/lib/catalog/prices';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {formatMoney} from '@/lib/money';
import {CheckItem} from '@/components/ui/CheckList';

/** One line of what a package holds; `unpriced`: an extra the shop does not sell on its own. */
export interface ContentLine {
  text: string;
  unpriced: boolean;
}

/** A package's contents and its saving in words, as its card, its page and the comparison table all show them. */
export interface PackageSummary {
  lines: ContentLine[];
  /** The same lines as plain text (an extra's note in brackets), for lists that take strings. */
  texts: string[];
  /** What an extra's line adds: "not sold on its own". */
  note: string;
  value: PackageValue | null;
  /** "Bought separately: … you save …", only when the saving is positive. */
  saving: string | null;
  /** "Save at least 19%", only when the saving is positive. */
  badge: string | null;
  separateMoney: string | null;
  savingMoney: string | null;
}

/** The one reading of lib/catalog/package-contents for a page: lines in the page's language, amounts in its market's money. */
export async function packageSummary(catalog: Catalog, id: PackageId, country: CountryCode, lang: Language): Promise<PackageSummary> {
  const t = await getTranslations('Pages');
  const tt = await getTranslations('Templates');
  const lines = PACKAGE_CONTENTS[id].map((part): ContentLine => {
    if (part.kind === 'service') return {text: t('contents.service', {name: itemText(catalog, 'service', part.service, lang).name, count: part.images}), unpriced: false};
    if (part.kind === 'template') return {text: t('contents.template', {type: tt(`types.${part.type}`), count: part.count}), unpriced: false};
    return {text: t(`contents.extras.${part.extra}`), unpriced: true};
  });
  const note = t('contents.extraNote');
  const texts = lines.map((line) => (line.unpriced ? `${line.text} (${note})` : line.text));
  const value = packageValue(catalog, id, country);
  if (!value || value.saving <= 0) return {lines, texts, note, value, saving: null, badge: null, separateMoney: null, savingMoney: null};
  const money = (amount: number) => formatMoney({amount, currency: COUNTRIES[country].currency}, pageLocale(country, lang));
  const [separateMoney, savingMoney] = [money(value.separate), money(value.saving)];
  return {
    lines,
    texts,
    note,
    value,
    saving: t(value.atLeast ? 'saving.atLeast' : 'saving.exact', {separate: separateMoney, saving: savingMoney}),
    badge: t(value.atLeast ? 'saving.badgeAtLeast' : 'saving.badge', {percent: value.percent}),
    separateMoney,
    savingMoney,
  };
}

/** The contents as ✓ lines; an extra says it is not sold on its own. */
export function PackageContentItems({summary: {lines, note}}: {summary: Pick<PackageSummary, 'lines' | 'note'>}) {
  return lines.map((line) => (
    <CheckItem key={line.text}>
      <span>
        {line.text}
        {line.unpriced ? <span className="text-muted"> ({note})</span> : null}
      </span>
    </CheckItem>
  ));
}
