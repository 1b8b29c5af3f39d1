"use client";
import { useState } from "react";
import { requestOf, useSaveChannel, type ChannelRequest, type StudioChannel } from "@/lib/hooks/use-channels";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, describedBy } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";

type Draft = { kind: "webhook" | "queue"; webHookUrl: string; retryCount: string; exponentialBackoffFactor: string; url: string; username: string; password: string; queueName: string; isActive: boolean; includeImageData: boolean };

function draftOf(channel?: StudioChannel): Draft {
  return {
    kind: channel?.kind ?? "webhook",
    webHookUrl: channel?.webHookUrl ?? "",
    retryCount: String(channel?.retryCount ?? 3),
    exponentialBackoffFactor: String(channel?.exponentialBackoffFactor ?? 2),
    url: channel?.url ?? "",
    username: channel?.username ?? "",
    password: "",
    queueName: channel?.queueName ?? "",
    isActive: channel?.isActive ?? true,
    includeImageData: channel?.includeImageData ?? false,
  };
}

function bodyOf(d: Draft): ChannelRequest {
  const common = { isActive: d.isActive, includeImageData: d.includeImageData };
  return d.kind === "webhook"
    ? { kind: "webhook", ...common, webHookUrl: d.webHookUrl.trim(), retryCount: d.retryCount.trim() as unknown as number, exponentialBackoffFactor: d.exponentialBackoffFactor.trim() as unknown as number }
    : { kind: "queue", ...common, url: d.url.trim(), username: d.username.trim() || undefined, password: d.password || undefined, queueName: d.queueName };
}

/** Create or edit a WebHook or MessageQueue channel; the service's field messages show on the fields. */
export function ChannelForm({ channel, open, onOpenChange, onCreated }: { channel?: StudioChannel; open: boolean; onOpenChange: (open: boolean) => void; onCreated: (secret: string | null) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(channel));
  const save = useSaveChannel();
  const fields = save.error instanceof StudioRequestError ? save.error.fields : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (name: keyof Draft) => fields[name];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={channel ? "Edit channel" : "Add a channel"} description="Where the service reports finished creatives.">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: channel?.id, body: channel ? { ...bodyOf(draft) } : bodyOf(draft) },
            {
              onSuccess: (result) => {
                onOpenChange(false);
                if (!channel) onCreated(result.signingSecret);
              },
            },
          );
        }}
      >
        {!channel && (
          <Field id="channel-kind" label="Kind">
            <Select id="channel-kind" value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft["kind"] })}>
              <option value="webhook">WebHook (HTTPS POST, signed)</option>
              <option value="queue">Message queue (RabbitMQ)</option>
            </Select>
          </Field>
        )}
        {draft.kind === "webhook" ? (
          <>
            <Field id="webHookUrl" label="Webhook URL" error={field("webHookUrl")} hint="An https:// address that answers 2xx within 10 s.">
              <Input {...describedBy("webHookUrl", field("webHookUrl"), true)} type="url" value={draft.webHookUrl} onChange={(e) => set({ webHookUrl: e.target.value })} placeholder="https://example.com/hooks/adcraft" />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id="retryCount" label="Retries" error={field("retryCount")} hint="0 to 10">
                <Input {...describedBy("retryCount", field("retryCount"), true)} inputMode="numeric" value={draft.retryCount} onChange={(e) => set({ retryCount: e.target.value })} />
              </Field>
              <Field id="exponentialBackoffFactor" label="Backoff factor" error={field("exponentialBackoffFactor")} hint="1.0 to 10.0">
                <Input {...describedBy("exponentialBackoffFactor", field("exponentialBackoffFactor"), true)} inputMode="decimal" value={draft.exponentialBackoffFactor} onChange={(e) => set({ exponentialBackoffFactor: e.target.value })} />
              </Field>
            </div>
          </>
        ) : (
          <>
            <Field id="url" label="Broker URL" error={field("url")} hint="amqp:// or amqps://">
              <Input {...describedBy("url", field("url"), true)} value={draft.url} onChange={(e) => set({ url: e.target.value })} placeholder="amqps://broker.example.com:5671/vhost" />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id="username" label="Username" optional error={field("username")}>
                <Input {...describedBy("username", field("username"))} value={draft.username} onChange={(e) => set({ username: e.target.value })} autoComplete="off" />
              </Field>
              <Field id="password" label="Password" optional error={field("password")} hint={channel?.hasPassword ? "Leave empty to keep the stored one." : undefined}>
                <Input {...describedBy("password", field("password"), Boolean(channel?.hasPassword))} type="password" value={draft.password} onChange={(e) => set({ password: e.target.value })} autoComplete="new-password" />
              </Field>
            </div>
            <Field id="queueName" label="Queue name" error={field("queueName")}>
              <Input {...describedBy("queueName", field("queueName"))} value={draft.queueName} onChange={(e) => set({ queueName: e.target.value })} />
            </Field>
          </>
        )}
        <Switch id="channel-active" checked={draft.isActive} onCheckedChange={(isActive) => set({ isActive })} label="Active" />
        <Switch id="channel-images" checked={draft.includeImageData} onCheckedChange={(includeImageData) => set({ includeImageData })} label="Include the image" hint="Sends each finished PNG as base64 in the message." />
        {save.isError && Object.keys(fields).length === 0 && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {channel ? "Save changes" : "Add channel"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export { requestOf };
