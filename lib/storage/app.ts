import 'server-only';
import path from 'node:path';
import {env} from '@/lib/env';
import {localStorage, s3Storage, type ObjectStorage} from './index';

/** The app's file storage: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export const storage: ObjectStorage = env.S3_BUCKET
  ? s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  : localStorage(path.resolve(env.DATA_DIR, 'uploads'));
