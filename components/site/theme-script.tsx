import { themeScript } from "@/lib/security/theme-script";

// The CSP allows this script by its hash (lib/security/headers.ts), so it needs no nonce and the
// root layout stays free of headers(): public pages remain static.
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
