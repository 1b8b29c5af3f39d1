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
// Engines under lib/ai have one door each (docs/architecture.md): index.ts, plus browser-safe
// modules where the studio's browser code needs them. The rest of an engine is private to it, and
// import/no-restricted-paths sees static, relative and dynamic imports alike (no-restricted-imports
// above only sees the import's text). Production code outside the engine goes through the door;
// tests may use an engine's stand-ins under testing/, and bench/ and e2e/ may look inside.
const ENGINE_DOORS = {
  // The studio's pages import the copy engine's browser-safe modules one by one: a barrel put all
  // of them (the language detector too) in every page's first load, past the 200 KB budget.
  "copy-engine": ["./index.ts", "./types.ts", "./limits.ts"],
  // The language core of both text engines (tones, languages, text helpers, the brief reader, and
  // packs/<xx>/, everything each language writes for either engine, reached through index.ts); its
  // browser-safe modules one by one for the same reason (cut.ts: the copy engine's limits.ts).
  language: ["./index.ts", "./tones.ts", "./detect-language.ts", "./text.ts", "./cut.ts"],
  "text-ops": ["./index.ts"],
  scene: ["./index.ts"],
  segmenter: ["./index.ts"],
  "finished-ads": ["./index.ts", "./catalog.ts"],
  refine: ["./index.ts"],
  providers: [], // its door is lib/ai/providers.ts, beside the folder
};
const outside = (engine) => ["./{app,components}/**", "./lib/!(ai)/**", "./lib/*.ts", `./lib/ai/!(${engine})/**`, engine === "providers" ? "./lib/ai/!(providers).ts" : "./lib/ai/*.ts"];
const engineZones = Object.entries(ENGINE_DOORS).map(([engine, doors]) => ({
  target: outside(engine),
  from: `./lib/ai/${engine}`,
  except: [...doors, "./testing", "./inpainting/testing"],
  message: `lib/ai/${engine} is an engine with one door: import ${engine === "providers" ? "@/lib/ai/providers" : `@/lib/ai/${engine}${doors.length > 1 ? ` (browser code: ${doors.slice(1).map((d) => d.slice(2, -3)).join(", ")})` : ""}`}, and export there what you need.`,
}));
// The language core sits below both text engines and serves them alike: it imports no engine
// (tests included), so what both need lives in it once and neither engine's private code leaks in.
const coreZones = [
  {
    target: "./lib/ai/language/**",
    from: ["./lib/ai/!(language)/**", "./lib/ai/*.ts"],
    message: "lib/ai/language is the language core below both text engines: it imports no engine. Move what both need into the core.",
  },
  // The two text engines share only the core: what one needs of the other belongs in it.
  { target: "./lib/ai/text-ops/**", from: "./lib/ai/copy-engine", message: "The text engines share only the language core (@/lib/ai/language): move what both need there." },
  { target: "./lib/ai/copy-engine/**", from: "./lib/ai/text-ops", message: "The text engines share only the language core (@/lib/ai/language): move what both need there." },
];
// lib/studio is the studio's own server and browser code (it calls the service); lib/auth checks
// callers. The service's layers below them never import either, whatever the import's form.
const DATA_AND_ENGINES = ["./lib/{ai,db,storage,images,outbound}/**", "./lib/errors.ts", "./lib/env.ts"];
const BELOW_SERVICES = [...DATA_AND_ENGINES, "./lib/jobs/**"];
const accessZones = [
  { target: ["./lib/{services,db,ai,jobs,storage,images,outbound,limits,operator,runtime}/**", "./lib/{errors,env,random,private-files}.ts"], from: "./lib/studio", message: "lib/studio belongs to the studio (its routes call the service); the service's own layers never import it." },
  { target: [...BELOW_SERVICES, "./components/**", "./lib/{hooks,stores}/**"], from: "./lib/auth", message: "lib/auth checks callers at the edge (lib/http, the studio's routes, services that manage keys): layers below the services and browser code never import it." },
  { target: DATA_AND_ENGINES, from: "./lib/services", message: "Layers point down: this layer sits below lib/services." },
  { target: "./lib/jobs/**", from: "./lib/services", message: "lib/jobs knows job kinds only: what a job runs is the services' (lib/services/job-handlers.ts hands it to workJobs at start), so services → jobs is the only direction." },
  { target: BELOW_SERVICES, from: "./lib/http", message: "Only app/ and lib/http speak HTTP. Throw an AppError (lib/errors) and let lib/http map it." },
  { target: ["./lib/**", "./components/**"], from: "./app", message: "Nothing imports app/: routes and pages are the top layer. Move what you need into lib/." },
];

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
  { files: ["**/*.ts", "**/*.tsx"], ignores: ["**/*.test.ts"], rules: { "import/no-restricted-paths": ["error", { zones: [...engineZones, ...coreZones, ...accessZones] }] } },
  { files: ["**/*.test.ts"], rules: { "import/no-restricted-paths": ["error", { zones: [...engineZones, ...coreZones] }] } },
];

export default config;
