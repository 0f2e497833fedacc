import 'server-only';
import {env} from '@/lib/env';
import {storageFromSettings, type ObjectStorage} from './index';

/** The app's file storage: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export const storage: ObjectStorage = storageFromSettings(env);
