"use client";
import { useState } from "react";
import { useApiKeys, useRevokeApiKey } from "@/lib/hooks/use-api-access";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import type { CreatedStudioApiKey, StudioApiKey } from "@/lib/studio/api-access";
import { Button } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { CurlExample } from "./curl-example";
import { NewApiKeyDialog, SecretOnceDialog } from "./new-api-key-dialog";

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function KeyRow({ apiKey }: { apiKey: StudioApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const name = apiKey.label ?? (apiKey.isWorkspaceKey ? "The studio's key" : "Unnamed key");
  return (
    <li>
      <Card className={apiKey.revokedAt ? "flex flex-col gap-2 border-dashed p-4" : "flex flex-col gap-2 p-4"} data-testid="api-key-row">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {name}
              {apiKey.isWorkspaceKey && <Badge tone="brand">Used by the studio</Badge>}
              {apiKey.revokedAt ? <Badge tone="red">Revoked</Badge> : <Badge tone="green">Active</Badge>}
            </p>
            <p className="mt-1 font-mono text-sm text-slate-700 dark:text-slate-300">{apiKey.maskedKey}</p>
          </div>
          {!apiKey.revokedAt && !apiKey.isWorkspaceKey && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Revoke ${name}`}>
              <Icon name="fa-solid fa-ban" /> Revoke
            </Button>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Credits</dt>
            <dd className="tabular-nums">{apiKey.credits.toLocaleString()}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Created</dt>
            <dd>{dateTime(apiKey.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Last paid call</dt>
            <dd>{apiKey.lastUsedAt ? dateTime(apiKey.lastUsedAt) : "Never"}</dd>
          </div>
          {apiKey.revokedAt && (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Revoked</dt>
              <dd>{dateTime(apiKey.revokedAt)}</dd>
            </div>
          )}
        </dl>
        {revoke.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(revoke.error)}
          </p>
        )}
        <Dialog open={confirming} onOpenChange={setConfirming} title={`Revoke ${name}?`} description="Every call made with this key fails from now on. This cannot be undone; its unspent credits stay with it.">
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="danger" loading={revoke.isPending} onClick={() => revoke.mutate(apiKey.id, { onSuccess: () => setConfirming(false) })}>
              Revoke key
            </Button>
          </div>
        </Dialog>
      </Card>
    </li>
  );
}

/** The workspace's API keys: list, create (the secret shown once), revoke; and how to call the API. */
export function ApiKeysPanel() {
  const overview = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedStudioApiKey | null>(null);
  const workspaceCredits = overview.data?.keys.find((k) => k.isWorkspaceKey)?.credits ?? 0;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="api-keys-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="api-keys-heading" className="text-lg font-semibold">
            API keys
          </h2>
          <Button onClick={() => setCreating(true)} disabled={!overview.data}>
            <Icon name="fa-solid fa-plus" /> Create API key
          </Button>
        </div>
        {overview.isError ? (
          <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
        ) : !overview.data ? (
          <Skeleton className="h-32" />
        ) : overview.data.keys.length === 0 ? (
          <EmptyState icon="fa-solid fa-key" title="No API keys">
            Create a key for each system that calls the API, so each can be revoked on its own.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="API keys">
            {overview.data.keys.map((key) => (
              <KeyRow key={`${key.id}-${key.revokedAt ?? ""}`} apiKey={key} />
            ))}
          </ul>
        )}
      </section>
      {overview.data && <CurlExample serviceUrl={overview.data.serviceUrl} applicationId={overview.data.applicationId} />}
      {creating && <NewApiKeyDialog open={creating} onOpenChange={setCreating} workspaceCredits={workspaceCredits} onCreated={setCreated} />}
      <SecretOnceDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
