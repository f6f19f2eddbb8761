// Types for nginx-proxy.mjs, which the e2e suite imports.
export type NginxProxy = { url: string; port: number; stop: () => Promise<void> };
export function startNginxProxy(options: { appPort: number; port?: number }): Promise<NginxProxy>;
