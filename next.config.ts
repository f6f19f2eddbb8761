import type { NextConfig } from "next";
import { ART_QUALITY, DEFAULT_QUALITY } from "./lib/image-quality";
import { securityHeaders, videoStudioPermissions } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { qualities: [ART_QUALITY, DEFAULT_QUALITY] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
