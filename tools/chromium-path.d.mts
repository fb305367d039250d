/** Types for chromium-path.mjs (imported by playwright.config.ts). */
export declare const chromiumArgs: readonly string[];
export declare const systemHeadlessShell: string;
export declare function findChromium(): string | null;
export declare function findTestBrowser(): string | null;
