"use client";
import { Dialog as D } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/**
 * A creative enlarged to the window for a client. Radix gives the focus back to the "Enlarge"
 * button on close, so a keyboard user carries on where they were.
 */
export function SharedLightbox({ src, alt, downloadUrl }: { src: string; alt: string; downloadUrl?: string }) {
  return (
    <D.Root>
      <D.Trigger asChild>
        <Button size="sm" variant="secondary">
          <Icon name="fa-solid fa-up-right-and-down-left-from-center" /> Enlarge
        </Button>
      </D.Trigger>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-950/80" />
        <D.Content className="fixed inset-2 z-50 flex flex-col gap-2 rounded-xl bg-slate-900 p-3 text-white focus:outline-none sm:inset-6" data-testid="shared-lightbox">
          <div className="flex items-center gap-2">
            <D.Title className="min-w-0 flex-1 truncate text-base font-semibold">{alt}</D.Title>
            <D.Description className="sr-only">The creative at the largest size the window allows.</D.Description>
            {downloadUrl && (
              <a href={downloadUrl} download className="inline-flex h-8 items-center gap-2 rounded-md bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-200">
                <Icon name="fa-solid fa-download" /> Download
              </a>
            )}
            <D.Close className="flex h-8 w-8 items-center justify-center rounded-md hover:bg-slate-700" aria-label="Close">
              <Icon name="fa-solid fa-xmark" />
            </D.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- a token-checked file route; next/image would cache it publicly */}
            <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
