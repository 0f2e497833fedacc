/**
 * The owner's hand on the job queue (the admin's Operations tab): Retry sends a failed or waiting
 * job again now, Discard removes it. Admins only, audited.
 */
import 'server-only';
import * as z from 'zod/mini';
import {getTranslations} from 'next-intl/server';
import {audit} from '@/lib/admin/audit';
import {defineCommand, refuse} from '@/lib/commands';
import {db} from '@/lib/db';
import {appJobs} from './app';

const jobRef = z.object({id: z.uuid(), queue: z.string().check(z.minLength(1), z.maxLength(100))});

type Found = {jobs: Awaited<ReturnType<typeof appJobs>>; job: NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof appJobs>>['boss']['findJobs']>>[number]>};

/** The owner's action on one job still waiting or failed (one that ran or is running is gone: 404), audited. */
function jobCommand(name: 'retry' | 'discard', act: (found: Found, queue: string, id: string) => Promise<unknown>) {
  return defineCommand({
    name: `jobs.${name}`,
    input: jobRef,
    who: 'admin',
    async run({id, queue}, {user, language}) {
      const t = await getTranslations({locale: language, namespace: 'Admin.operations'});
      const jobs = await appJobs();
      const [job] = await jobs.boss.findJobs(queue, {id}).catch(() => []);
      if (!job || job.state === 'completed' || job.state === 'active') return refuse(404, t('gone'));
      await act({jobs, job}, queue, id);
      await audit(db, user, {action: `job.${name}`, targetType: 'job', targetId: id, before: {queue, state: job.state, data: job.data}});
      return {ok: true, message: t(name === 'retry' ? 'retried' : 'discarded')};
    },
  });
}

/** A failed job is retried at once; a waiting one is due now instead of at its next try. */
export const retryJob = jobCommand('retry', ({jobs, job}, queue, id) => (job.state === 'failed' ? jobs.boss.retry(queue, id) : jobs.boss.update(queue, undefined, {id, startAfter: new Date()})));

export const discardJob = jobCommand('discard', ({jobs}, queue, id) => jobs.boss.deleteJob(queue, id));
