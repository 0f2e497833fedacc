import {PHASE_PRODUCTION_BUILD} from 'next/constants';

/**
 * Next.js calls this once when a server starts: a configuration lib/deploy/environment.ts refuses
 * (a preview without its own database or with live payment keys, a serverless host without
 * DATABASE_URL or S3_BUCKET) stops the server here, whichever entry started it; then the job queue
 * starts (mails, payment reconciliation, the clean-up of unused uploads; lib/jobs) and traces, with
 * OTEL_EXPORTER_OTLP_ENDPOINT.
 */
export async function register() {
  // Which runtime is registering is set by Next.js itself (not configuration, so not in lib/env).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const {env} = await import('@/lib/env');
  // NEXT_PHASE is set by Next.js too (lib/env reads it): `next build` may build what only the
  // servers refuse to run (Next does not register during a build today; this keeps it so).
  if (env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    const {deploymentRefusal} = await import('@/lib/deploy/environment');
    const refusal = deploymentRefusal(env);
    if (refusal) throw new Error(refusal);
  }
  // OpenTelemetry traces (Next's own spans, to an OTLP collector) only when one is configured:
  // without OTEL_EXPORTER_OTLP_ENDPOINT nothing of it is loaded (lib/log/otel.ts).
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('@/lib/log/otel')).startTracing(env);
  // The job queue (lib/jobs): mails, payment reconciliation and the clean-up of unused uploads, before any request is served.
  await (await import('@/lib/jobs/app')).appJobs();
}
