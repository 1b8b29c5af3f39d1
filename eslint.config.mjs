import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The house's layers (docs/architecture.md), enforced: app → lib/services → lib/ai, lib/db,
// lib/storage, lib/jobs; components import no server module; lib/db knows no service; nothing
// imports app/. Each rule names the layer it protects and what to do instead. (lib/studio mixes
// client-safe schemas with server modules; those start with `import "server-only"`, which the build
// refuses in a client component.)
const APP = { group: ["@/app/*", "@/app"], message: "Nothing imports app/: routes and pages are the top layer. Move what you need into lib/." };
const HTTP = { group: ["@/lib/http/*", "@/lib/http"], message: "Only app/ and lib/http speak HTTP. Throw an AppError (lib/errors) and let lib/http map it." };
const SERVICES = { group: ["@/lib/services/*", "@/lib/services"], message: "Layers point down: this layer sits below lib/services." };
const SERVER = {
  group: ["@/lib/db", "@/lib/db/*", "@/lib/services/*", "@/lib/http/*", "@/lib/auth/*", "@/lib/env", "@/lib/jobs/*", "@/lib/storage", "@/lib/storage/*", "@/lib/ai/providers", "@/lib/ai/providers/*", "@/lib/outbound", "@/lib/outbound/*", "@/lib/operator/*", "server-only", "node:*"],
  message: "Client components import no server module: call the studio's routes (lib/hooks) instead.",
};
// Tests may cross layers (a service's test checks the contract's body its error becomes).
const layer = (files, ...groups) => ({ files, ignores: ["**/*.test.ts"], rules: { "no-restricted-imports": ["error", { patterns: groups }] } });

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", ".data/**", ".test-runs/**", "node_modules/**", "next-env.d.ts", "lib/db/migrations/**", "test-results/**", "playwright-report/**"] },
  { files: ["**/*.ts", "**/*.tsx", "**/*.mjs"], rules: { "no-restricted-imports": ["error", { patterns: [APP] }] } },
  layer(["components/**", "lib/hooks/**", "lib/stores/**"], APP, SERVER),
  layer(["lib/services/**"], APP, HTTP),
  layer(["lib/ai/**", "lib/images/**", "lib/storage/**", "lib/jobs/**", "lib/outbound/**", "lib/errors.ts"], APP, HTTP, SERVICES),
  layer(["lib/db/**"], APP, HTTP, SERVICES, { group: ["@/lib/ai/*", "@/lib/jobs/*"], message: "lib/db holds data access only; it knows no engine or job." }),
  layer(["lib/env.ts"], APP, HTTP, SERVICES),
];

export default config;
