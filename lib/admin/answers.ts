/**
 * What the admin API's queries and commands answer, as zod schemas (their `output`, lib/commands;
 * lib/http/answers.ts derives the browser's types).
 */
import * as z from 'zod/mini';
import {publicUserAnswer} from '@/lib/auth/answers';
import {Country, Language} from '@/lib/generated/prisma/enums';
import {doneWith, jsonDate} from '@/lib/http/json';

/** GET /api/admin/stats: members, orders and revenue (KRW) today, this month and in all. */
export const statsAnswer = z.object({
  success: z.literal(true),
  stats: z.object({
    members: z.number(),
    newMembersToday: z.number(),
    orders: z.number(),
    pendingOrders: z.number(),
    revenueKrw: z.number(),
    thisMonthKrw: z.number(),
    lastMonthKrw: z.number(),
    /** This month against last month in percent (one decimal), or null when last month had none. */
    monthlyGrowth: z.nullable(z.number()),
    todayKrw: z.number(),
    completedOrders: z.number(),
  }),
});

/** GET /api/admin/users: the newest 500 members. */
export const usersAnswer = z.object({success: z.literal(true), users: z.array(publicUserAnswer)});

/** GET /api/admin/audit: a page of the audit log, newest first; `before` and `after` are the changed record's JSON. */
export const auditAnswer = z.object({
  success: z.literal(true),
  entries: z.array(
    z.object({
      id: z.string(),
      actorId: z.nullable(z.string()),
      actorEmail: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: jsonDate,
    }),
  ),
});

/** GET /api/admin/contact-messages: a page of the contact form's messages, newest first, with the totals. */
export const contactMessagesAnswer = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      company: z.nullable(z.string()),
      service: z.string(),
      message: z.string(),
      language: z.enum(Language),
      country: z.enum(Country),
      readAt: z.nullable(jsonDate),
      createdAt: jsonDate,
    }),
  ),
  total: z.number(),
  unread: z.number(),
});

/** PATCH /api/admin/users/{id}/role: the member's role now. */
export const roleSetAnswer = doneWith({role: z.enum(['USER', 'ADMIN'])});
