/** Project briefs in the database: create (with the customer's own uploads), list, status. */
import type {PrismaClient} from '@/lib/db/client';
import {SERVICES} from '@/lib/catalog/catalog';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {loadMessages} from '@/lib/i18n/messages';
import {localPrice} from '@/lib/money';
import type {Brief, BriefStatus} from './schema';

export async function createBrief(db: PrismaClient, userId: string, brief: Brief, origin: {country: CountryCode; language: Language}) {
  const service = SERVICES.find((s) => s.id === brief.serviceId);
  if (!service) return {ok: false as const, error: 'invalid' as const};
  const fileIds = [...new Set(brief.fileIds)];
  // Only the customer's own uploads that no other brief holds yet.
  const uploads = await db.upload.findMany({where: {id: {in: fileIds}, ownerId: userId, briefs: {none: {}}}, select: {id: true}});
  if (uploads.length !== fileIds.length) return {ok: false as const, error: 'files' as const};
  if (brief.orderId && !(await db.order.findFirst({where: {id: brief.orderId, userId}, select: {id: true}}))) return {ok: false as const, error: 'invalid' as const};

  const messages = await loadMessages(origin.language);
  const name = (messages.Services as Record<string, {name: string}>)[`s${service.id}`]?.name ?? `Service ${service.id}`;
  const price = service.priceKrw === null ? null : localPrice(service.priceKrw, origin.country);
  const created = await db.projectBrief.create({
    data: {
      userId,
      orderId: brief.orderId,
      serviceId: service.id,
      serviceName: name,
      serviceAmount: price?.amount ?? null,
      currency: price?.currency ?? null,
      deliveryTime: service.deliveryDays ? `${service.deliveryDays[0]}-${service.deliveryDays[1]}` : null,
      style: brief.style,
      colorTone: brief.colorTone,
      usage: brief.usage,
      additionalRequests: brief.additionalRequests,
      referenceNotes: brief.referenceNotes,
      country: origin.country,
      files: {create: fileIds.map((uploadId) => ({uploadId}))},
    },
  });
  return {ok: true as const, brief: created};
}

const WITH_FILES = {files: {include: {upload: {select: {id: true, originalName: true, contentType: true, size: true}}}}, user: {select: {username: true, email: true}}} as const;

/** A customer's own briefs; an admin's view of every brief. Newest first. */
export async function listBriefs(db: PrismaClient, viewer: {id: string; role: 'USER' | 'ADMIN'}) {
  const rows = await db.projectBrief.findMany({where: viewer.role === 'ADMIN' ? {} : {userId: viewer.id}, orderBy: {createdAt: 'desc'}, take: 500, include: WITH_FILES});
  return rows.map(({files, user, ...brief}) => ({
    ...brief,
    // Spec: the applicant, or 'guest' for a brief without an account.
    applicant: user ? user.username : 'guest',
    applicantEmail: viewer.role === 'ADMIN' ? (user?.email ?? null) : undefined,
    files: files.map((f) => ({id: f.upload.id, name: f.upload.originalName, contentType: f.upload.contentType, size: f.upload.size, url: `/uploads/${f.upload.id}`})),
  }));
}

export async function setBriefStatus(db: PrismaClient, id: string, status: BriefStatus) {
  const updated = await db.projectBrief.updateMany({where: {id}, data: {status}});
  return updated.count === 1;
}
