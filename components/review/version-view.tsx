"use client";
import { Badge } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { STATE_INFO, type ReviewComment, type ReviewItemDetail } from "@/lib/hooks/use-review";
import { PinnedImage, type Pin } from "./pinned-image";

/** A version as the studio or a share link has it (a share link's ad texts carry no favourites). */
type Version = Omit<ReviewItemDetail["versions"][number], "adText"> & {
  adText: { processName: string; productName: string; texts: Array<{ id: number; value: string; favorited?: boolean }> } | null;
};

/** The pins of a version's comment threads, numbered in the order the threads were started. */
export function pinsOf(comments: ReviewComment[], version: number): Pin[] {
  return comments
    .filter((c) => c.parentId === null && c.version === version)
    .map((c, index) => ({ c, label: String(index + 1) }))
    .filter(({ c }) => c.pin)
    .map(({ c, label }) => ({ id: c.id, x: c.pin!.x, y: c.pin!.y, label, resolved: c.resolvedAt !== null }));
}

/** One version: the creative with its pins, or the ad texts as they were. */
export function VersionView({
  title,
  version,
  comments,
  imageUrl,
  zoom,
  draft,
  onPick,
  heading,
  textStates,
}: {
  title: string;
  version: Version;
  comments: ReviewComment[];
  imageUrl: (version: Version) => string;
  zoom?: number;
  draft?: { x: number; y: number } | null;
  onPick?: (point: { x: number; y: number }) => void;
  heading?: React.ReactNode;
  /** each text's own state, when the texts were decided one by one (the newest version only) */
  textStates?: ReviewItemDetail["item"]["texts"];
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2" data-testid="version-view" data-version={version.number}>
      <figcaption className="flex flex-wrap items-center gap-2 text-sm font-medium">
        {heading ?? <>Version {version.number}</>}
        <span className="font-normal text-slate-600 dark:text-slate-400">{new Date(version.createdAt).toLocaleString()}</span>
      </figcaption>
      {version.creative ? (
        version.creative.renderState === 5 ? (
          <PinnedImage
            src={imageUrl(version)}
            alt={`${title}, version ${version.number}`}
            width={version.creative.width}
            height={version.creative.height}
            pins={pinsOf(comments, version.number)}
            draft={draft}
            onPick={onPick}
            zoom={zoom}
          />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {version.creative.renderState >= 6 ? "This creative did not render." : "Still rendering…"}
          </div>
        )
      ) : version.adText ? (
        <ol className="flex flex-col gap-2" aria-label={`Ad texts of version ${version.number}`}>
          {version.adText.texts.map((text, index) => {
            const own = textStates?.find((t) => t.textId === text.id);
            const info = own && STATE_INFO[own.state];
            return (
            <li key={text.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm leading-relaxed whitespace-pre-line dark:border-slate-800 dark:bg-slate-900" data-testid="version-text" data-state={own?.state}>
              <span className="sr-only">Text {index + 1}. </span>
              {info && (
                <Badge tone={info.tone} className="mr-1 mb-1">
                  <Icon name={info.icon} /> {info.label}
                </Badge>
              )}
              {text.favorited && (
                <Badge tone="amber" className="mb-1">
                  Favorite
                </Badge>
              )}
              <p>{text.value}</p>
            </li>
            );
          })}
        </ol>
      ) : null}
    </figure>
  );
}
