// One schema for PGlite and PostgreSQL, a file per domain; drizzle-kit generates migrations from it.
export * from "./auth";
export * from "./ad-texts";
export * from "./notifications";
export * from "./photoshoot";
export * from "./studio";
export * from "./review";
export * from "./inbox";
export * from "./blobs";
export * from "./hub";
export * from "./brand-kits";
