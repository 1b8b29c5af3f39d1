import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

/** One transport per SMTP_URL for the process (it pools nothing by default: one connection per mail). */
const holder = globalThis as typeof globalThis & { __adcraftMail?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (holder.__adcraftMail?.url !== url) holder.__adcraftMail = { url, transport: nodemailer.createTransport(url) };
  return holder.__adcraftMail.transport;
}

/** The bell's notification as an e-mail, when SMTP_URL is set; nothing otherwise. */
export async function mailNotification(to: string[], message: { title: string; body: string; itemId: string }) {
  const { SMTP_URL, SMTP_FROM, PUBLIC_URL } = getEnv();
  if (!SMTP_URL || to.length === 0) return;
  const link = PUBLIC_URL ? `\n\nOpen it: ${new URL(`/review/${message.itemId}`, PUBLIC_URL).toString()}` : "";
  // One mail per person: recipients do not see each other's addresses.
  for (const address of to) {
    await transport(SMTP_URL).sendMail({ from: SMTP_FROM, to: address, subject: message.title, text: `${message.body}${link}` });
  }
}
