/**
 * The error a throttled sign-in answers (lib/auth/sign-in-throttle.ts), followed by ":<minutes to wait>".
 * Its own module, free of zod, because the sign-in page reads it in the browser.
 */
export const TOO_MANY_SIGN_INS = "TooManySignIns";
