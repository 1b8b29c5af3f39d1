"use client";
import { useDeliveries } from "@/lib/hooks/use-channels";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Badge } from "@/components/ui/card";

const TONES = { delivered: "green", pending: "amber", failed: "red", cancelled: "slate" } as const;

/** A channel's delivery attempts, newest first; refreshes while one is pending. */
export function DeliveryLog({ channelId }: { channelId: string }) {
  const log = useDeliveries(channelId, true);
  if (log.isError) return <p className="text-sm text-red-700 dark:text-red-300">{errorMessage(log.error)}</p>;
  if (!log.data) return <p className="text-sm text-slate-600 dark:text-slate-400">Loading deliveries…</p>;
  if (!log.data.length) return <p className="text-sm text-slate-600 dark:text-slate-400">No deliveries yet. Send a test notification to try the channel.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Deliveries">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Delivery attempts, newest first</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-1 pr-3 font-medium">Time</th>
            <th className="py-1 pr-3 font-medium">Message</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 pr-3 font-medium">Code</th>
            <th className="py-1 pr-3 font-medium">Latency</th>
            <th className="py-1 font-medium">Attempt</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((d) => (
            <tr key={`${d.deliveryId}-${d.attempt}`} className="border-t border-slate-100 dark:border-slate-800" data-testid="delivery-row">
              <td className="py-1.5 pr-3 whitespace-nowrap">{new Date(d.attemptedAt).toLocaleTimeString()}</td>
              <td className="py-1.5 pr-3">{d.messageType}</td>
              <td className="py-1.5 pr-3">
                <Badge tone={TONES[d.deliveryStatus]}>{d.deliveryStatus}</Badge>
                {d.error && <span className="mt-0.5 block text-xs text-red-700 dark:text-red-300">{d.error}</span>}
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{d.statusCode ?? "—"}</td>
              <td className="py-1.5 pr-3 tabular-nums">{d.latencyMs} ms</td>
              <td className="py-1.5 tabular-nums">{d.attempt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
