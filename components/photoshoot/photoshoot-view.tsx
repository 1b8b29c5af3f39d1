"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { usePresets } from "@/lib/hooks/use-presets";
import { isDone, useDeletePhotoshoot, useLivePhotoshoot, useRedoScene, zipUrl } from "@/lib/hooks/use-photoshoot";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ErrorState, PageHeader } from "@/components/ui/states";
import { CreativeTile } from "./creative-tile";
import { Lightbox } from "./lightbox";
import { sceneName } from "./scene-name";

const ConfirmDialog = dynamic(() => import("@/components/ad-texts/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

/** A photoshoot as it renders: six tiles that fill in as the Hub reports each finished creative. */
export function PhotoshootView({ id, canWrite }: { id: string; canWrite: boolean }) {
  const { data, error, isError, refetch, stream } = useLivePhotoshoot(id);
  const router = useRouter();
  const deletion = useDeletePhotoshoot(id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const redo = useRedoScene(id);
  // The slot whose redo is being confirmed (its index in the record).
  const [confirmingRedo, setConfirmingRedo] = useState<number | null>(null);
  const presets = usePresets();
  const [open, setOpen] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from Generate (or the history), the button that was pressed is gone and the focus
  // would fall to the page's body: it goes to the creatives' heading, where the results begin.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus({ preventScroll: true });
  }, []);
  if (isError) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const done = isDone(data);
  const finished = data?.tasks.filter((t) => t.renderState === 5) ?? [];
  const names = data?.tasks.map((t) => sceneName(t, presets.data?.presets)) ?? [];
  return (
    <>
      <PageHeader
        title="Photoshoot"
        description={data ? `Started ${new Date(data.createdAt).toLocaleString()}` : "Loading…"}
        actions={
          <>
            <Link href="/photoshoot" className={buttonClass("secondary")}>
              <Icon name="fa-solid fa-plus" /> New photoshoot
            </Link>
            {canWrite && finished.some((t) => !t.ad) && (
              <Link href={`/photoshoot/${id}/ads`} className={buttonClass("secondary")}>
                <Icon name="fa-solid fa-rectangle-ad" /> Make ads
              </Link>
            )}
            {finished.length > 0 && (
              <a href={zipUrl(id)} download className={buttonClass()}>
                <Icon name="fa-solid fa-file-zipper" /> Download all (ZIP)
              </a>
            )}
            {canWrite && done && (
              <Button type="button" variant="secondary" onClick={() => setConfirmingDelete(true)} disabled={deletion.isPending}>
                <Icon name="fa-solid fa-trash" /> {deletion.isPending ? "Deleting…" : "Delete"}
              </Button>
            )}
          </>
        }
      />
      {deletion.isError && (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {errorMessage(deletion.error)}
        </p>
      )}
      {redo.isError && (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {errorMessage(redo.error)}
        </p>
      )}
      {confirmingRedo !== null && data?.tasks[confirmingRedo] && (
        <ConfirmDialog
          title={`Redo scene ${confirmingRedo + 1}?`}
          description={`A new take of “${names[confirmingRedo]}” for the same product replaces this creative. It costs 1 credit (given back if it fails). The other creatives and their review decisions stay; on the review board the new take is the next version of this scene.`}
          confirmLabel="Redo scene (1 credit)"
          onConfirm={() => {
            const task = data.tasks[confirmingRedo]!;
            setConfirmingRedo(null);
            redo.mutate(task.taskId);
            // The tile's button goes while the scene renders again: the focus waits on the creatives' heading, not the page's body.
            requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
          }}
          onClose={() => setConfirmingRedo(null)}
        />
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title="Delete this photoshoot?"
          description={`Its ${data?.tasks.length ?? 6} creatives and every downloadable size are deleted for everyone in the workspace and cannot be brought back. Your product photo stays, ready for another photoshoot.`}
          confirmLabel="Delete photoshoot"
          onConfirm={() => {
            setConfirmingDelete(false);
            deletion.mutate(undefined, { onSuccess: () => router.push("/photoshoot") });
          }}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
      <h2 ref={heading} id="creatives-title" tabIndex={-1} className="mb-3 text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        Creatives
      </h2>
      {data ? (
        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-2 p-4" aria-live="polite">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">
                {done ? `Finished: ${finished.length} of ${data.tasks.length} creatives ready` : `${finished.length} of ${data.tasks.length} creatives ready`}
              </span>
              {!done && (
                <Badge tone={stream === "live" ? "green" : "amber"} data-testid="stream-state">
                  <Icon name={stream === "live" ? "fa-solid fa-tower-broadcast" : "fa-solid fa-rotate"} /> {stream === "live" ? "Live" : stream === "polling" ? "Reconnecting: checking every 2 s" : "Connecting…"}
                </Badge>
              )}
            </div>
            <div role="progressbar" aria-label="Photoshoot progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.progress} className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
              <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${data.progress}%` }} />
            </div>
          </Card>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby="creatives-title">
            {data.tasks.map((task, index) => (
              <CreativeTile
                key={task.taskId}
                processId={id}
                task={task}
                index={index}
                name={names[index]!}
                onOpen={() => setOpen(finished.indexOf(task))}
                onRedo={canWrite && !redo.isPending ? () => setConfirmingRedo(index) : undefined}
              />
            ))}
          </ul>
          <Lightbox processId={id} tasks={finished} names={finished.map((t) => names[data.tasks.indexOf(t)]!)} index={open} onIndex={setOpen} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading the photoshoot">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[1674/628]" />
          ))}
        </div>
      )}
    </>
  );
}
