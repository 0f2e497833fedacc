/**
 * The production services' local stand-ins that tests and checks start for a deployed server: SQL
 * on the PostgreSQL server (creating and dropping databases), and an S3 bucket served by s3rver
 * with the settings a server needs to use it.
 */
import S3rver from 's3rver';
import {Client} from 'pg';

/** Runs one statement on this PostgreSQL server (CREATE / DROP DATABASE …). */
export async function runSql(url: string, sql: string): Promise<void> {
  const client = new Client({connectionString: url});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A local bucket named `storefront` in `directory`; with `allowOrigin`, a CORS rule lets that
 * origin's pages PUT and GET (browsers send files straight to the bucket, lib/uploads/direct).
 */
export async function startFakeBucket(directory: string, allowOrigin?: string): Promise<{port: number; settings: Record<string, string>; close: () => Promise<void>}> {
  const cors = allowOrigin
    ? [
        `<CORSConfiguration><CORSRule><AllowedOrigin>${allowOrigin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`,
      ]
    : [];
  const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{name: 'storefront', configs: cors}]});
  const {port} = (await server.run()) as unknown as {port: number};
  const settings = {
    S3_BUCKET: 'storefront',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {port, settings, close: () => server.close()};
}
