import "server-only";
import http from "node:http";

/**
 * Next drops a route's Content-Length (it may have decoded the body it forwards), so file answers
 * would go out chunked, without the length the contract's downloads promise. A file response
 * states its exact length in this header instead; the Node response turns it back into
 * Content-Length as Next copies the headers over.
 */
export const FILE_LENGTH_HEADER = "x-adcraft-file-length";

export function restoreFileLengths() {
  const proto = http.ServerResponse.prototype as http.ServerResponse & { __adcraftFileLength?: true };
  if (proto.__adcraftFileLength) return;
  proto.__adcraftFileLength = true;
  const setHeader = proto.setHeader;
  proto.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (name.toLowerCase() === FILE_LENGTH_HEADER) return setHeader.call(this, "content-length", value);
    return setHeader.call(this, name, value);
  };
}
