export declare const TAGS_KEY: string;
export declare const VERSION_KEY: string;
export declare function mergeTags(entries: Record<string, string>): void;
export declare function syncTags(): Promise<void>;
export declare function publishTags(tags: string[]): Promise<void>;
export declare function expireLocally(tags: string[]): void;
export declare function useRedis(url: string | undefined): void;
export declare function markSyncedPerRequest(): void;
export declare function syncedPerRequest(): boolean;
