// Names the admin dashboards show for the site's paths (spec section 9).
const pageLabels: Record<string, string> = {
  "/": "Home",
  "/about": "About",
  "/services": "Services",
  "/gallery": "Gallery",
  "/music": "Music",
  "/contact": "Contact",
  "/testimonials": "Testimonials",
  "/video-studio": "Video Studio",
  "/quote": "Quote",
  "/admin": "Admin Panel",
};

export const pageLabel = (path: string) => pageLabels[path] ?? path;
