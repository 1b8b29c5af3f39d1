export * from "./items";
export * from "./share-links";
