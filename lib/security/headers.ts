// Security headers for every response. Public pages are static, so their CSP cannot carry a
// nonce: inline scripts (Next's bootstrap, the theme script) are allowed, everything else is listed.

const adHosts = "https://pagead2.googlesyndication.com https://*.googlesyndication.com https://*.doubleclick.net https://*.google.com https://*.adtrafficquality.google";

export function contentSecurityPolicy(dev = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} ${adHosts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    `connect-src 'self' https://*.vercel-storage.com https://vercel.com ${adHosts}`,
    `frame-src https://open.spotify.com https://www.youtube-nocookie.com https://www.youtube.com ${adHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

type Header = { key: string; value: string };

export function securityHeaders(): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy() },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), display-capture=(), geolocation=(), payment=()" },
  ];
}

/** The video studio records from the camera or the screen, so only it may ask for them. */
export const videoStudioPermissions: Header = {
  key: "Permissions-Policy",
  value: "camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()",
};
