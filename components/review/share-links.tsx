"use client";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { errorMessage, StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareLink } from "@/lib/hooks/use-review";

/** The link lifetimes offered; the BFF accepts any whole number of minutes up to 90 days. */
const EXPIRY_CHOICES = [
  { minutes: 60, label: "1 hour" },
  { minutes: 24 * 60, label: "1 day" },
  { minutes: 3 * 24 * 60, label: "3 days" },
  { minutes: 7 * 24 * 60, label: "1 week" },
  { minutes: 30 * 24 * 60, label: "30 days" },
] as const;

/** Shares the selected items as a read-only page; the address is shown once, as only its hash is kept. */
export function ShareDialog({ selected, onShared }: { selected: string[]; onShared: () => void }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [minutes, setMinutes] = useState<number>(7 * 24 * 60);
  const [allowDecisions, setAllowDecisions] = useState(true);
  const [allowDownloads, setAllowDownloads] = useState(false);
  const [password, setPassword] = useState("");
  const [address, setAddress] = useState<string | null>(null);
  const create = useCreateShareLink();
  const fieldError = create.error instanceof StudioRequestError ? create.error.fields : {};

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAddress(null);
      create.reset();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={address ? "Share link ready" : `Share ${selected.length} item${selected.length === 1 ? "" : "s"} with a client`}
      description={address ? "Copy the address now: for safety it is not shown again." : "The client sees exactly these items, read-only, until the link expires or you revoke it."}
      trigger={
        <Button size="sm" variant="secondary" disabled={selected.length === 0} className="ml-auto">
          <Icon name="fa-solid fa-share-nodes" /> Share selection{selected.length ? ` (${selected.length})` : ""}
        </Button>
      }
    >
      {address ? (
        <div className="flex flex-col gap-3">
          <label htmlFor="share-address" className="text-sm font-medium">
            Address for the client
          </label>
          <Input id="share-address" readOnly value={address} onFocus={(e) => e.currentTarget.select()} data-testid="share-address" />
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(address).then(() => toast.success("Copied."));
            }}
          >
            <Icon name="fa-regular fa-copy" /> Copy address
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              { title, itemIds: selected, expiresInMinutes: minutes, allowDecisions, allowDownloads, password: password || undefined },
              {
                onSuccess: ({ path }) => {
                  setAddress(new URL(path, window.location.origin).toString());
                  onShared();
                },
              },
            );
          }}
        >
          <Field id="share-title" label="Title the client sees" error={fieldError.title}>
            <Input id="share-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
          </Field>
          <Field id="share-expiry" label="Expires after">
            <Select id="share-expiry" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {EXPIRY_CHOICES.map((c) => (
                <option key={c.minutes} value={c.minutes}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <Switch id="share-decisions" checked={allowDecisions} onCheckedChange={setAllowDecisions} label="The client may approve, request changes and comment" hint="With their name; it shows on the board as theirs. They see only the comments you mark as visible to the client." />
          <Switch id="share-downloads" checked={allowDownloads} onCheckedChange={setAllowDownloads} label="The client may download the creatives" hint="Full-size PNG files. Without it they can still look and enlarge." />
          <Field id="share-password" label="Password" optional hint="Tell it to the client another way than the link.">
            <Input id="share-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={200} />
          </Field>
          {create.error && !fieldError.title && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorMessage(create.error)}
            </p>
          )}
          <Button type="submit" loading={create.isPending}>
            Create link
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function linkState(link: ShareLink): { label: string; tone: "green" | "slate" | "red" } {
  if (link.revokedAt) return { label: "Revoked", tone: "red" };
  if (new Date(link.expiresAt).getTime() <= Date.now()) return { label: "Expired", tone: "slate" };
  return { label: `Until ${new Date(link.expiresAt).toLocaleString()}`, tone: "green" };
}

function RevokeButton({ link }: { link: ShareLink }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeShareLink();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Revoke “${link.title}”?`}
      description="The client's page stops working at once. This cannot be undone; share again to give access back."
      trigger={
        <Button size="sm" variant="ghost">
          Revoke<span className="sr-only"> {link.title}</span>
        </Button>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep it
        </Button>
        <Button
          variant="danger"
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.id, {
              onSuccess: () => {
                setOpen(false);
                toast.success(`“${link.title}” is revoked.`);
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          Revoke link
        </Button>
      </div>
    </Dialog>
  );
}

export function ShareLinksPanel() {
  const links = useShareLinks(true);
  if (!links.data?.length) return null;
  return (
    <Card className="p-4">
      <h2 className="mb-3 font-semibold">Share links</h2>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" aria-label="Share links">
        {links.data.map((link) => {
          const state = linkState(link);
          const active = state.tone === "green";
          return (
            <li key={link.id} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="share-link-row">
              <span className="font-medium">{link.title}</span>
              <Badge tone={state.tone}>{state.label}</Badge>
              <span className="text-slate-600 dark:text-slate-400">
                {link.itemIds.length} item{link.itemIds.length === 1 ? "" : "s"} · {link.allowDecisions ? "takes decisions" : "read-only"}
                {link.hasPassword ? " · password" : ""} · by {link.createdBy}
              </span>
              {active && (
                <span className="ml-auto">
                  <RevokeButton link={link} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
