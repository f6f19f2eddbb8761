import { adRoutes } from "@/fixed/ads";

const routes: ReadonlySet<string> = new Set(adRoutes);

/** Whether a route shows ads; a trailing slash, query or hash does not change the answer. */
export function showsAds(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return routes.has(trimmed);
}
