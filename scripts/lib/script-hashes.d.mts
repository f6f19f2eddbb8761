export const MAX_HASHED_BYTES: number;
export function inlineScripts(html: string): string[];
export function sha256Source(source: string): string;
export function allowsAnyInlineScript(policy: unknown): boolean;
export function policyWithScriptHashes(policy: string, html: string): string;
export function decodeBody(body: Buffer, encoding: unknown): string;
