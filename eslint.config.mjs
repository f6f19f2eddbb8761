import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "screenshots/**", "data/**"],
  },
];

export default config;
