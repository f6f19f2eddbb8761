// Types for project-copy.mjs, which the e2e suite imports.
export function buildProjectCopy(destination: string, env?: Record<string, string>): string;
