export declare const CATALOGUE_SOURCE_FILE: string;
export declare const CATALOGUE_TAGS: string[];
export declare function databaseIdentity(databaseUrl: string | undefined): string;
export declare function catalogueSource(databaseUrl: string | undefined, appUrl: string | undefined): string;
