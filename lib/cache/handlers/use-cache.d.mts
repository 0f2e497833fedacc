export declare const MAX_BYTES: number;
export interface UseCacheEntry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}
export interface UseCacheHandler {
  get(key: string, softTags?: string[]): Promise<UseCacheEntry | undefined>;
  set(key: string, pending: Promise<UseCacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: {expire?: number}): Promise<void>;
}
export declare function createUseCacheHandler(options?: {maxBytes?: number; now?: () => number}): UseCacheHandler;
declare const handler: UseCacheHandler;
export default handler;
