/**
 * This deploy, as the pages see it (decided from env when the pages are built: they are
 * prerendered, and a preview is built as one). lib/deploy/environment.ts says what a preview is.
 */
import type {Metadata} from 'next';
import {env} from '@/lib/env';
import {isPreview} from './environment';

/** True when this is a preview deploy (APP_ENV=preview or VERCEL_ENV=preview). */
export const previewDeploy: boolean = isPreview(env);

/** A preview's pages: `<meta name="robots" content="noindex, nofollow">`. */
export const PREVIEW_ROBOTS = {index: false, follow: false} as const satisfies Metadata['robots'];

/**
 * The robots of a page search engines never index (checkout, admin, personal pages): `noindex`;
 * in a preview `noindex, nofollow` like every other page (a page's own robots replace the layout's).
 */
export const privateRobots: Metadata['robots'] = previewDeploy ? PREVIEW_ROBOTS : {index: false};
