import "server-only";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { checkOutboundUrl, outboundRequest, OutboundRefusedError, OutboundRequestError, OutboundUnresolvedError, type GuardOptions } from "@/lib/outbound";
import { decodeHtml } from "./charset";
import { refusedUrl, websiteError } from "./errors";
import { isRedirect, isSuccess } from "@/lib/outbound/status";

export const PAGE_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** A browser's name with our mark: some shops answer bots with an empty page, and ours should be recognisable. */
export const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 AdcraftBot/1.0";
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  contentType: string | undefined;
  body: Buffer;
  html: string;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Sent only when it is a language tag: anything else could not be a header value. */
function acceptLanguage(preferred: string): string {
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(preferred) && !/^en$/i.test(preferred) ? `${preferred},en;q=0.5` : "en";
}

/** We ask for an uncompressed answer; a server that compresses anyway is still read, within the cap. */
function decompress(body: Buffer, encoding: string | undefined): Buffer {
  const options = { maxOutputLength: MAX_PAGE_BYTES };
  try {
    switch ((encoding ?? "").trim().toLowerCase()) {
      case "gzip":
      case "x-gzip":
        return gunzipSync(body, options);
      case "deflate":
        return inflateSync(body, options);
      case "br":
        return brotliDecompressSync(body, options);
      default:
        return body;
    }
  } catch (error) {
    throw websiteError(/RangeError|exceeds|too large|maxOutputLength/i.test(String(error)) ? "The page is larger than 5 MB." : "The page's compressed body could not be read.");
  }
}

const looksLikeHtml = (body: Buffer) => /^\s*(?:<!doctype html|<html|<head|<body|<!--)/i.test(body.subarray(0, 512).toString("latin1").replace(/^\uFEFF|^\xEF\xBB\xBF/, ""));

/**
 * Reads a web page through the outbound guard: 10 s, 5 MB, at most 5 redirects each re-checked.
 * A refused address is the caller's input error (Validation of `url`); anything else that keeps
 * the page from being read is WebsiteUnreadable, saying why.
 */
/** A refused address is the client's mistake (Validation of `url`); a name without an address is a site that cannot be read. */
async function checkPageUrl(url: string, guard: GuardOptions | undefined) {
  try {
    return await checkOutboundUrl(url, guard);
  } catch (error) {
    if (error instanceof OutboundUnresolvedError) throw websiteError(`The website at ${new URL(url).hostname} could not be found: its name does not resolve.`);
    if (error instanceof OutboundRefusedError) throw refusedUrl(`The url field ${error.message}`);
    throw error;
  }
}

export async function fetchPage(url: string, options: { preferredLanguage: string; guard?: GuardOptions }): Promise<FetchedPage> {
  const { host } = (await checkPageUrl(url, options.guard)).url;
  let response;
  try {
    response = await outboundRequest(url, {
      ...options.guard,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxResponseBytes: MAX_PAGE_BYTES,
      headers: {
        "user-agent": USER_AGENT,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
        "accept-language": acceptLanguage(options.preferredLanguage),
        "accept-encoding": "identity",
      },
    });
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw refusedUrl(`The url field redirects to a URL that ${error.message}`);
    if (error instanceof OutboundRequestError) {
      throw websiteError(/larger than/.test(error.message) ? `The page at ${host} is larger than 5 MB.` : `The website at ${host} could not be read: ${error.message}`);
    }
    throw error;
  }
  if (!isSuccess(response.status)) {
    throw websiteError(isRedirect(response.status) ? `The website at ${host} answered with a redirect (HTTP ${response.status}) that leads nowhere.` : `The website at ${host} answered with HTTP ${response.status}.`);
  }
  const contentType = header(response.headers["content-type"]);
  const body = decompress(response.body, header(response.headers["content-encoding"]));
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType ? !HTML_TYPES.has(mediaType) : !looksLikeHtml(body)) {
    throw websiteError(`The URL answers with ${mediaType || "an unknown content type"}, not an HTML page.`);
  }
  return { url: response.url, contentType, body, html: decodeHtml(body, contentType).text };
}
