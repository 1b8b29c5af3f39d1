import { afterAll } from "vitest";
import { responseChecks } from "./contract-check";

// Each integration file reports how many responses it checked against their declared schemas.
afterAll(() => {
  if (responseChecks.checked) console.log(`[contract] ${responseChecks.checked} responses matched their declared schemas`);
});
