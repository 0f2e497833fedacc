import Link from 'next/link';
import {buttonClass} from '@/components/ui/buttonClass';

/** One tier's column, its texts already in the page's language and its price formatted (lib/money). */
export interface TierColumn {
  key: string;
  name: string;
  price: string;
  images: string;
  revisions: string;
  delivery: string;
  /** Its checkout (`/checkout/{id}?tier={key}`). */
  href: string;
  choose: string;
}

export interface TierTableLabels {
  caption: string;
  feature: string;
  price: string;
  images: string;
  revisions: string;
  delivery: string;
}

/**
 * A service's tiers side by side (docs/admin.md#prices-and-the-catalogue): a real table, one column
 * per tier (its name a column header) and one row per thing compared (row headers), so a screen
 * reader reads "Premium, Images, 10 images"; the last row's links choose a tier and go to its
 * checkout. On a narrow screen the table scrolls sideways in a focusable region. Renders nothing
 * for a service without tiers.
 */
export function TierTable({columns, labels}: {columns: readonly TierColumn[]; labels: TierTableLabels}) {
  if (!columns.length) return null;
  const rows: {key: 'price' | 'images' | 'revisions' | 'delivery'; label: string}[] = [
    {key: 'price', label: labels.price},
    {key: 'images', label: labels.images},
    {key: 'revisions', label: labels.revisions},
    {key: 'delivery', label: labels.delivery},
  ];
  return (
    <div
      role="region"
      aria-label={labels.caption}
      tabIndex={0}
      className="mt-8 overflow-x-auto rounded-2xl border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2"
      data-testid="tier-table"
    >
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="px-4 pt-4 text-left font-semibold">{labels.caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-3 font-medium text-muted">
              {labels.feature}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-4 py-3 font-semibold" data-tier={c.key}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <th scope="row" className="px-4 py-3 font-medium text-muted">
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.key} className={`px-4 py-3 ${row.key === 'price' ? 'text-base font-bold' : ''}`}>
                  {c[row.key]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="px-4 py-3" />
            {columns.map((c) => (
              <td key={c.key} className="px-4 py-3">
                <Link href={c.href} className={buttonClass({variant: 'accent', size: 'md', className: 'inline-block text-center whitespace-nowrap'})}>
                  {c.choose}
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
