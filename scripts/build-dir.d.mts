/** Types for build-dir.mjs (imported by the TypeScript configs, scripts and server). */
export declare const defaultBuildDir: "dist";
export declare const buildDirOf: (env?: Record<string, string | undefined>) => string;
