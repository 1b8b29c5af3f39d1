import "server-only";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { getEnv } from "@/lib/env";

/** Close the browser after this long without a render: an idle Chromium still holds ~100 MB. */
const IDLE_CLOSE_MS = 5 * 60_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // Nothing may leave the browser unguarded: no DNS prefetch, and no WebRTC UDP outside the (dead) proxy.
  "--dns-prefetch-disable",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
];
/**
 * Every HTTP request is answered by our route handler, so the browser itself needs no network.
 * Pointing it at a proxy nobody runs makes anything that escapes interception fail, not connect.
 */
const DEAD_PROXY = { server: "http://127.0.0.1:9", bypass: "<-loopback>" };

export class RendererBusyError extends Error {}

interface Pool {
  browser: Promise<Browser> | null;
  active: number;
  waiting: (() => void)[];
  idleTimer: NodeJS.Timeout | null;
}

// One pool per process, kept on globalThis so that Next's module copies share the one browser.
const holder = globalThis as typeof globalThis & { __adcraftBrowserPool?: Pool };
const pool = (holder.__adcraftBrowserPool ??= { browser: null, active: 0, waiting: [], idleTimer: null });

function launch(): Promise<Browser> {
  const env = getEnv();
  const launching = chromium
    .launch({ executablePath: env.CHROMIUM_PATH, args: ARGS, headless: true, proxy: DEAD_PROXY, timeout: LAUNCH_TIMEOUT_MS })
    .then((browser) => {
      browser.on("disconnected", () => {
        if (pool.browser === launching) pool.browser = null;
      });
      return browser;
    })
    .catch((error: Error) => {
      pool.browser = null;
      throw new Error(`Chromium could not be started from CHROMIUM_PATH=${env.CHROMIUM_PATH}: ${error.message}`);
    });
  return launching;
}

/** Waits for one of RENDER_CONCURRENCY slots, or gives up at the deadline. */
async function acquire(deadline: number): Promise<void> {
  if (pool.idleTimer) clearTimeout(pool.idleTimer);
  pool.idleTimer = null;
  if (pool.active < getEnv().RENDER_CONCURRENCY) {
    pool.active++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const wake = () => {
      clearTimeout(timer);
      pool.active++;
      resolve();
    };
    const timer = setTimeout(() => {
      pool.waiting = pool.waiting.filter((w) => w !== wake);
      reject(new RendererBusyError("every renderer stayed busy until the time limit."));
    }, Math.max(0, deadline - Date.now()));
    pool.waiting.push(wake);
  });
}

function release() {
  pool.active--;
  const next = pool.waiting.shift();
  if (next) return next();
  if (pool.active === 0 && pool.browser) {
    const browser = pool.browser;
    pool.idleTimer = setTimeout(() => {
      if (pool.active === 0 && pool.browser === browser) {
        pool.browser = null;
        void browser.then((b) => b.close()).catch(() => undefined);
      }
    }, IDLE_CLOSE_MS);
    pool.idleTimer.unref();
  }
}

/**
 * Runs `run` with a fresh browser context of the shared browser (launched on first use), within
 * the concurrency limit; the context, its pages and their cookies are closed afterwards.
 */
export async function withBrowserContext<T>(waitDeadline: number, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  await acquire(waitDeadline);
  let context: BrowserContext | undefined;
  try {
    const browser = await (pool.browser ??= launch());
    context = await browser.newContext({ serviceWorkers: "block", acceptDownloads: false, viewport: { width: 1280, height: 900 } });
    return await run(context);
  } finally {
    await context?.close().catch(() => undefined);
    release();
  }
}

/** Closes the shared browser now (tests, shutdown); the next render launches a new one. */
export async function closeBrowser(): Promise<void> {
  const browser = pool.browser;
  pool.browser = null;
  if (pool.idleTimer) clearTimeout(pool.idleTimer);
  await browser?.then((b) => b.close()).catch(() => undefined);
}
