// Seeded randomness, the copy engine's: the same seed gives the same choices; a request's text
// hashes to a seed when none is given.
export { mulberry32 as seededRandom, hashString as hashText } from "@/lib/ai/copy-engine/rng";
