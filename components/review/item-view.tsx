"use client";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Field, Select, Textarea } from "@/components/ui/field";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { creativeUrl, DECISION_LABEL, STATE_INFO, useComment, useDecide, useLiveReview, useReviewItem, useSubmit, type ReviewItemDetail } from "@/lib/hooks/use-review";
import { Threads } from "./threads";
import { VersionView } from "./version-view";

const ZOOMS = [1, 1.5, 2] as const;

type Decision = "approved" | "changesRequested" | "rejected";

const CONFIRM = {
  changesRequested: { title: (what: string) => `Request changes on ${what}?`, button: "Yes, request changes", missing: "Say what should change first: the author needs it to make the next version." },
  rejected: { title: (what: string) => `Reject ${what}?`, button: "Yes, reject", missing: "Give the reason for rejecting it first." },
} as const;

/**
 * Approve at once; reject or request changes only with a reason, and after a confirmation that
 * shows it: the author acts on those words, and a mis-click should not send them a "no".
 */
function DecisionPanel({ detail, version }: { detail: ReviewItemDetail; version: number }) {
  const decide = useDecide(detail.item.id);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<"changesRequested" | "rejected" | null>(null);
  // An ad text's texts are decided one by one, or all together.
  const texts = detail.versions.find((v) => v.number === version)?.adText?.texts ?? [];
  const [target, setTarget] = useState<number | "all">("all");
  const textId = target === "all" || !texts.some((t) => t.id === target) ? undefined : target;
  const targetName = textId === undefined ? `version ${version}` : `text ${texts.findIndex((t) => t.id === textId) + 1} of version ${version}`;
  const send = (decision: Decision) =>
    decide.mutate(
      { decision, comment: comment.trim() || undefined, version, textId },
      {
        onSuccess: () => {
          setComment("");
          setConfirming(null);
          toast.success(`You ${DECISION_LABEL[decision]} ${targetName}.`);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const ask = (decision: "changesRequested" | "rejected") => {
    if (!comment.trim()) {
      setMissing(CONFIRM[decision].missing);
      document.getElementById("decision-comment")?.focus();
      return;
    }
    setMissing(undefined);
    setConfirming(decision);
  };
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="decide-heading">
      <h2 id="decide-heading" className="font-semibold">
        Decide on version {version}
      </h2>
      {texts.length > 1 && (
        <Field id="decision-target" label="Decide on">
          <Select id="decision-target" value={String(target)} onChange={(e) => setTarget(e.target.value === "all" ? "all" : Number(e.target.value))}>
            <option value="all">All {texts.length} texts</option>
            {texts.map((t, index) => (
              <option key={t.id} value={t.id}>
                Text {index + 1}: {t.value.length > 48 ? `${t.value.slice(0, 47)}…` : t.value}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id="decision-comment" label="Reason or comment" hint="Needed to reject or to request changes; optional to approve." error={missing}>
        <Textarea
          id="decision-comment"
          className="min-h-16"
          value={comment}
          onChange={(e) => (setComment(e.target.value), setMissing(undefined))}
          maxLength={5000}
          aria-invalid={missing ? true : undefined}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => send("approved")} loading={decide.isPending && decide.variables?.decision === "approved"}>
          <Icon name="fa-solid fa-check" /> Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => ask("changesRequested")}>
          <Icon name="fa-solid fa-pen-to-square" /> Request changes
        </Button>
        <Button size="sm" variant="danger" onClick={() => ask("rejected")}>
          <Icon name="fa-solid fa-xmark" /> Reject
        </Button>
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)} title={confirming ? CONFIRM[confirming].title(targetName) : ""} description="The author is told, with your reason:">
        <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm whitespace-pre-line dark:border-slate-600 dark:bg-slate-800">{comment.trim()}</blockquote>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          {confirming && (
            <Button variant={confirming === "rejected" ? "danger" : "primary"} onClick={() => send(confirming)} loading={decide.isPending}>
              {CONFIRM[confirming].button}
            </Button>
          )}
        </div>
      </Dialog>
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

/** A draft's card: its author submits it; everyone else is told who holds it. */
function DraftPanel({ detail, version }: { detail: ReviewItemDetail & { canSubmit: boolean }; version: number }) {
  const submit = useSubmit(detail.item.id);
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="draft-heading">
      <h2 id="draft-heading" className="font-semibold">
        Version {version} is a draft
      </h2>
      {detail.canSubmit ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">Reviewers decide once you submit it. Submit it when it is ready.</p>
          <Button
            size="sm"
            className="self-start"
            loading={submit.isPending}
            onClick={() =>
              submit.mutate({ version }, { onSuccess: () => toast.success(`Version ${version} is submitted for review.`), onError: (error) => toast.error(errorMessage(error)) })
            }
          >
            <Icon name="fa-solid fa-paper-plane" /> Submit for review
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">Its author has not submitted it for review yet; you can decide on it once they do.</p>
      )}
    </Card>
  );
}

function History({ detail }: { detail: ReviewItemDetail }) {
  const textNumber = (version: number, textId: number) => (detail.versions.find((v) => v.number === version)?.adText?.texts.findIndex((t) => t.id === textId) ?? -1) + 1;
  const entries = [
    ...detail.versions.map((v) => ({ at: v.createdAt, key: `v${v.number}`, text: `Version ${v.number} made`, icon: "fa-solid fa-code-branch" })),
    ...detail.versions
      .filter((v) => v.submittedAt)
      .map((v) => ({ at: v.submittedAt!, key: `s${v.number}`, text: `Version ${v.number} submitted for review`, icon: "fa-solid fa-paper-plane" })),
    ...detail.decisions.map((d) => ({
      at: d.createdAt,
      key: d.id,
      text: `${d.by.name}${d.by.kind === "client" ? " (client)" : ""} ${DECISION_LABEL[d.decision]} ${d.textId !== null ? `text ${textNumber(d.version, d.textId)} of ` : ""}version ${d.version}${d.comment ? `: “${d.comment}”` : ""}`,
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
            textStates={current === newest ? item.texts : null}
          />
          {otherVersion && otherVersion.number > current && (
            <VersionView title={item.title} version={otherVersion} comments={detail.comments} imageUrl={(v) => creativeUrl(v.creative!)} zoom={zoom} />
          )}
        </div>
        <aside className="flex flex-col gap-4">
          {!version.submittedAt ? (
            <DraftPanel detail={detail} version={current} />
          ) : detail.canReview ? (
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
