/**
 * Something a process opens once on first use (a connection, a limiter): kept on globalThis, for
 * Next bundles each route apart and a module-level variable would be one per bundle. An opening
 * that fails is forgotten, so it is tried again at the next use rather than never.
 */
export function processOnce<T>(slot: string, open: () => Promise<T>) {
  const holder = globalThis as unknown as Record<string, Promise<T> | undefined>;
  return {
    get(): Promise<T> {
      const current = holder[slot];
      if (current) return current;
      const opening = open();
      holder[slot] = opening;
      opening.catch(() => {
        if (holder[slot] === opening) holder[slot] = undefined;
      });
      return opening;
    },
    /** Forgets it and hands back what was opened, if anything, for the caller to close. */
    take(): Promise<T> | undefined {
      const pending = holder[slot];
      holder[slot] = undefined;
      return pending;
    },
  };
}
