import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".data/**", "node_modules/**", "e2e/screenshots/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "lib/db/migrations/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // App and components use a feature folder only through its public face: index.ts (client-safe
    // code and types) or server.ts (server code). Files inside lib/ may import each other directly.
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/lib/(dashboard|island-emulator)/[^/]+/(?!server$)[^/]+",
              message: "Import a feature folder through its index (@/lib/dashboard/<feature>) or, for server code, its server.ts (@/lib/dashboard/<feature>/server).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
