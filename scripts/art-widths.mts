/**
 * npm run art:widths: writes the default pictures' scaled widths (lib/media/widths) from their
 * committed @2x files, without rendering anything again: public/photos/<name>@2x.<hash>.<width>w.webp
 * and public/templates/<id>-<page>-<render>@2x.<hash>.<width>w.webp. art:render and art:templates do the same
 * after they run. Not part of `npm test`: the files are committed (tests/unit/photo-files.test.ts checks them).
 */
import path from 'node:path';
import {TEMPLATE_DESIGN_FILES} from '../lib/catalog/template-design-files.ts';
import {PHOTO_FILES} from '../lib/media/photo-files.ts';
import {writeScaledWidths} from './art/widths.mts';

const root = process.cwd();
const photos = await writeScaledWidths(path.join(root, 'public', 'photos'), Object.values(PHOTO_FILES));
const templates = await writeScaledWidths(
  path.join(root, 'public', 'templates'),
  Object.values(TEMPLATE_DESIGN_FILES).flatMap((renders) => Object.values(renders).flat()),
);
console.log(`photographs: ${photos.written} files written (${Math.round(photos.bytes / 1024)} KB); template pages: ${templates.written} (${Math.round(templates.bytes / 1024)} KB)`);
