// Types for the helpers of run.mjs that TypeScript tests import.
import type { ChildProcess } from "node:child_process";

export const root: string;
export function freePort(): Promise<number>;
export function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, what?: string): Promise<void>;
export function stopChild(child: ChildProcess): Promise<void>;
