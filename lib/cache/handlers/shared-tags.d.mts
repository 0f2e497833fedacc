export declare const TAGS_KEY: string;
export declare const VERSION_KEY: string;
export declare const MAX_SKEW_MS: number;
export interface TagTimes {
  stale?: number;
  expired?: number;
}
export declare function mergeTags(entries: Record<string, string>, now?: number): void;
export declare function syncTags(): Promise<void>;
export declare function publishTags(tags: string[]): Promise<void>;
export declare function expireTags(tags: string[], durations?: {expire?: number}, now?: number): Promise<void>;
export declare function expireLocally(tags: string[]): void;
export declare function tagTimes(tag: string): TagTimes | undefined;
export declare function forgetTags(): void;
export declare function outdated(tags: string[], since: number, now?: number): boolean;
export declare function expirationOf(tags: string[]): number;
export declare function useRedis(url: string | undefined): void;
