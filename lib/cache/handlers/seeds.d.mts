export declare const SEEDS_DIR: string;
export interface Seed {
  kind: 'APP_PAGE' | 'APP_ROUTE';
  status: number;
  headers: Record<string, string | string[]>;
  cacheControl: {revalidate: number | false; expire?: number};
  html?: string;
  rsc?: string;
  segments?: Record<string, string>;
  postponed?: string;
  postponedFile?: string;
  body?: string;
}
export interface SeedIndex {
  buildId: string;
  builtAt: number;
  entries: Record<string, Seed>;
}
export declare function pagePath(pathname: string): string;
export declare function cacheKey(kind: 'APP_PAGE' | 'APP_ROUTE', sourceRoute: string, pathname: string): string;
export declare function seedIndex(outputs: unknown, distDir: string, buildId: string, builtAt?: number): SeedIndex;
export declare function writeSeeds(distDir: string, index: SeedIndex): number;
