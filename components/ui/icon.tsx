import { cn } from "./cn";

/** A Font Awesome icon (self-hosted CSS), hidden from assistive technology: text carries the meaning. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <i className={cn(name, "not-italic", className)} aria-hidden="true" />;
}
