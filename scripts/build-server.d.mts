export declare const serverOutDir: string;
export declare function serverBuildStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuilt(): Promise<boolean>;
