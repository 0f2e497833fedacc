export declare const MAX_BYTES: number;
export interface PageEntry {
  lastModified: number;
  value: Record<string, unknown> & {kind: string};
  cacheControl?: {revalidate: number | false; expire?: number};
  tags?: string[];
}
export default class PageCache {
  static memory: Map<string, unknown>;
  static memorySize: number;
  static seeds: unknown;
  static diskDir: string | undefined;
  static checkedSource: boolean;
  static checkCatalogueSource(distDir: string): void;
  constructor(ctx?: {serverDistDir?: string});
  get(key: string, ctx?: {kind?: string; isFallback?: boolean; isRoutePPREnabled?: boolean}): Promise<PageEntry | null>;
  set(key: string, data: Record<string, unknown> | null, ctx?: {cacheControl?: unknown; tags?: string[]}): Promise<void>;
  revalidateTag(tags: string | string[], durations?: {expire?: number}): Promise<void>;
  resetRequestCache(): void;
}
