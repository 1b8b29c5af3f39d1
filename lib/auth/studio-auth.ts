import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDatabase } from "@/lib/db";
import { findUserByEmail } from "@/lib/db/queries/users";
import { getEnv } from "@/lib/env";
import { passwordMatches } from "./secrets";
import { signInGuard } from "./shared-sign-in-throttle";
import { getSessionSecret } from "./session-secret";
import { signInBody, TOO_MANY_SIGN_INS } from "@/lib/studio/schemas";
import type { StudioRole } from "@/lib/studio/roles";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; role: StudioRole };
  }
  interface User {
    role: StudioRole;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: StudioRole;
  }
}

/** A scrypt hash to compare against when the email is unknown, so both cases take as long. */
const DUMMY_HASH = "scrypt$AAAAAAAAAAAAAAAAAAAAAA$" + "A".repeat(86);

let cached: NextAuthOptions | undefined;

/**
 * next-auth for the studio: email and password against the `users` table (scrypt), a JWT session
 * cookie that expires SESSION_MAX_AGE_SECONDS after sign-in. Built on first use, never at build.
 */
export function studioAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const env = getEnv();
  return (cached = {
    secret: getSessionSecret(),
    session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: env.SESSION_MAX_AGE_SECONDS },
    useSecureCookies: env.PUBLIC_URL?.startsWith("https://") ?? false,
    pages: { signIn: "/sign-in", error: "/sign-in" },
    // The origin only builds redirect URLs, and the studio signs in and out without redirects.
    logger: {
      warn: (code) => {
        if (code !== "NEXTAUTH_URL") console.warn(`[next-auth] ${code}`);
      },
      error: (code, meta) => console.error(`[next-auth] ${code}`, meta instanceof Error ? meta.message : ""),
      debug: () => undefined,
    },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials) {
          const parsed = signInBody.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          // Checked before the password, so a throttled guess learns nothing.
          const throttle = await signInGuard();
          const waitMs = await throttle.retryAfterMs(email);
          if (waitMs > 0) throw new Error(`${TOO_MANY_SIGN_INS}:${Math.ceil(waitMs / 60_000)}`);
          const user = await findUserByEmail(await getDatabase(), email);
          const ok = await passwordMatches(password, user?.passwordHash ?? DUMMY_HASH);
          if (!user || !ok) {
            await throttle.recordFailure(email);
            return null;
          }
          await throttle.forget(email);
          return { id: user.id, email: user.email, role: user.role };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        session.user = { id: token.uid ?? "", email: token.email ?? "", role: token.role ?? "reviewer" };
        return session;
      },
    },
  });
}
