"use client";
import { useWorkspace } from "@/lib/hooks/use-settings";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Card, Skeleton } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { ErrorState } from "@/components/ui/states";

function Item({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Icon name={icon} className="w-4 text-center text-brand-600 dark:text-brand-100" />
        {label}
      </dt>
      <dd className="pl-6 font-medium break-words">{children}</dd>
    </div>
  );
}

/** The workspace's application as admins see it; its key, secret and tokens stay on the server. */
export function WorkspacePanel() {
  const workspace = useWorkspace();
  return (
    <section aria-labelledby="workspace-heading">
      <h2 id="workspace-heading" className="mb-3 text-lg font-semibold">
        Workspace
      </h2>
      {workspace.isPending ? (
        <Skeleton className="h-40" />
      ) : workspace.isError ? (
        <ErrorState message={errorMessage(workspace.error)} onRetry={() => void workspace.refetch()} />
      ) : (
        <Card className="p-5">
          <dl className="grid gap-5 sm:grid-cols-2">
            <Item icon="fa-solid fa-building" label="Name">
              {workspace.data.name}
            </Item>
            <Item icon="fa-solid fa-coins" label="Credits left">
              {workspace.data.credits?.toLocaleString() ?? <span className="text-red-700 dark:text-red-300">{workspace.data.creditsError}</span>}
            </Item>
            <Item icon="fa-solid fa-fingerprint" label="Application id">
              <code className="text-sm">{workspace.data.applicationId}</code>
            </Item>
            <Item icon="fa-solid fa-server" label="Service">
              {workspace.data.backend ?? "This server"}
            </Item>
            <Item icon="fa-solid fa-shield-halved" label="Credentials">
              API key, secret and jwtPrivateKey stored encrypted (AES-256-GCM); never sent to browsers.
            </Item>
            <Item icon="fa-solid fa-clock" label="Service session">
              {workspace.data.serviceSessionValidUntil
                ? `Valid until ${new Date(workspace.data.serviceSessionValidUntil).toLocaleTimeString()}; renewed automatically`
                : "Starts with the next request"}
            </Item>
          </dl>
        </Card>
      )}
    </section>
  );
}
