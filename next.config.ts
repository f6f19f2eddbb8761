import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { adRoutes } from "./fixed/ads";
import { sourceCommit } from "./scripts/lib/build-identity.mjs";
import { CACHE_SAFETY_SECONDS } from "./lib/cache/expiry";
import { ART_QUALITY, DEFAULT_QUALITY } from "./lib/image-quality";
import { securityHeaders, staticFileHeaders, staticPolicyHeader, videoStudioPermissions } from "./lib/security/headers";
import { sourceOtherThanStaticFiles, sourceWithFixedPolicy, staticFilesSource } from "./lib/security/nonce-pages";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The commit is the build id, so servers that build the same commit apart serve the same chunk
  // URLs and share their cached pages (scripts/lib/build-identity.mjs; null: Next.js's own).
  generateBuildId: () => sourceCommit(fileURLToPath(new URL(".", import.meta.url))),
  // npm test sets NEXT_BUILD_TYPES_CHECKED=1: its Typecheck step runs tsc on the same sources, with the
  // route types this build writes, beside the e2e run; every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  // Pages and cached database reads live with the install's data, never in this server's memory
  // nor in .next (cache-handler.mjs, docs/decisions/0008-page-cache-with-the-data.md): on disk under
  // DATA_DIR, or in Redis shared by every server when REDIS_URL is set, so a restart or another
  // server shows what the band last saved. On Vercel the platform's own shared cache stays in charge.
  // A page older than CACHE_SAFETY_SECONDS (expireTime) is rendered afresh on its next visit.
  cacheHandler: process.env.VERCEL ? undefined : fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // inlineCss: the stylesheet (about 12 KB compressed) arrives inside the HTML instead of one more
  // round trip later. Under applied slow-4G throttling the first paint came 0.6 to 0.75 s sooner on
  // every page measured (docs/decisions/0007-first-paint.md).
  //
  // isrFlushToDisk: false only matters where no handler is configured (VERCEL=1 off Vercel, as the
  // page-cache benchmark runs it): Next.js's own cache then stays in memory and .next is never written.
  //
  // turbopackFileSystemCacheForBuild: false: a build reusing Turbopack's cache in .next/cache
  // hoisted modules differently from a fresh one of the same commit (one chunk in 48 named apart,
  // tried here), so servers that build apart could ask each other for chunks they do not have.
  // Every build starts fresh instead: same commit and key, same chunks (servers-built-apart.spec.ts).
  // authInterrupts: forbidden() answers a page outside the person's role with the 403 page (app/(admin)/admin/forbidden.tsx).
  experimental: { inlineCss: true, isrFlushToDisk: false, turbopackFileSystemCacheForBuild: false, authInterrupts: true },
  expireTime: CACHE_SAFETY_SECONDS,
  // The panel's Help page reads the band's guide and its pictures from docs/ at run time; the
  // booking documents (lib/documents/pdf.ts) read their fonts from the dejavu-fonts-ttf package.
  outputFileTracingIncludes: {
    "/admin/help": ["./docs/admin-guide.md"],
    "/admin/help/images/[name]": ["./docs/images/*"],
    "/api/booking/[token]/documents/[file]": ["./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"],
    "/api/admin/contacts/[id]/documents/[file]": ["./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"],
  },
  // pdfkit reads its data files and fontkit from node_modules at run time, as Node loads them.
  serverExternalPackages: ["pdfkit"],
  // WebP only: AVIF is a third smaller for the hero and gallery photos (5.5 KB against 8.6 KB for
  // the hero at 750 px) but the audit's LCP on / was worse with it (2.2 s and 2.75 s against
  // 1.95 s), probably its slower decode on the hero's paint (docs/decisions/0004-lighthouse-findings.md).
  images: {
    qualities: [ART_QUALITY, DEFAULT_QUALITY],
    // Stored media (lib/media): the local disk serves it under /api/media/images, Vercel Blob from
    // its public host; gallery video stills come from YouTube's own image host.
    remotePatterns: [
      { protocol: "https", hostname: "*.public.blob.vercel-storage.com", pathname: "/images/**" },
      { protocol: "https", hostname: "i.ytimg.com", pathname: "/vi/**" },
    ],
  },
  async headers() {
    return [
      { source: sourceOtherThanStaticFiles, headers: securityHeaders() },
      { source: staticFilesSource, headers: staticFileHeaders() },
      // proxy.ts sets the policy of the pages rendered per request (a nonce) and of the ad routes
      // (the ad network only while ads are on, a run-time setting).
      { source: sourceWithFixedPolicy(adRoutes), headers: [staticPolicyHeader()] },
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
