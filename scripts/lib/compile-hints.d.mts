export const COMPILE_HINT: string;
/** The scripts each route's HTML loads at start-up, relative to the build folder. */
export function startupChunks(distDir: string): string[];
/** Hints every start-up chunk of the build in `distDir`; returns the chunks it changed. */
export function addCompileHints(distDir: string): string[];
