import {fileCommand} from '@/lib/commands/multipart';
import {uploadPictureCommand} from '@/lib/media/commands';

/**
 * POST /api/admin/media: one picture for the shop's pages as the body (JPEG, PNG, WebP or AVIF),
 * admins only. The brief uploads' checks, then it must decode as a picture. 201 {id, url, width,
 * height, blurDataUrl}; 413, 415 or 422 with the translated reason. Placing it on a page is a
 * separate step (the catalogue tab's picture slots). With S3, the browser sends it straight to the
 * bucket instead (POST /api/uploads/direct with purpose `picture`). The command: lib/media/commands (media.upload).
 */
export const POST = fileCommand(uploadPictureCommand, (_request, body) => ({body}));
