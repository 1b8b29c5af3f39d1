"use client";
import { useState } from "react";
import { useCreateApiKey } from "@/lib/hooks/use-api-access";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import { shellVariables, type CreatedStudioApiKey } from "@/lib/studio/api-access";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, describedBy } from "@/components/ui/field";
import { CopyButton } from "./copy-button";

/** Names a new key and moves credits to it from the studio's own key. */
export function NewApiKeyDialog({
  open,
  onOpenChange,
  workspaceCredits,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceCredits: number;
  onCreated: (created: CreatedStudioApiKey) => void;
}) {
  const [label, setLabel] = useState("");
  const [credits, setCredits] = useState("0");
  const create = useCreateApiKey();
  const fields = create.error instanceof StudioRequestError ? create.error.fields : {};
  const general = create.isError && Object.keys(fields).length === 0 ? errorMessage(create.error) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create an API key" description="Its secret is shown once, right after it is created.">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { label, credits: credits.trim() === "" ? 0 : Number(credits) },
            {
              onSuccess: (created) => {
                onOpenChange(false);
                onCreated(created);
              },
            },
          );
        }}
      >
        <Field id="api-key-label" label="Name" hint="What calls with it, e.g. “Shop sync” or “CI pipeline”." error={fields.label}>
          <Input {...describedBy("api-key-label", fields.label, true)} value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} autoComplete="off" required />
        </Field>
        <Field id="api-key-credits" label="Credits" hint={`Moved from the studio's key, which holds ${workspaceCredits.toLocaleString()}.`} error={fields.credits}>
          <Input {...describedBy("api-key-credits", fields.credits, true)} type="number" inputMode="numeric" min={0} max={workspaceCredits} step={1} value={credits} onChange={(e) => setCredits(e.target.value)} />
        </Field>
        {general && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {general}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded-lg bg-slate-100 p-2 text-sm break-all dark:bg-slate-800" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} label={`Copy the ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}

/** The new key, its secret and its own jwtPrivateKey, this once: closing the dialog forgets them. */
export function SecretOnceDialog({ created, onClose }: { created: CreatedStudioApiKey | null; onClose: () => void }) {
  const lines = created ? shellVariables(created) : "";
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Your new API key"
      description="Copy these now: the secret and the private key are shown only this once and stored hashed. Lost ones cannot be recovered; revoke the key and create another."
    >
      {created && (
        <div className="flex flex-col gap-4">
          <Secret label="API key" value={created.apiKey} testId="new-api-key" />
          <Secret label="API secret" value={created.apiSecret} testId="new-api-secret" />
          <Secret label="JWT private key" value={created.jwtPrivateKey} testId="new-jwt-private-key" />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium" id="new-key-shell-label">
              For the curl example: paste these lines into your terminal first
            </p>
            <pre
              className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 dark:bg-slate-950"
              tabIndex={0}
              aria-labelledby="new-key-shell-label"
              data-testid="new-key-shell"
            >
              <code>{lines}</code>
            </pre>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <CopyButton size="md" text={`${lines}\n`} label="Copy as shell variables (key, secret and private key)" visibleLabel="Copy as shell variables" />
            <Button onClick={onClose}>I have stored them</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
