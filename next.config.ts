import type { NextConfig } from "next";
import { securityHeaders, videoStudioPermissions } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      { source: "/video-studio", headers: [videoStudioPermissions] },
    ];
  },
};

export default nextConfig;
