import type { NextConfig } from "next";
import { ART_QUALITY, DEFAULT_QUALITY } from "./lib/image-quality";
import { securityHeaders, staticPolicyHeader, videoStudioPermissions } from "./lib/security/headers";
import { sourceExceptNoncePages } from "./lib/security/nonce-pages";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { qualities: [ART_QUALITY, DEFAULT_QUALITY] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // The pages rendered per request get a nonce policy from proxy.ts instead.
      { source: sourceExceptNoncePages(), headers: [staticPolicyHeader()] },
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
