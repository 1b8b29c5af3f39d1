/** How an outgoing request's answer reads, by its HTTP status: the one place outside lib/http that knows the classes. */
export const isSuccess = (status: number) => status >= 200 && status < 300;
export const isRedirect = (status: number) => status >= 300 && status < 400;
/** Worth another try later: rate-limited or a server-side fault. */
export const isRetryable = (status: number) => status === 429 || status >= 500;
