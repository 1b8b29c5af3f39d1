/**
 * Decodes an HTML document's bytes the way a browser picks the encoding (the WHATWG sniffing
 * algorithm, by `encoding-sniffer`, the library cheerio uses): byte-order mark, then the
 * Content-Type charset, then a `<meta>` declaration in the first bytes. Undeclared bytes are UTF-8
 * when they are valid UTF-8 (most undeclared pages today), else windows-1252, what browsers assume
 * for undeclared Western pages.
 */
import { decodeBuffer, getEncoding } from "encoding-sniffer";

export function decodeHtml(body: Uint8Array, contentType: string | undefined): { text: string; encoding: string } {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const options = { transportLayerEncodingLabel: charsetFromContentType(contentType) ?? undefined, defaultEncoding: isUtf8(buffer) ? "utf-8" : "windows-1252" };
  return { text: decodeBuffer(buffer, options), encoding: getEncoding(buffer, options).toLowerCase() };
}

function charsetFromContentType(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? "");
  return match ? match[2]! : null;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
