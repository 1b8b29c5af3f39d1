/**
 * glibc malloc settings for the web server's process. An upload's buffers (the body, the form's
 * file, decoded rasters) are megabytes each; by default glibc serves such blocks from its arenas
 * once the first ones are freed (its mmap threshold rises to the largest block freed, up to 32 MB)
 * and rarely gives arena memory back, and each thread that allocates (libvips' workers, the upload
 * thread) may get an arena of its own. After 20 uploads of 12 MB the server stayed ~0.4 GB above
 * where it started. Blocks of 1 MB and more straight from the kernel (returned the moment they are
 * freed) and two arenas brought it back to within ~60 MB (docs/reliability.md, "Memory").
 * A value the operator sets in the environment wins.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: String(2 ** 20),
} as const;

/** The environment for the server's process: `env` with the malloc settings it does not set itself. */
export function withServerMalloc<E extends Record<string, string | undefined>>(env: E): E & Record<keyof typeof SERVER_MALLOC_ENV, string> {
  return { ...SERVER_MALLOC_ENV, ...env };
}
