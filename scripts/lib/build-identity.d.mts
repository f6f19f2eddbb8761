// Types for build-identity.mjs, which next.config.ts and the tests import.
export type BuiltIdentity = { buildId: string; keyFingerprint: string | null };
export function sourceCommit(root: string, env?: Record<string, string | undefined>): string | null;
export function keyFingerprint(key: string): string;
export function siteAddressFingerprint(env?: Record<string, string | undefined>): string;
export function builtActionsKey(distDir: string): string | null;
export function builtIdentity(distDir: string): BuiltIdentity | null;
export function buildDecision(built: BuiltIdentity | null, wanted: { commit: string | null; key: string }): { build: false } | { build: true; reason: string };
