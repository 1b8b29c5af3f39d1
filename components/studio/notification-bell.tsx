"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Icon } from "@/components/ui/icon";
import { studioFetch } from "@/lib/hooks/studio-fetch";

export interface Inbox {
  unread: number;
  items: Array<{ id: string; kind: "submitted" | "comment" | "decision"; itemId: string; title: string; body: string; readAt: string | null; createdAt: string }>;
}

const KEY = ["inbox"] as const;
const NotificationList = dynamic(() => import("./notification-list"), { ssr: false });

/**
 * The bell: the signed-in user's notifications with an unread count. The count follows the Hub's
 * review stream live (every review event may have brought one), with no polling.
 */
export function NotificationBell() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inbox = useQuery({ queryKey: KEY, queryFn: ({ signal }) => studioFetch<Inbox>("notifications/inbox", { signal }) });
  const read = useMutation({
    mutationFn: (body: { ids?: string[]; all?: boolean }) => studioFetch<Inbox>("notifications/inbox", { method: "POST", body }),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
  useEffect(() => {
    const source = new EventSource("/api/studio/photoshoots/events");
    const refresh = () => void client.invalidateQueries({ queryKey: KEY });
    source.addEventListener("ReviewEvent", refresh);
    // A reconnect may have missed events: count again.
    source.onopen = refresh;
    return () => source.close();
  }, [client]);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const unread = inbox.data?.unread ?? 0;
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className="relative flex h-9 w-9 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
        aria-expanded={open}
        aria-controls={open ? "notification-list" : undefined}
        onClick={() => setOpen((was) => !was)}
        data-testid="notification-bell"
      >
        <Icon name="fa-regular fa-bell" />
        {unread > 0 && (
          <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white" data-testid="unread-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && <NotificationList inbox={inbox.data} onRead={(body) => read.mutate(body)} onClose={close} />}
    </div>
  );
}
