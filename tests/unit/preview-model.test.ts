/**
 * The instant preview's model is a file of the repository (lib/preview/model), loaded only when it
 * matches the checksum the app holds: the vendored file matches it, and a file changed by one byte
 * is refused.
 */
import {copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {MODEL_SHA256, previewFiles} from '@/lib/preview/app';
import {modelMatches} from '@/lib/preview/pool';

describe('the preview model', () => {
  test('is the file in lib/preview/model, with its licence beside it, matching the checksum', () => {
    const model = previewFiles.model();
    expect(path.relative(process.cwd(), model)).toBe(path.join('lib', 'preview', 'model', 'u2netp.onnx'));
    expect(modelMatches(model, MODEL_SHA256)).toBe(true);
    expect(readFileSync(path.join(path.dirname(model), 'LICENSE'), 'utf8')).toContain('Apache License');
  });

  test('a model changed by one byte, or missing, is refused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preview-model-'));
    try {
      const copy = path.join(dir, 'u2netp.onnx');
      copyFileSync(previewFiles.model(), copy);
      const bytes = readFileSync(copy);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
      writeFileSync(copy, bytes);
      expect(modelMatches(copy, MODEL_SHA256)).toBe(false);
      expect(modelMatches(path.join(dir, 'absent.onnx'), MODEL_SHA256)).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
