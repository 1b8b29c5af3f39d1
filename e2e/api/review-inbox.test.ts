import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";

/**
 * The bell and its e-mails (#26) on a studio of its own with SMTP_URL pointing at an SMTP server
 * this test runs: a submission reaches the reviewers and the admin, a decision the author, each
 * in their own inbox and mailbox; nobody reads or marks another's. Both databases (TEST_DB).
 */
interface Mail {
  to: string[];
  raw: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let isolated: IsolatedServer;
let base = "";

const ADMIN = { email: "ada@inbox.test", password: "inbox-admin-password" };
const REVIEWER = { email: "rui@inbox.test", password: "inbox-reviewer-password" };
const MARKETER = { email: "mo@inbox.test", password: "inbox-marketer-password" };

/** A NextAuth credentials sign-in over HTTP: the CSRF token, then the callback; returns the cookie header. */
async function signIn(user: { email: string; password: string }): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email: user.email, password: user.password, json: "true" }),
  });
  const cookies = [...jar, ...response.headers.getSetCookie().map((c) => c.split(";")[0])];
  expect(cookies.some((c) => c!.includes("session-token"))).toBe(true);
  return cookies.join("; ");
}

const call = async (cookie: string, path: string, init: { method?: string; data?: unknown } = {}) => {
  const response = await fetch(`${base}/api/studio/${path}`, {
    method: init.method ?? (init.data ? "POST" : "GET"),
    headers: { cookie, ...(init.data ? { "content-type": "application/json" } : {}) },
    body: init.data ? JSON.stringify(init.data) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> & { unread: number; items: Array<Record<string, string>> } };
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
  isolated = await startIsolatedServer("inbox", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_FROM: "Adcraft Studio <studio@inbox.test>" });
  base = isolated.server.url;
  const setup = await fetch(`${base}/api/studio/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "create", workspaceName: "Inbox Outfitters", ...ADMIN }),
  });
  expect(setup.status).toBe(200);
});

afterAll(async () => {
  await isolated?.dispose();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mailsTo = (address: string) => mails.filter((m) => m.to.includes(address));

/** A mail as a reader sees it: headers unfolded and RFC 2047 words decoded, the quoted-printable body decoded. */
function readable(raw: string): string {
  const octets = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : octets(text.replace(/_/g, " ")),
    );
  return `${headers}\n\n${octets(raw.slice(split).trim().replace(/=\r?\n/g, ""))}`;
}

describe("review notifications", () => {
  it("tell reviewers and the admin of a submission and the author of a decision, in the bell and by e-mail", async () => {
    const admin = await signIn(ADMIN);
    for (const [user, role] of [[REVIEWER, "reviewer"], [MARKETER, "marketer"]] as const) {
      expect((await call(admin, "users", { data: { email: user.email, role, password: user.password } })).status).toBe(200);
    }
    const marketer = await signIn(MARKETER);
    const reviewer = await signIn(REVIEWER);
    expect((await call(reviewer, "notifications/inbox")).body).toEqual({ unread: 0, items: [] });

    const created = await call(marketer, "ad-texts", {
      data: { processName: "Inbox kettle launch", productName: "Inbox kettle", productDescription: "A 1.5 l enamel kettle with a whistle and a beech handle.", outputLanguage: "en" },
    });
    expect(created.status).toBe(200);
    const board = await call(marketer, "review/items?search=Inbox%20kettle");
    const itemId = (board.body.items as Array<{ id: string }>)[0]!.id;
    // A draft tells nobody; the submission does.
    expect((await call(reviewer, "notifications/inbox")).body.unread).toBe(0);
    expect((await call(reviewer, `review/items/${itemId}/submit`, { data: {} })).status).toBe(403);
    expect((await call(marketer, `review/items/${itemId}/submit`, { data: {} })).status).toBe(200);

    for (const who of [reviewer, admin]) {
      const inbox = (await call(who, "notifications/inbox")).body;
      expect(inbox.unread).toBe(1);
      expect(inbox.items[0]).toMatchObject({ kind: "submitted", itemId, title: `${MARKETER.email} submitted “Inbox kettle launch” for review` });
    }
    expect((await call(marketer, "notifications/inbox")).body.unread).toBe(0);
    await expect.poll(() => mailsTo(REVIEWER.email).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => mailsTo(ADMIN.email).length).toBe(1);
    const toReviewer = readable(mailsTo(REVIEWER.email)[0]!.raw);
    expect(toReviewer).toContain("Subject: mo@inbox.test submitted “Inbox kettle launch” for review");
    expect(toReviewer).toContain("From: Adcraft Studio <studio@inbox.test>");
    expect(toReviewer).toContain("Version 1 of “Inbox kettle launch” is ready for your decision.");
    expect(mailsTo(MARKETER.email)).toHaveLength(0);

    // The reviewer asks for changes: the author hears of it, with the reason.
    expect((await call(reviewer, `review/items/${itemId}/decisions`, { data: { decision: "changesRequested", comment: "Lead with the whistle." } })).status).toBe(200);
    const authorInbox = (await call(marketer, "notifications/inbox")).body;
    expect(authorInbox.unread).toBe(1);
    expect(authorInbox.items[0]).toMatchObject({ kind: "decision", title: `${REVIEWER.email} asked for changes on “Inbox kettle launch”`, body: "Lead with the whistle." });
    await expect.poll(() => mailsTo(MARKETER.email).length, { timeout: 10_000 }).toBe(1);
    expect(readable(mailsTo(MARKETER.email)[0]!.raw)).toContain("Lead with the whistle.");

    // Nobody marks another's notifications read; one's own, one by one or all.
    const reviewerEntry = (await call(reviewer, "notifications/inbox")).body.items[0]!.id!;
    expect((await call(marketer, "notifications/inbox", { data: { ids: [reviewerEntry] } })).body.unread).toBe(1);
    expect((await call(reviewer, "notifications/inbox")).body.unread).toBe(1);
    expect((await call(reviewer, "notifications/inbox", { data: { ids: [reviewerEntry] } })).body.unread).toBe(0);
    expect((await call(admin, "notifications/inbox", { data: { all: true } })).body.unread).toBe(0);
    expect((await call(marketer, "notifications/inbox")).body.unread).toBe(1);
    expect((await fetch(`${base}/api/studio/notifications/inbox`)).status).toBe(401);
  });
});
