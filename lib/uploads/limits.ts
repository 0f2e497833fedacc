import {env} from '@/lib/env';
import {MB, type UploadLimits} from './types';

/** The configured upload limits (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_VIDEO_MB). */
export const uploadLimits: UploadLimits = {imageBytes: Math.round(env.UPLOAD_MAX_IMAGE_MB * MB), videoBytes: Math.round(env.UPLOAD_MAX_VIDEO_MB * MB)};

/** What one account may upload per rolling 24 hours (UPLOAD_DAILY_MB, UPLOAD_DAILY_FILES). */
export const dailyUploadQuota = {bytesPerDay: Math.round(env.UPLOAD_DAILY_MB * MB), filesPerDay: env.UPLOAD_DAILY_FILES};
