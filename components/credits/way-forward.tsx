import Link from "next/link";
import { CREDITS_SETTINGS_HREF, type Next } from "@/lib/studio/credit-words";

/** What to do about credits, for the person's role: a link to Settings → Credits for an admin, whom to ask for anyone else. */
export function WayForward({ next, className }: { next: Next; className?: string }) {
  return next.kind === "settings" ? (
    <span className={className}>
      <Link href={CREDITS_SETTINGS_HREF} className="font-medium underline underline-offset-2">
        {next.link}
      </Link>
      {next.after}
    </span>
  ) : (
    <span className={className}>{next.text}</span>
  );
}
