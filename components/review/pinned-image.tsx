"use client";
import { useState } from "react";
import { cn } from "@/components/ui/cn";

export interface Pin {
  id: string;
  x: number;
  y: number;
  label: string;
  resolved?: boolean;
}

/**
 * A creative with comment pins. Pins are stored in the image's own pixels and drawn at
 * x/width, y/height of the shown picture, so they stay on the same spot at any zoom or size.
 * With `onPick`, a click (or Enter, then the arrow keys) places a new pin.
 */
export function PinnedImage({
  src,
  alt,
  width,
  height,
  pins,
  draft,
  onPick,
  zoom = 1,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  pins: Pin[];
  draft?: { x: number; y: number } | null;
  onPick?: (point: { x: number; y: number }) => void;
  zoom?: number;
}) {
  const [failed, setFailed] = useState(false);
  const pick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (!onPick) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onPick({ x: Math.round(((event.clientX - rect.left) / rect.width) * width), y: Math.round(((event.clientY - rect.top) / rect.height) * height) });
  };
  const keys = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!onPick) return;
    const step = Math.max(4, Math.round(width / 50));
    const at = draft ?? { x: Math.round(width / 2), y: Math.round(height / 2) };
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step], Enter: [0, 0], " ": [0, 0] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onPick({ x: Math.min(width, Math.max(0, at.x + move[0])), y: Math.min(height, Math.max(0, at.y + move[1])) });
  };
  return (
    <div className="overflow-auto rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950" data-testid="pinned-image">
      <div
        className={cn("relative", onPick && "cursor-crosshair focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500")}
        style={{ width: `${zoom * 100}%`, aspectRatio: `${width} / ${height}` }}
        onClick={pick}
        onKeyDown={keys}
        {...(onPick ? { role: "button", tabIndex: 0, "aria-label": `Place a pin on ${alt}: click the spot, or press Enter and move it with the arrow keys` } : {})}
      >
        {failed ? (
          <div className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-600 dark:text-slate-400">The image is not ready yet.</div>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file route; next/image would cache it publicly
          <img src={src} alt={alt} className="block h-full w-full select-none" draggable={false} onError={() => setFailed(true)} />
        )}
        {pins.map((pin) => (
          <span
            key={pin.id}
            data-testid="comment-pin"
            data-x={pin.x}
            data-y={pin.y}
            title={`Comment ${pin.label}`}
            className={cn(
              "pointer-events-none absolute flex h-7 w-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow",
              pin.resolved ? "bg-slate-500" : "bg-brand-600",
            )}
            style={{ left: `${(pin.x / width) * 100}%`, top: `${(pin.y / height) * 100}%` }}
          >
            {pin.label}
          </span>
        ))}
        {draft && (
          <span
            data-testid="draft-pin"
            className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-white bg-amber-500/90 shadow"
            style={{ left: `${(draft.x / width) * 100}%`, top: `${(draft.y / height) * 100}%` }}
          >
            <span className="sr-only">
              New pin at {draft.x}, {draft.y}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
