import {useTranslations} from 'next-intl';
import {ORDER_STATUSES} from '@/lib/orders/transitions';
import {stepDescriptionKey, type OrderKind} from '@/lib/orders/kind';

/** The customer timeline: the five steps in order (docs/payments.md#order-lifecycle). */
export const TIMELINE = ['quote_review', 'order_received', 'in_progress', 'draft_delivered', 'completed'] as const;
const OFF = ['pending_payment', 'cancelled', 'refunded'] as const;

/**
 * An order's progress (spec): earlier steps done, the current one in progress, later ones
 * pending; a completed order has every step done. Only a quote request's timeline starts with
 * the quote step. The work step is worded by the order's kind (lib/orders/kind: a template is
 * designed, a service shot and edited). Unpaid, cancelled and refunded orders say so instead.
 * Works in server and client components (no hooks but translations).
 */
export function OrderTimeline({status, quote, kind}: {status: string; quote: boolean; kind: OrderKind}) {
  const t = useTranslations('Order');
  if ((OFF as readonly string[]).includes(status)) {
    return <p className="rounded-lg bg-paper p-3 text-sm font-medium">{t(`offNotice.${status as (typeof OFF)[number]}`)}</p>;
  }
  const steps: readonly (typeof TIMELINE)[number][] = quote ? TIMELINE : TIMELINE.filter((step) => step !== 'quote_review');
  const current = Math.max(0, steps.indexOf(status as (typeof TIMELINE)[number]));
  const finished = status === 'completed';
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => {
        const state = i < current || finished ? 'done' : i === current ? 'current' : 'upcoming';
        return (
          <li key={step} aria-current={i === current ? 'step' : undefined} className="flex items-start gap-3">
            <span aria-hidden="true" className={`mt-1.5 h-3 w-3 shrink-0 rounded-full ${state === 'done' ? 'bg-green-600' : state === 'current' ? 'bg-accent' : 'bg-line'}`} />
            <span>
              <span className={state === 'upcoming' ? 'text-muted' : 'font-medium'}>{t(`statuses.${step}`)}</span> <span className="text-xs text-muted">{t(`stepStates.${state}`)}</span>
              <span className="block text-sm text-muted">{t(stepDescriptionKey(step, kind))}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The status as a badge; an unknown status reads as quote_review. */
/** A status's label; the admin dashboard's lists use their short labels (in_progress reads 진행중 there). */
export function OrderStatusBadge({status, dashboard = false}: {status: string; dashboard?: boolean}) {
  const t = useTranslations('Order');
  const short = dashboard && t.has(`dashboardStatuses.${status}` as 'dashboardStatuses.in_progress');
  return (
    <span className="inline-block rounded-full bg-ink px-3 py-1 text-xs font-semibold text-paper" data-status={status}>
      {short
        ? t(`dashboardStatuses.${status}` as 'dashboardStatuses.in_progress')
        : t.has(`statuses.${status}` as 'statuses.completed')
          ? t(`statuses.${status}` as 'statuses.completed')
          : t('statuses.quote_review')}
    </span>
  );
}

/** Every status as <option>s in the visitor's language (the admin's filter and status form). */
export function OrderStatusOptions({only}: {only?: readonly string[]} = {}) {
  const t = useTranslations('Order');
  return ORDER_STATUSES.filter((s) => !only || only.includes(s)).map((s) => (
    <option key={s} value={s}>
      {t(`statuses.${s}`)}
    </option>
  ));
}
