import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "screenshots/**", "data/**"],
  },
  {
    // One import style in the app's code: "@/…" for anything outside the file's own folder, "./…" beside it.
    files: ["app/**", "lib/**", "components/**", "fixed/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["../*"], message: 'Import from "@/…" instead of a parent folder.' }] }] },
  },
];

export default config;
