import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { WorkGate } from "./work-gate";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("WorkGate", () => {
  it("runs work while its pixels fit, queues the rest first come first served, and refuses past the queue", async () => {
    const gate = new WorkGate(100, 2, 7);
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const piece = (name: string, weight: number) =>
      gate.run(weight, async () => {
        started.push(name);
        const d = deferred();
        releases.set(name, d.resolve);
        await d.promise;
        return name;
      });
    const a = piece("a", 60);
    const b = piece("b", 30);
    const c = piece("c", 50); // does not fit beside a and b: waits
    const d = piece("d", 5); // fits, but waits behind c (no overtaking)
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect(gate.load).toEqual({ inFlight: 90, running: 2, waiting: 2 });
    const refused = await piece("e", 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "RateLimited", details: { retryAfterSeconds: 7 } });

    releases.get("a")!();
    await a;
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(["a", "b", "c", "d"]);
    for (const name of ["b", "c", "d"]) releases.get(name)!();
    expect(await Promise.all([b, c, d])).toEqual(["b", "c", "d"]);
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it("always runs one piece, even one larger than the whole budget, and frees its place on failure", async () => {
    const gate = new WorkGate(10, 0, 1);
    await expect(gate.run(1000, async () => "big")).resolves.toBe("big");
    await expect(gate.run(5, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });
});

describe("WorkGate.enter: a place held across steps", () => {
  it("gives its weight back once, however often it is released", async () => {
    const gate = new WorkGate(10, 1, 1);
    const leave = await gate.enter(6);
    const next = gate.enter(6);
    expect(gate.load).toEqual({ inFlight: 6, running: 1, waiting: 1 });
    leave();
    leave();
    const leaveNext = await next;
    expect(gate.load).toEqual({ inFlight: 6, running: 1, waiting: 0 });
    leaveNext();
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it("refuses with 429 a caller that waited its longest, and lets the one behind it in when there is room", async () => {
    const gate = new WorkGate(10, 2, { retryAfterSeconds: 3, message: "busy" });
    const leave = await gate.enter(8);
    const big = gate.enter(8, { maxWaitMs: 20 });
    const small = gate.enter(2); // fits now, but may not overtake the big one
    expect(gate.load.waiting).toBe(2);
    await expect(big).rejects.toMatchObject({ code: "RateLimited", message: "busy", details: { retryAfterSeconds: 3 } });
    const leaveSmall = await small; // started the moment the big one left the line
    expect(gate.load).toEqual({ inFlight: 10, running: 2, waiting: 0 });
    leave();
    leaveSmall();
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it("takes a caller that goes away out of the line, and one that is gone already never in", async () => {
    const gate = new WorkGate(10, 4, 1);
    const leave = await gate.enter(10);
    const abort = new AbortController();
    const waiting = gate.enter(1, { signal: abort.signal });
    abort.abort(new Error("client went away"));
    await expect(waiting).rejects.toThrow("client went away");
    expect(gate.load).toEqual({ inFlight: 10, running: 1, waiting: 0 });
    await expect(gate.enter(1, { signal: abort.signal })).rejects.toThrow("client went away");
    leave();
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });
});
