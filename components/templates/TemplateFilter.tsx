'use client';

import {useEffect, useState, type ReactNode} from 'react';
import {TEMPLATE_CATEGORIES} from '@/lib/catalog/templates';
import {keepTyped} from '@/components/ui/keepTyped';

type Filter = string;

interface Props {
  label: string;
  /** The categories to filter by (default: the template shop's), each with its label and count. */
  categories?: readonly string[];
  labels: Record<Filter, string>;
  /** "{n} templates" for each filter, already translated. */
  counts: Record<Filter, string>;
  /** Keep the choice in ?category= (the shop); the home page's portfolio does not. */
  urlParam?: boolean;
  /** A sort choice (the shop): its label and options; the cards carry their ranks (app/globals.css). */
  sort?: {label: string; options: Record<string, string>};
  children: ReactNode;
}

/**
 * Category buttons over a server-rendered grid. Hiding is done by CSS on data attributes, so the
 * cards stay server components; the choice is kept in ?category= for sharing and reloads.
 */
export function TemplateFilter({label, categories = TEMPLATE_CATEGORIES, labels, counts, urlParam = true, sort, children}: Props) {
  const [filter, setFilter] = useState<Filter>('all');
  const [order, setOrder] = useState('featured');
  const filters = ['all', ...categories];

  useEffect(() => {
    if (!urlParam) return;
    const fromUrl = new URLSearchParams(window.location.search).get('category');
    // Reading the URL after hydration keeps the prerendered HTML identical for everyone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fromUrl !== null && (fromUrl === 'all' || categories.includes(fromUrl))) setFilter(fromUrl);
    const sortFromUrl = new URLSearchParams(window.location.search).get('sort');
    if (sort && sortFromUrl !== null && sortFromUrl in sort.options) setOrder(sortFromUrl);
  }, [urlParam, categories, sort]);

  function chooseOrder(next: string) {
    setOrder(next);
    if (!urlParam) return;
    const url = new URL(window.location.href);
    if (next === 'featured') url.searchParams.delete('sort');
    else url.searchParams.set('sort', next);
    window.history.replaceState(window.history.state, '', url);
  }

  function choose(next: Filter) {
    setFilter(next);
    if (!urlParam) return;
    const url = new URL(window.location.href);
    if (next === 'all') url.searchParams.delete('category');
    else url.searchParams.set('category', next);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label={label} className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => choose(f)}
              className="rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-white aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
            >
              {labels[f]}
            </button>
          ))}
        </div>
        {sort ? (
          <label ref={keepTyped} className="flex items-center gap-2 text-sm">
            <span className="text-muted">{sort.label}</span>
            <select value={order} onChange={(e) => chooseOrder(e.target.value)} className="rounded-full border border-line bg-white px-3 py-2 text-sm font-medium">
              {Object.entries(sort.options).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p role="status" className="mt-4 text-sm text-muted">
        {counts[filter]}
      </p>
      <div data-filter={filter} data-sort={sort ? order : undefined} className="template-grid mt-6">
        {children}
      </div>
    </div>
  );
}
