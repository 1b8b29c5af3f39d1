"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { DECISION_LABEL, STATE_INFO, type ReviewItemDetail } from "@/lib/hooks/use-review";
import { VersionView } from "./version-view";

interface SharedPage {
  title: string;
  allowDecisions: boolean;
  expiresAt: string;
  items: ReviewItemDetail[];
}

type Load = { status: "password"; error?: string } | { status: "gone"; message: string } | { status: "ready"; page: SharedPage };

async function post<T>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string; fields: Record<string, string> }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), cache: "no-store" });
    const data = (await response.json().catch(() => ({}))) as T & { error?: { message: string; fields?: Record<string, string> } };
    if (response.ok) return { ok: true, data };
    return { ok: false, status: response.status, message: data.error?.message ?? `The request failed (${response.status}).`, fields: data.error?.fields ?? {} };
  } catch {
    return { ok: false, status: 0, message: "The page could not be reached. Check your connection and try again.", fields: {} };
  }
}

function ClientDecision({ token, item, onDecided }: { token: string; item: ReviewItemDetail; onDecided: () => void }) {
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = item.item.id;
  const send = async (decision: "approved" | "changesRequested") => {
    if (!name.trim()) return setError("Tell us your name first.");
    setBusy(true);
    const result = await post(`/api/studio/shared/${encodeURIComponent(token)}/decisions`, { itemId: id, decision, name, comment: comment || undefined });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setComment("");
    onDecided();
  };
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <Field id={`name-${id}`} label="Your name">
        <Input id={`name-${id}`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoComplete="name" />
      </Field>
      <Field id={`comment-${id}`} label="Comment" optional>
        <Textarea id={`comment-${id}`} className="min-h-16" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={5000} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void send("approved")}>
          <Icon name="fa-solid fa-check" /> Approve
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void send("changesRequested")}>
          <Icon name="fa-solid fa-pen-to-square" /> Request changes
        </Button>
      </div>
    </div>
  );
}

/** The client's page: the link's items read-only, each newest version with its pins and the decisions so far. */
export function SharedReview({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState<string | undefined>();
  const base = `/api/studio/shared/${encodeURIComponent(token)}`;
  const query = useQuery({
    queryKey: ["shared-review", token, submitted],
    queryFn: async (): Promise<Load> => {
      const result = await post<SharedPage>(base, { password: submitted || undefined });
      if (result.ok) return { status: "ready", page: result.data };
      if (result.fields.password) return { status: "password", error: submitted ? result.fields.password : undefined };
      return { status: "gone", message: result.message };
    },
    retry: false,
    staleTime: 0,
  });
  const load = query.data;
  const reload = () => void query.refetch();

  if (!load) return <Skeleton className="h-96" />;
  if (load.status === "gone") {
    return (
      <Card role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
        <Icon name="fa-solid fa-link-slash" className="text-3xl text-slate-500" />
        <h1 className="text-xl font-semibold">This link does not work</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">{load.message} Ask the person who sent it for a new one.</p>
      </Card>
    );
  }
  if (load.status === "password") {
    return (
      <Card className="mx-auto flex max-w-sm flex-col gap-4 p-6">
        <h1 className="text-xl font-semibold">This page has a password</h1>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (submitted === password) reload();
            else setSubmitted(password);
          }}
        >
          <Field id="share-password" label="Password" error={load.error}>
            <Input id="share-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={load.error ? true : undefined} autoFocus />
          </Field>
          <Button type="submit">Open</Button>
        </form>
      </Card>
    );
  }

  const { page } = load;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="text-sm font-medium text-brand-700 dark:text-brand-300">Shared for review</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{page.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {page.items.length} item{page.items.length === 1 ? "" : "s"}, read-only · open until {new Date(page.expiresAt).toLocaleString()}
        </p>
      </header>
      <ul className="grid gap-6 md:grid-cols-2" aria-label="Shared items">
        {page.items.map((detail) => {
          const { item } = detail;
          const newest = detail.versions.find((v) => v.number === item.version)!;
          const state = STATE_INFO[item.state];
          return (
            <li key={item.id} data-testid="shared-item" data-item-id={item.id}>
              <Card className="flex flex-col gap-3 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{item.title}</h2>
                  <Badge tone={state.tone} data-testid="shared-state">
                    <Icon name={state.icon} /> {state.label}
                  </Badge>
                </div>
                <VersionView
                  title={item.title}
                  version={newest}
                  comments={detail.comments}
                  imageUrl={(v) => `${base}/image?item=${item.id}&version=${v.number}`}
                  heading={<>Version {newest.number}</>}
                />
                {detail.decisions.length > 0 && (
                  <ul className="flex flex-col gap-1 text-sm" aria-label="Decisions">
                    {detail.decisions.map((d) => (
                      <li key={d.id}>
                        {d.by.name} {DECISION_LABEL[d.decision]} on version {d.version}
                        {d.comment ? `: “${d.comment}”` : ""}
                      </li>
                    ))}
                  </ul>
                )}
                {page.allowDecisions && <ClientDecision token={token} item={detail} onDecided={reload} />}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
