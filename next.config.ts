import type { NextConfig } from "next";
import { CACHE_SAFETY_SECONDS } from "./lib/cache/expiry";
import { ART_QUALITY, DEFAULT_QUALITY } from "./lib/image-quality";
import { adRoutes } from "./content/ads";
import { adRoutePolicyHeader, securityHeaders, staticPolicyHeader, videoStudioPermissions } from "./lib/security/headers";
import { sourceExceptNoncePages } from "./lib/security/nonce-pages";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages Next.js renders again at run time stay in this server's memory and are never written
  // into .next: .next stays exactly as the build made it, a server never serves pages that another
  // install (another database) regenerated from the same build, and a restored or moved database
  // is not hidden behind pages made from the old one. After a restart a page starts again from the
  // build's copy, which expires CACHE_SAFETY_SECONDS after it was made (expireTime): past that it is
  // rendered afresh on its next visit, not served old once more.
  //
  // inlineCss: the stylesheet (about 12 KB compressed) arrives inside the HTML instead of one more
  // round trip later. Under applied slow-4G throttling the first paint came 0.6 to 0.75 s sooner on
  // every page measured (docs/decisions/0007-first-paint.md).
  experimental: { isrFlushToDisk: false, inlineCss: true },
  expireTime: CACHE_SAFETY_SECONDS,
  // The panel's Help page reads the band's guide and its pictures from docs/ at run time.
  outputFileTracingIncludes: { "/admin/help": ["./docs/admin-guide.md"], "/admin/help/images/[name]": ["./docs/images/*"] },
  // WebP only: AVIF is a third smaller for the hero and gallery photos (5.5 KB against 8.6 KB for
  // the hero at 750 px) but the audit's LCP on / was worse with it (2.2 s and 2.75 s against
  // 1.95 s), probably its slower decode on the hero's paint; see README, Loading on slow networks.
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
      { source: "/:path*", headers: securityHeaders() },
      // The pages rendered per request get a nonce policy from proxy.ts instead.
      { source: sourceExceptNoncePages(), headers: [staticPolicyHeader()] },
      // Later entries win: the ad routes' policy also lets the ad network in (ads are a run-time setting).
      ...adRoutes.map((route) => ({ source: route, headers: [adRoutePolicyHeader()] })),
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
