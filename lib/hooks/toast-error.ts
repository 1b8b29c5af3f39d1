"use client";
import { toast } from "sonner";
import { StudioRequestError, errorMessage } from "./studio-fetch";

/** A failed call as a toast; when the BFF names a page that resolves it (Settings → Credits), the toast offers it. */
export function toastError(error: unknown) {
  const link = error instanceof StudioRequestError ? error.link : undefined;
  toast.error(errorMessage(error), link ? { action: { label: "Open Credits", onClick: () => window.location.assign(link.href) } } : undefined);
}
