/** Next calls this once when a server starts, before it answers requests. */
export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time (not configuration), so the edge bundle drops
  // the Node-only import below.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { bootServer } = await import("@/lib/boot");
    await bootServer();
  }
}
