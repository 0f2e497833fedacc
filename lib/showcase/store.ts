/**
 * Portfolio entries and testimonials in the database: read in the owner's order, saved and
 * deleted one at a time with an audit row. Takes the client, so tests run on both databases.
 */
import {audit, type AuditActor} from '@/lib/admin/audit';
import type {PrismaClient} from '@/lib/db/client';
import {inTransaction, type Db} from '@/lib/db/transaction';
import type {Language} from '@/lib/i18n/languages';
import {toPicture} from '@/lib/media/store';
import {serviceCategory, type PortfolioEntryView, type PortfolioInput, type TestimonialInput, type TestimonialView} from './types';

export interface Showcase {
  portfolio: PortfolioEntryView[];
  testimonials: TestimonialView[];
}

/** Everything (the admin area), or only what is shown (`shownOnly`: the front page). */
export async function loadShowcase(db: Db, {shownOnly}: {shownOnly: boolean}): Promise<Showcase> {
  const where = shownOnly ? {active: true} : {};
  const order = [{position: 'asc' as const}, {createdAt: 'asc' as const}];
  const [entries, testimonials] = await Promise.all([db.portfolioEntry.findMany({where, orderBy: order, include: {before: true, after: true}}), db.testimonial.findMany({where, orderBy: order})]);
  return {
    portfolio: entries.map((e) => ({
      id: e.id,
      client: e.client,
      serviceId: e.serviceId,
      category: serviceCategory(e.serviceId),
      title: (e.title ?? {}) as Partial<Record<Language, string>>,
      before: e.before ? toPicture(e.before) : null,
      after: toPicture(e.after),
      active: e.active,
      position: e.position,
    })),
    testimonials: testimonials.map((t) => ({id: t.id, quote: t.quote, lang: t.lang, name: t.name, business: t.business, country: t.country, rating: t.rating, active: t.active, position: t.position})),
  };
}

export type SaveResult = {ok: true; id: string} | {ok: false; error: 'unknown' | 'picture'};

export function savePortfolioEntry(db: PrismaClient, input: PortfolioInput, actor: AuditActor): Promise<SaveResult> {
  return inTransaction(db, async (tx): Promise<SaveResult> => {
    const pictures = [input.afterId, ...(input.beforeId ? [input.beforeId] : [])];
    if ((await tx.media.count({where: {id: {in: pictures}}})) !== new Set(pictures).size) return {ok: false, error: 'picture'};
    const data = {client: input.client, serviceId: input.serviceId, title: input.title as object, beforeId: input.beforeId, afterId: input.afterId, active: input.active, position: input.position};
    const before = input.id ? await tx.portfolioEntry.findUnique({where: {id: input.id}}) : null;
    if (input.id && !before) return {ok: false, error: 'unknown'};
    const saved = input.id ? await tx.portfolioEntry.update({where: {id: input.id}, data}) : await tx.portfolioEntry.create({data});
    await audit(tx, actor, {action: input.id ? 'portfolio.update' : 'portfolio.create', targetType: 'portfolio', targetId: saved.id, before: before ?? undefined, after: saved});
    return {ok: true, id: saved.id};
  });
}

export function saveTestimonial(db: PrismaClient, input: TestimonialInput, actor: AuditActor): Promise<SaveResult> {
  return inTransaction(db, async (tx): Promise<SaveResult> => {
    const data = {
      quote: input.quote,
      lang: input.lang,
      name: input.name,
      business: input.business || null,
      country: input.country,
      rating: input.rating,
      active: input.active,
      position: input.position,
    };
    const before = input.id ? await tx.testimonial.findUnique({where: {id: input.id}}) : null;
    if (input.id && !before) return {ok: false, error: 'unknown'};
    const saved = input.id ? await tx.testimonial.update({where: {id: input.id}, data}) : await tx.testimonial.create({data});
    await audit(tx, actor, {action: input.id ? 'testimonial.update' : 'testimonial.create', targetType: 'testimonial', targetId: saved.id, before: before ?? undefined, after: saved});
    return {ok: true, id: saved.id};
  });
}

/** Deletes one entry or testimonial; false when there was none. */
export function deleteShowcaseItem(db: PrismaClient, kind: 'portfolio' | 'testimonial', id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const before = kind === 'portfolio' ? await tx.portfolioEntry.findUnique({where: {id}}) : await tx.testimonial.findUnique({where: {id}});
    if (!before) return false;
    if (kind === 'portfolio') await tx.portfolioEntry.delete({where: {id}});
    else await tx.testimonial.delete({where: {id}});
    await audit(tx, actor, {action: `${kind}.delete`, targetType: kind, targetId: id, before});
    return true;
  });
}
