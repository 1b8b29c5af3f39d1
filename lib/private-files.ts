import "server-only";
import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The data directory holds the database, the blobs and the keys: only the server's own user may
 * read or write any of it. `umask` makes every file this process creates from now on 0600 and
 * every directory 0700; `restrictTree` brings existing ones (older versions, and PGlite, which
 * unpacks its initial database as 0666 files) down to the same.
 */
export function createFilesPrivately() {
  process.umask(0o077);
}

/** chmod 0700 for directories and 0600 for files below `root` (symlinks are left alone); missing is fine. */
export function restrictTree(root: string) {
  const pending = [root];
  while (pending.length) {
    const current = pending.pop()!;
    let stat;
    try {
      stat = lstatSync(current);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) chmodSync(current, wanted);
    if (stat.isDirectory()) for (const name of readdirSync(current)) pending.push(path.join(current, name));
  }
}
