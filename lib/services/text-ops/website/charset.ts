/**
 * Decodes an HTML document's bytes the way a browser picks the encoding: byte-order mark, then
 * the Content-Type charset, then a `<meta>` declaration in the first bytes, then UTF-8 if the
 * bytes are valid UTF-8, else windows-1252 (what browsers assume for undeclared Western pages).
 */
const PRESCAN_BYTES = 1024;

export function charsetFromContentType(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? "");
  return match ? match[2]!.toLowerCase() : null;
}

/** The charset of a `<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">`. */
export function charsetFromMeta(head: string): string | null {
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct && !/\bcontent\s*=/i.test(tag.slice(0, direct.index))) return direct[1]!.toLowerCase();
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/i.exec(tag);
      const value = content ? (content[2] ?? content[3] ?? content[1]) : undefined;
      const charset = charsetFromContentType(`x;${value?.split(";").slice(1).join(";") ?? ""}`);
      if (charset) return charset;
    }
  }
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    const decoder = new TextDecoder(label);
    // A page cannot really be UTF-16 once it declares so in ASCII: the HTML spec reads it as UTF-8.
    return decoder.encoding.startsWith("utf-16") ? new TextDecoder("utf-8") : decoder;
  } catch {
    return null; // an unknown label: fall through to the next source
  }
}

function bomEncoding(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return null;
}

export function decodeHtml(body: Uint8Array, contentType: string | undefined): { text: string; encoding: string } {
  const bom = bomEncoding(body);
  if (bom) {
    const decoder = new TextDecoder(bom);
    return { text: decoder.decode(body), encoding: decoder.encoding };
  }
  const head = Buffer.from(body.subarray(0, PRESCAN_BYTES)).toString("latin1");
  const declared = decoderFor(charsetFromContentType(contentType)) ?? decoderFor(charsetFromMeta(head));
  if (declared) return { text: declared.decode(body), encoding: declared.encoding };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}
