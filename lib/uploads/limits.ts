import {env} from '@/lib/env';
import {MB, type UploadLimits} from './types';

/** The configured upload limits (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_VIDEO_MB). */
export const uploadLimits: UploadLimits = {imageBytes: Math.round(env.UPLOAD_MAX_IMAGE_MB * MB), videoBytes: Math.round(env.UPLOAD_MAX_VIDEO_MB * MB)};
