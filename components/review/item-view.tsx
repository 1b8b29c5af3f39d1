"use client";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Field, Select, Textarea } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { creativeUrl, DECISION_LABEL, STATE_INFO, useComment, useDecide, useLiveReview, useReviewItem, type ReviewItemDetail } from "@/lib/hooks/use-review";
import { Threads } from "./threads";
import { VersionView } from "./version-view";

const ZOOMS = [1, 1.5, 2] as const;

function DecisionPanel({ detail, version }: { detail: ReviewItemDetail; version: number }) {
  const decide = useDecide(detail.item.id);
  const [comment, setComment] = useState("");
  const send = (decision: "approved" | "changesRequested" | "rejected") =>
    decide.mutate(
      { decision, comment: comment.trim() || undefined, version },
      {
        onSuccess: () => {
          setComment("");
          toast.success(`You ${DECISION_LABEL[decision]} version ${version}.`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="decide-heading">
      <h2 id="decide-heading" className="font-semibold">
        Decide on version {version}
      </h2>
      <Field id="decision-comment" label="Comment" optional>
        <Textarea id="decision-comment" className="min-h-16" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={5000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => send("approved")} loading={decide.isPending && decide.variables?.decision === "approved"}>
          <Icon name="fa-solid fa-check" /> Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => send("changesRequested")} loading={decide.isPending && decide.variables?.decision === "changesRequested"}>
          <Icon name="fa-solid fa-pen-to-square" /> Request changes
        </Button>
        <Button size="sm" variant="danger" onClick={() => send("rejected")} loading={decide.isPending && decide.variables?.decision === "rejected"}>
          <Icon name="fa-solid fa-xmark" /> Reject
        </Button>
      </div>
    </Card>
  );
}

function NewComment({ detail, version, pin, onPinClear, pinMode, setPinMode }: {
  detail: ReviewItemDetail;
  version: number;
  pin: { x: number; y: number } | null;
  onPinClear: () => void;
  pinMode: boolean;
  setPinMode: (on: boolean) => void;
}) {
  const comment = useComment(detail.item.id);
  const [body, setBody] = useState("");
  const [forClient, setForClient] = useState(false);
  const isCreative = detail.item.kind === "creative";
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        comment.mutate(
          { body, version, pin: pin ?? undefined, visibility: forClient ? "client" : "internal" },
          {
            onSuccess: () => {
              setBody("");
              setForClient(false);
              onPinClear();
              setPinMode(false);
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
    >
      <Field id="new-comment" label={`Comment on version ${version}`} hint={isCreative ? (pin ? `Pinned at ${pin.x}, ${pin.y} px.` : "Pin it to a spot of the image, or leave it on the whole creative.") : undefined}>
        <Textarea id="new-comment" className="min-h-16" value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
      </Field>
      <Switch id="new-comment-client" checked={forClient} onCheckedChange={setForClient} label="The client can see this comment" hint="Off: an internal note for the team. On: also shown on share links with this item." />
      <div className="flex flex-wrap gap-2">
        {isCreative && (
          <Button type="button" size="sm" variant={pinMode ? "primary" : "secondary"} aria-pressed={pinMode} onClick={() => (pinMode ? (setPinMode(false), onPinClear()) : setPinMode(true))}>
            <Icon name="fa-solid fa-location-dot" /> {pinMode ? "Cancel pin" : "Pin to a spot"}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!body.trim()} loading={comment.isPending}>
          Add comment
        </Button>
      </div>
    </form>
  );
}

function History({ detail }: { detail: ReviewItemDetail }) {
  const entries = [
    ...detail.versions.map((v) => ({ at: v.createdAt, key: `v${v.number}`, text: `Version ${v.number} made`, icon: "fa-solid fa-code-branch" })),
    ...detail.decisions.map((d) => ({
      at: d.createdAt,
      key: d.id,
      text: `${d.by.name}${d.by.kind === "client" ? " (client)" : ""} ${DECISION_LABEL[d.decision]} on version ${d.version}${d.comment ? `: “${d.comment}”` : ""}`,
      icon: STATE_INFO[d.decision].icon,
    })),
    ...detail.comments.map((c) => ({ at: c.createdAt, key: c.id, text: `${c.by.name} ${c.parentId ? "replied" : "commented"} on version ${c.version}: “${c.body}”`, icon: "fa-regular fa-comment" })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label="History" data-testid="history">
      {entries.map((e) => (
        <li key={e.key} className="flex gap-2">
          <Icon name={e.icon} className="mt-0.5 w-4 text-slate-500" />
          <span>
            {e.text}{" "}
            <time className="text-xs text-slate-600 dark:text-slate-400" dateTime={e.at}>
              {new Date(e.at).toLocaleString()}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One item: its versions (two side by side to compare), pinned comments, threads, decisions and history. */
export function ReviewItemView({ id }: { id: string }) {
  const query = useReviewItem(id);
  useLiveReview();
  const [selected, setSelected] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | "none" | null>(null);
  const [zoom, setZoom] = useState<number>(1);
  const [pinMode, setPinMode] = useState(false);
  const [pin, setPin] = useState<{ x: number; y: number } | null>(null);

  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const { item } = detail;
  const newest = item.version;
  const current = selected ?? newest;
  // Beside the newest, the one before it, unless the user chose otherwise.
  const other = compareWith === null ? (current > 1 ? current - 1 : null) : compareWith === "none" ? null : compareWith;
  const version = detail.versions.find((v) => v.number === current)!;
  const otherVersion = other ? detail.versions.find((v) => v.number === other) : undefined;
  const state = STATE_INFO[item.state];

  return (
    <div className="flex flex-col gap-6">
      <Link href="/review" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <Icon name="fa-solid fa-arrow-left" /> Review board
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{item.title}</h1>
        <Badge tone={state.tone} data-testid="item-state">
          <Icon name={state.icon} /> {state.label}
        </Badge>
        <Badge>{item.kind === "creative" ? "Creative" : "Ad text"}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Version {newest}
          {detail.versions.length > 1 ? ` of ${detail.versions.length}` : ""}
        </span>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        {detail.versions.length > 1 && (
          <>
            <Field id="version-shown" label="Version">
              <Select id="version-shown" value={current} onChange={(e) => setSelected(Number(e.target.value))}>
                {detail.versions.map((v) => (
                  <option key={v.number} value={v.number}>
                    Version {v.number}
                    {v.number === newest ? " (newest)" : ""}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="version-compare" label="Compare with">
              <Select id="version-compare" value={other ?? "none"} onChange={(e) => setCompareWith(e.target.value === "none" ? "none" : Number(e.target.value))}>
                <option value="none">Nothing</option>
                {detail.versions
                  .filter((v) => v.number !== current)
                  .map((v) => (
                    <option key={v.number} value={v.number}>
                      Version {v.number}
                    </option>
                  ))}
              </Select>
            </Field>
          </>
        )}
        {item.kind === "creative" && (
          <div role="group" aria-label="Zoom" className="flex gap-1">
            {ZOOMS.map((z) => (
              <Button key={z} size="sm" variant={zoom === z ? "primary" : "secondary"} aria-pressed={zoom === z} onClick={() => setZoom(z)}>
                {z * 100}%
              </Button>
            ))}
          </div>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={otherVersion ? "grid gap-4 md:grid-cols-2" : "flex flex-col"} data-testid="versions">
          {otherVersion && otherVersion.number < current && (
            <VersionView title={item.title} version={otherVersion} comments={detail.comments} imageUrl={(v) => creativeUrl(v.creative!)} zoom={zoom} />
          )}
          <VersionView
            title={item.title}
            version={version}
            comments={detail.comments}
            imageUrl={(v) => creativeUrl(v.creative!)}
            zoom={zoom}
            draft={pin}
            onPick={pinMode ? setPin : undefined}
          />
          {otherVersion && otherVersion.number > current && (
            <VersionView title={item.title} version={otherVersion} comments={detail.comments} imageUrl={(v) => creativeUrl(v.creative!)} zoom={zoom} />
          )}
        </div>
        <aside className="flex flex-col gap-4">
          {detail.canReview ? (
            <DecisionPanel detail={detail} version={current} />
          ) : (
            <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">Reviewers and admins decide on your work; you can answer their comments here.</p>
          )}
          <Card className="flex flex-col gap-3 p-4">
            <h2 className="font-semibold">Comments</h2>
            {detail.canReview && <NewComment detail={detail} version={current} pin={pin} onPinClear={() => setPin(null)} pinMode={pinMode} setPinMode={setPinMode} />}
            <Threads itemId={item.id} comments={detail.comments} version={current} canAnswer />
          </Card>
          <Card className="flex flex-col gap-3 p-4">
            <h2 className="font-semibold">History</h2>
            <History detail={detail} />
          </Card>
        </aside>
      </div>
    </div>
  );
}
