import {connection} from 'next/server';
import {env} from '@/lib/env';
import {appJobs} from '@/lib/jobs/app';
import {cronAnswer} from '@/lib/jobs/cron';

/** A host's cron runs one due scheduled job (or sends due mails), with CRON_SECRET as its bearer token (lib/jobs/cron). */
async function run(request: Request, {params}: {params: Promise<{job: string}>}) {
  await connection();
  return cronAnswer(request, (await params).job, env.CRON_SECRET, appJobs);
}

export const POST = run;
/** Vercel Cron calls with GET. */
export const GET = run;
