/**
 * The file storages integration tests run against: local disk in a temporary folder, and S3 as
 * served by a local s3rver (the same client code that talks to AWS S3, R2 or MinIO).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {localStorage, s3Storage, type ObjectStorage} from '@/lib/storage';

export interface StorageBackend {
  name: string;
  storage: ObjectStorage;
  close: () => Promise<void>;
}

export async function storageBackends(): Promise<StorageBackend[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const s3dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{name: 'briefs', configs: []}]});
  const {port} = (await server.run()) as unknown as {port: number};
  return [
    {name: 'local disk', storage: localStorage(dir), close: async () => rmSync(dir, {recursive: true, force: true})},
    {
      name: 'S3 (s3rver)',
      storage: s3Storage({bucket: 'briefs', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true}),
      close: async () => {
        await server.close();
        rmSync(s3dir, {recursive: true, force: true});
      },
    },
  ];
}
