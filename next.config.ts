import type { NextConfig } from "next";
import { securityHeaders, videoStudioPermissions } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The hero and gallery art is served at quality 60 (smaller on slow networks), the rest at 75.
  images: { qualities: [60, 75] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
