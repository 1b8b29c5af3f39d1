"use client";
import { useChannelStatus, useCreateStudioChannel } from "@/lib/hooks/use-photoshoot";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/**
 * No channel, no dead end: the service starts no photoshoot without an active notification
 * channel. An admin fixes it here in one click; anyone else is told whom to ask.
 */
export function ChannelNotice() {
  const status = useChannelStatus();
  const create = useCreateStudioChannel();
  if (!status.data || status.data.active) {
    return create.isSuccess ? (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        <Icon name="fa-solid fa-circle-check" /> Notifications are on: the studio receives them itself. You can generate now.
      </p>
    ) : null;
  }
  const { canFix, admins } = status.data;
  return (
    <div role="region" aria-labelledby="channel-notice-title" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm dark:border-amber-800 dark:bg-amber-950">
      <h2 id="channel-notice-title" className="flex items-center gap-2 font-semibold text-amber-950 dark:text-amber-100">
        <Icon name="fa-solid fa-bell-slash" /> Photoshoots need a notification channel
      </h2>
      <p className="text-sm text-amber-950 dark:text-amber-100">
        The image service reports each finished creative to a notification channel, and this workspace has no active one, so it would refuse to start a photoshoot. You can still upload a photo
        and set up the shoot.
      </p>
      {canFix ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-amber-950 dark:text-amber-100">
            One click creates a WebHook channel to this studio&apos;s own receiver: nothing to set up outside the app. You can change or replace it later.
          </p>
          <Button className="self-start" loading={create.isPending} onClick={() => create.mutate()}>
            <Icon name="fa-solid fa-plug-circle-bolt" /> Turn on notifications to the studio
          </Button>
          {create.isError && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errorMessage(create.error)}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-amber-950 dark:text-amber-100">
          Only an admin can turn notifications on. Ask{" "}
          {admins.length ? (
            admins.map((email, i) => (
              <span key={email}>
                {i > 0 && (i === admins.length - 1 ? " or " : ", ")}
                <a className="font-semibold underline" href={`mailto:${email}?subject=${encodeURIComponent("Please turn on photoshoot notifications in Adcraft")}`}>
                  {email}
                </a>
              </span>
            ))
          ) : (
            <span>your workspace admin</span>
          )}{" "}
          to open the Photoshoot page and click “Turn on notifications to the studio”.
        </p>
      )}
    </div>
  );
}
