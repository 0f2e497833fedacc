import {fileCommand} from '@/lib/commands/multipart';
import {makePreviewCommand} from '@/lib/preview/commands';

/**
 * POST /api/previews?target=template:3 | service:1 (&kind=food | drinks | cosmetics | fashion |
 * electronics | other: for services 2 and 3, the scene for that kind of product): the instant preview (docs/preview.md). The body is
 * the photo itself (JPEG, PNG or WebP, up to the brief uploads' image limit; X-File-Name: its name,
 * URI-encoded), or, with a bucket, `{ticket}` (JSON) for a photo the browser put there
 * (POST /api/uploads/direct with purpose `preview`). Anyone may make one: a guest gets the preview
 * cookie that makes it theirs.
 * 201 {id, target, coverage, image, photo: {id, name, url}}; 404 a target without a preview;
 * 413/415/422 the photo (too large, not a photo, empty or damaged, over the decoding limits
 * of lib/uploads/decode, the product not found or filling the frame, or a photo that would make a
 * bad picture: too dark, blurred, too small, cut off, several products, a hand, a clear product
 * (lib/preview/checks.mjs); each message says what photo to take instead); 429 too many previews
 * (per visitor and per address, each hour) or past the daily upload quota (the photo counts
 * towards it, lib/uploads/quota); 503 busy (Retry-After) or unavailable. Each refusal
 * carries a message in the visitor's language. The command: lib/preview/commands (preview.make).
 */
export const POST = fileCommand(makePreviewCommand, (request, body) => {
  const query = new URL(request.url).searchParams;
  return {target: query.get('target') ?? '', kind: query.get('kind') ?? undefined, body, name: request.headers.get('x-file-name')};
});
