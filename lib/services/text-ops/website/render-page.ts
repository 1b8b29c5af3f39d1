import "server-only";
import type { Page } from "playwright-core";
import { getEnv } from "@/lib/env";
import type { GuardOptions } from "@/lib/outbound";
import { RendererBusyError, withBrowserContext } from "./browser-pool";
import { websiteError } from "./errors";
import { USER_AGENT, type FetchedPage } from "./fetch-page";
import { routeThroughGuard } from "./guarded-routing";

/** After "load", how long scripts may keep fetching before we take the DOM as it is. */
const SETTLE_MS = 3000;
/** Time to take the snapshot and close once the render deadline has passed. */
const SNAPSHOT_GRACE_MS = 2000;

const quietly = <T>(promise: Promise<T>) => promise.then(() => undefined, () => undefined);

async function renderIn(page: Page, url: string, deadline: number): Promise<string> {
  // A page that is slow to finish loading is still read: what has rendered by the deadline counts.
  await quietly(page.goto(url, { waitUntil: "load", timeout: Math.max(1, deadline - Date.now()) }));
  await quietly(page.waitForLoadState("networkidle", { timeout: Math.max(1, Math.min(SETTLE_MS, deadline - Date.now())) }));
  // A script sent the page to an address the guard refused (or that failed): Chromium's error
  // page is not the site, and reading it would invent a product.
  if (page.url().startsWith("chrome-error:")) throw websiteError(`The page at ${new URL(url).host} navigated to an address that could not be loaded.`);
  try {
    return await page.content();
  } catch (error) {
    // The page crashed or navigated away for good: the site's fault, not ours.
    throw websiteError(`The page at ${new URL(url).host} could not be rendered: ${String((error as Error).message).split("\n")[0]}`);
  }
}

/**
 * The page's HTML after its scripts ran, in headless Chromium: one shared browser, a fresh context
 * per call, RENDER_CONCURRENCY at a time, RENDER_TIMEOUT_MS per render. The document is the one
 * `fetchPage` already read; everything else the page loads goes through the outbound guard.
 */
export async function renderPage(document: FetchedPage, guard?: GuardOptions): Promise<string> {
  const timeoutMs = getEnv().RENDER_TIMEOUT_MS;
  try {
    return await withBrowserContext(Date.now() + timeoutMs, async (context) => {
      const deadline = Date.now() + timeoutMs;
      await context.setExtraHTTPHeaders({ "user-agent": USER_AGENT });
      await routeThroughGuard(context, document, deadline, guard);
      const page = await context.newPage();
      // A script that never yields (an endless loop) blocks even page.content(): stop waiting then.
      let timer: NodeJS.Timeout | undefined;
      const hardStop = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(websiteError(`The page at ${new URL(document.url).host} did not finish rendering within ${timeoutMs / 1000} s.`)), deadline - Date.now() + SNAPSHOT_GRACE_MS);
      });
      try {
        return await Promise.race([renderIn(page, document.url, deadline), hardStop]);
      } finally {
        clearTimeout(timer);
      }
    });
  } catch (error) {
    if (error instanceof RendererBusyError) throw websiteError(`The page could not be rendered: ${error.message} Try again shortly, or without advanceMode.`);
    throw error;
  }
}
