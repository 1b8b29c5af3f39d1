import "server-only";
import http from "node:http";

/**
 * Next drops a route's Content-Length (it may have decoded the body it forwards), so file answers
 * would go out chunked, without the length the contract's downloads promise. A file response
 * states its exact length in this header instead; the Node response turns it back into
 * Content-Length as Next copies the headers over.
 */
export const FILE_LENGTH_HEADER = "x-adcraft-file-length";

/**
 * Next drops a route's Content-Encoding as well: an API answer this server gzipped itself
 * (json-response.ts) names its encoding in this header, turned back into Content-Encoding the same
 * way, so that Next's own compression (it skips an encoded answer) does not wrap it again.
 */
export const CONTENT_ENCODING_HEADER = "x-adcraft-content-encoding";

export function restoreFileLengths() {
  const proto = http.ServerResponse.prototype as http.ServerResponse & { __adcraftFileLength?: true };
  if (proto.__adcraftFileLength) return;
  proto.__adcraftFileLength = true;
  const setHeader = proto.setHeader;
  proto.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    const lower = name.toLowerCase();
    if (lower === FILE_LENGTH_HEADER) return setHeader.call(this, "content-length", value);
    if (lower === CONTENT_ENCODING_HEADER) return setHeader.call(this, "content-encoding", value);
    return setHeader.call(this, name, value);
  };
}
