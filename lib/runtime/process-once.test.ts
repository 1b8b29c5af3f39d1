import { expect, it } from "vitest";
import { processOnce } from "./process-once";

it("opens once for every caller, and again after a failed opening", async () => {
  let opened = 0;
  let fail = true;
  const once = processOnce(`__test${Math.random()}`, async () => {
    opened++;
    if (fail) throw new Error("unreachable");
    return { opened };
  });
  await expect(once.get()).rejects.toThrow("unreachable");
  fail = false;
  const [a, b] = await Promise.all([once.get(), once.get()]);
  expect(a).toBe(b);
  expect(opened).toBe(2);
  expect(await once.take()).toBe(a);
  expect(await once.get()).not.toBe(a);
  expect(opened).toBe(3);
});
