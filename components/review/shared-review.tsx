"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { Button, buttonClass } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { DECISION_LABEL, STATE_INFO, type ReviewComment } from "@/lib/hooks/use-review";
import type { sharedPageSchema } from "@/lib/schemas/review";
import { SharedLightbox } from "./shared-lightbox";
import { VersionView } from "./version-view";

type SharedPage = z.output<typeof sharedPageSchema>;
type SharedItem = SharedPage["items"][number];

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

/** The name a client gives once for the whole page (kept in this browser for their next visit). */
function useClientName() {
  const [name, setName] = useState(() => (typeof window === "undefined" ? "" : (window.localStorage.getItem("adcraft-client-name") ?? "")));
  const update = (value: string) => {
    setName(value);
    window.localStorage.setItem("adcraft-client-name", value);
  };
  return [name, update] as const;
}

function ClientAnswer({
  base,
  item,
  name,
  pin,
  pinMode,
  setPinMode,
  clearPin,
  allowDecisions,
  onDone,
}: {
  base: string;
  item: SharedItem;
  name: string;
  pin: { x: number; y: number } | null;
  pinMode: boolean;
  setPinMode: (on: boolean) => void;
  clearPin: () => void;
  allowDecisions: boolean;
  onDone: () => void;
}) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = item.item.id;
  const isCreative = item.item.kind === "creative";
  const finish = (result: { ok: boolean; message?: string }) => {
    setBusy(false);
    if (!result.ok) return setError(result.message ?? "That did not work.");
    setError(null);
    setComment("");
    clearPin();
    setPinMode(false);
    onDone();
  };
  const needName = () => (name.trim() ? false : (setError("Tell us your name first (at the top of the page)."), true));
  const sendComment = async () => {
    if (needName()) return;
    if (!comment.trim()) return setError("Write a comment first.");
    setBusy(true);
    finish(await post(`${base}/comments`, { itemId: id, name, body: comment, pin: pin ?? undefined }));
  };
  const decide = async (decision: "approved" | "changesRequested") => {
    if (needName()) return;
    // What to change is the whole point of a change request.
    if (decision === "changesRequested" && !comment.trim()) return setError("Say what should change in the comment box, then request changes.");
    setBusy(true);
    finish(await post(`${base}/decisions`, { itemId: id, decision, name, comment: comment || undefined }));
  };
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <Field id={`comment-${id}`} label="Your comment" hint={isCreative ? (pin ? `Pinned at ${pin.x}, ${pin.y} px of the image.` : "Pin it to a spot of the image, or leave it on the whole creative.") : undefined}>
        <Textarea id={`comment-${id}`} className="min-h-16" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={5000} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isCreative && (
          <Button type="button" size="sm" variant={pinMode ? "primary" : "secondary"} aria-pressed={pinMode} onClick={() => (pinMode ? (setPinMode(false), clearPin()) : setPinMode(true))}>
            <Icon name="fa-solid fa-location-dot" /> {pinMode ? "Cancel pin" : "Pin to a spot"}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void sendComment()}>
          <Icon name="fa-regular fa-comment" /> Comment
        </Button>
        {allowDecisions && (
          <>
            <Button size="sm" disabled={busy} onClick={() => void decide("approved")}>
              <Icon name="fa-solid fa-check" /> Approve
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void decide("changesRequested")}>
              <Icon name="fa-solid fa-pen-to-square" /> Request changes
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** The client-visible threads of a version, numbered like their pins. */
function ClientThreads({ comments, version }: { comments: ReviewComment[]; version: number }) {
  const threads = comments.filter((c) => c.parentId === null && c.version === version);
  if (threads.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label="Comments">
      {threads.map((thread, index) => (
        <li key={thread.id} className="rounded-lg border border-slate-200 p-2 dark:border-slate-800" data-testid="shared-comment">
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {index + 1}. {thread.by.name}
            </span>{" "}
            <time dateTime={thread.createdAt}>{new Date(thread.createdAt).toLocaleString()}</time>
          </p>
          <p className="whitespace-pre-line">{thread.body}</p>
          {comments
            .filter((c) => c.parentId === thread.id)
            .map((reply) => (
              <p key={reply.id} className="mt-1 border-l-2 border-slate-200 pl-2 whitespace-pre-line dark:border-slate-700">
                <span className="text-xs font-medium">{reply.by.name}:</span> {reply.body}
              </p>
            ))}
        </li>
      ))}
    </ol>
  );
}

function SharedItemCard({ base, detail, page, name, onChanged }: { base: string; detail: SharedItem; page: SharedPage; name: string; onChanged: () => void }) {
  const [pinMode, setPinMode] = useState(false);
  const [pin, setPin] = useState<{ x: number; y: number } | null>(null);
  const { item } = detail;
  const newest = detail.versions.find((v) => v.number === item.version)!;
  const state = STATE_INFO[item.state];
  const imageUrl = `${base}/image?item=${item.id}&version=${newest.number}`;
  const downloadUrl = page.allowDownloads ? `${imageUrl}&download=1` : undefined;
  const rendered = newest.creative?.renderState === 5;
  const answers = page.allowDecisions;
  return (
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
        imageUrl={() => imageUrl}
        heading={<>Version {newest.number}</>}
        textStates={item.texts}
        draft={pin}
        onPick={pinMode ? setPin : undefined}
      />
      {rendered && (
        <div className="flex flex-wrap gap-2">
          <SharedLightbox src={imageUrl} alt={`${item.title}, version ${newest.number}`} downloadUrl={downloadUrl} />
          {downloadUrl && (
            <a href={downloadUrl} download className={buttonClass("secondary", "sm")}>
              <Icon name="fa-solid fa-download" /> Download
            </a>
          )}
        </div>
      )}
      <ClientThreads comments={detail.comments} version={newest.number} />
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
      {answers && (
        <ClientAnswer
          base={base}
          item={detail}
          name={name}
          pin={pin}
          pinMode={pinMode}
          setPinMode={setPinMode}
          clearPin={() => setPin(null)}
          allowDecisions={page.allowDecisions}
          onDone={onChanged}
        />
      )}
    </Card>
  );
}

/**
 * The client's page: the link's items, each newest version with the pins and comments the agency
 * chose to show, the decisions so far; enlarge, download, comment and decide as the link allows.
 */
export function SharedReview({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState<string | undefined>();
  const [name, setName] = useClientName();
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
          {page.items.length} item{page.items.length === 1 ? "" : "s"}
          {page.allowDecisions ? "" : ", read-only"} · open until {new Date(page.expiresAt).toLocaleString()}
        </p>
        {page.allowDecisions && (
          <div className="mt-4 max-w-sm">
            <Field id="client-name" label="Your name" hint="Shown with your comments and decisions.">
              <Input id="client-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoComplete="name" />
            </Field>
          </div>
        )}
      </header>
      <ul className="grid gap-6 md:grid-cols-2" aria-label="Shared items">
        {page.items.map((detail) => (
          <li key={detail.item.id} data-testid="shared-item" data-item-id={detail.item.id}>
            <SharedItemCard base={base} detail={detail} page={page} name={name} onChanged={reload} />
          </li>
        ))}
      </ul>
    </div>
  );
}
