"use client";
import { useState } from "react";
import { requestOf, useChannels, useDeleteChannel, useSaveChannel, useTestChannel, type StudioChannel } from "@/lib/hooks/use-channels";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { Switch } from "@/components/ui/switch";
import { ChannelForm } from "./channel-form";
import { DeliveryLog } from "./delivery-log";

function ChannelCard({ channel }: { channel: StudioChannel }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const save = useSaveChannel();
  const remove = useDeleteChannel();
  const test = useTestChannel();
  const target = channel.kind === "webhook" ? channel.webHookUrl : `${channel.url} → ${channel.queueName}`;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4" data-testid="channel-card">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <Icon name={channel.kind === "webhook" ? "fa-solid fa-globe" : "fa-solid fa-layer-group"} />
              {channel.kind === "webhook" ? "WebHook" : "Message queue"}
              {channel.isStudioReceiver && <Badge tone="brand">The studio&apos;s own receiver</Badge>}
            </p>
            <p className="mt-1 text-sm break-all text-slate-700 dark:text-slate-300">{target}</p>
            {channel.kind === "queue" && <p className="text-xs text-slate-600 dark:text-slate-400">{channel.hasPassword ? "Password stored encrypted" : "No password"}</p>}
          </div>
          <Switch
            id={`active-${channel.id}`}
            checked={channel.isActive}
            onCheckedChange={(isActive) => save.mutate({ id: channel.id, body: requestOf(channel, { isActive }) })}
            label={channel.isActive ? "Active" : "Off"}
          />
        </div>
        {(save.isError || test.isError || remove.isError) && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(save.error ?? test.error ?? remove.error)}
          </p>
        )}
        {test.isSuccess && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
            Test notification sent; its delivery shows in the log below.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={test.isPending}
            onClick={() => test.mutate(channel.id, { onSuccess: () => setShowLog(true) })}
            aria-label={`Send test notification to ${target}`}
          >
            <Icon name="fa-solid fa-paper-plane" /> Send test notification
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setShowLog((s) => !s)} aria-expanded={showLog}>
            <Icon name="fa-solid fa-list" /> Delivery log
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${target}`}>
            <Icon name="fa-solid fa-pen" /> Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${target}`}>
            <Icon name="fa-solid fa-trash" /> Delete
          </Button>
        </div>
        {showLog && <DeliveryLog channelId={channel.id} />}
        {editing && <ChannelForm channel={channel} open={editing} onOpenChange={setEditing} onCreated={() => {}} />}
        <Dialog open={confirming} onOpenChange={setConfirming} title="Delete this channel?" description="Its pending deliveries stop. Photoshoots need at least one active channel.">
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(channel.id, { onSuccess: () => setConfirming(false) })}>
              Delete channel
            </Button>
          </div>
        </Dialog>
      </Card>
    </li>
  );
}

function SecretOnce({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()} title="The channel's signing secret" description="Shown this once. Your receiver uses it to check each webhook's signature.">
      <div className="flex flex-col gap-3">
        <code className="rounded-lg bg-slate-100 p-3 text-sm break-all dark:bg-slate-800" data-testid="signing-secret">
          {secret}
        </code>
        <div className="flex gap-2">
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(secret ?? "").then(() => setCopied(true));
            }}
          >
            <Icon name={copied ? "fa-solid fa-check" : "fa-solid fa-copy"} /> {copied ? "Copied" : "Copy"}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            I have stored it
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The workspace's notification channels: list, add, edit, switch, delete, test and the delivery log. */
export function ChannelsPanel() {
  const channels = useChannels();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const active = channels.data?.filter((c) => c.isActive).length ?? 0;
  return (
    <section aria-labelledby="channels-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="channels-heading" className="text-lg font-semibold">
          Channels
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Icon name="fa-solid fa-plus" /> Add channel
        </Button>
      </div>
      {channels.data && active === 0 && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">No channel is active: photoshoots cannot start until one is.</p>
      )}
      {channels.isError ? (
        <ErrorState message={errorMessage(channels.error)} onRetry={() => void channels.refetch()} />
      ) : !channels.data ? (
        <Skeleton className="h-32" />
      ) : channels.data.length === 0 ? (
        <EmptyState icon="fa-solid fa-bell-slash" title="No channels yet">
          Add a WebHook or a message queue, or turn on the studio&apos;s own receiver from the Photoshoot page.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Notification channels">
          {channels.data.map((channel) => (
            <ChannelCard key={`${channel.id}-${channel.updatedAt}`} channel={channel} />
          ))}
        </ul>
      )}
      {adding && <ChannelForm open={adding} onOpenChange={setAdding} onCreated={setSecret} />}
      <SecretOnce secret={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
