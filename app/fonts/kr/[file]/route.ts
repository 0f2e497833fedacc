/**
 * GET /fonts/kr/{file}: a slice of the full Noto Sans KR face (Fontsource, regular weight), the
 * pages' last fallback for Korean characters our subset fonts lack (public/fonts/kr-fallback.css,
 * written by `npm run fonts:subset`). Served from the installed package, never from elsewhere.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

const SLICE = /^noto-sans-kr-\d{1,3}-400-normal\.woff2$/;

export async function GET(_request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params;
  if (!SLICE.test(file)) return new Response('Not found', {status: 404});
  try {
    const body = await readFile(path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-kr', 'files', file));
    return new Response(new Uint8Array(body), {headers: {'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable'}});
  } catch {
    return new Response('Not found', {status: 404});
  }
}
