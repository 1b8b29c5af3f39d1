"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { Icon } from "@/components/ui/icon";
import type { Inbox } from "./notification-bell";

const ICONS = { submitted: "fa-solid fa-paper-plane", comment: "fa-regular fa-comment", decision: "fa-solid fa-gavel" } as const;

/**
 * The bell's open list, loaded only when first opened (every studio page carries the bell, so its
 * list must not weigh on their first load). Escape or a click outside closes it, and the focus
 * goes back to the bell.
 */
export default function NotificationList({ inbox, onRead, onClose }: { inbox: Inbox | undefined; onRead: (body: { ids?: string[]; all?: boolean }) => void; onClose: (refocus: boolean) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const key = (event: KeyboardEvent) => event.key === "Escape" && onClose(true);
    const click = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !(target as Element).closest?.("[data-testid=notification-bell]")) onClose(false);
    };
    document.addEventListener("keydown", key);
    document.addEventListener("mousedown", click);
    return () => {
      document.removeEventListener("keydown", key);
      document.removeEventListener("mousedown", click);
    };
  }, [onClose]);
  const items = inbox?.items ?? [];
  return (
    <div
      ref={panel}
      id="notification-list"
      tabIndex={-1}
      role="region"
      aria-label="Notifications"
      className="absolute top-full right-0 z-50 mt-2 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {(inbox?.unread ?? 0) > 0 && (
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => onRead({ all: true })}>
            Mark all read
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-400">Nothing yet. You hear here when work is submitted to you or someone answers yours.</p>
      ) : (
        <ul className="overflow-y-auto">
          {items.map((n) => (
            <li key={n.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <Link
                href={`/review/${n.itemId}`}
                onClick={() => {
                  if (!n.readAt) onRead({ ids: [n.id] });
                  onClose(false);
                }}
                className="flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
                data-testid="notification"
              >
                <Icon name={ICONS[n.kind]} className="mt-0.5 w-4 text-slate-500" />
                <span className="min-w-0 flex-1">
                  <span className={n.readAt ? "block" : "block font-semibold"}>
                    {!n.readAt && <span className="sr-only">Unread: </span>}
                    {n.title}
                  </span>
                  <span className="line-clamp-2 block text-slate-600 dark:text-slate-400">{n.body}</span>
                  <time className="text-xs text-slate-600 dark:text-slate-400" dateTime={n.createdAt}>
                    {new Date(n.createdAt).toLocaleString()}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
