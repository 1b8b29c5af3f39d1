"use client";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { addPoint, imageRadius, toImagePoint, type BrushMode, type BrushStroke, type ImagePoint } from "@/lib/studio/refine-brush";
import { cn } from "@/components/ui/cn";
import { Icon } from "@/components/ui/icon";
import { CutoutCanvas } from "./cutout-canvas";
import { useLoadedImage } from "./use-loaded-image";

/** Arrow keys move the brush this far on screen; with Shift five times as far. */
const KEY_STEP = 8;

interface StageProps {
  photoUrl: string;
  maskUrl: string;
  mode: BrushMode;
  /** brush diameter on screen */
  size: number;
  zoom: number;
  /** the photo faintly under the cutout, so what was cut away can be seen and brushed back */
  showPhoto: boolean;
  pending: BrushStroke[];
  busy: boolean;
  describedBy: string;
  onStroke: (stroke: BrushStroke) => void;
}

/**
 * The photo's cutout over a checkerboard, zoomable, painted on with a pointer or the keyboard:
 * arrow keys move the brush, Space (or Enter) held down paints along the way. Strokes are
 * reported in the photo's own pixels.
 */
export function BrushStage({ photoUrl, maskUrl, mode, size, zoom, showPhoto, pending, busy, describedBy, onStroke }: StageProps) {
  const photo = useLoadedImage(photoUrl);
  const mask = useLoadedImage(maskUrl);
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const ring = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [cursor, setCursor] = useState<ImagePoint | null>(null);
  const [drawing, setDrawing] = useState<BrushStroke | null>(null);
  const stroke = useRef<BrushStroke | null>(null);
  const centre = useRef({ x: 0.5, y: 0.5 });

  const frame = mask.state === "ready" ? { width: mask.image.naturalWidth, height: mask.image.naturalHeight } : null;
  const fit = frame && room.width > 0 ? Math.min(room.width / frame.width, room.height / frame.height) : 0;
  const scale = fit * zoom; // screen pixels per photo pixel
  const shown = frame ? { width: Math.round(frame.width * scale), height: Math.round(frame.height * scale) } : null;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Zooming keeps the middle of the view where it was.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.scrollLeft = centre.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = centre.current.y * element.scrollHeight - element.clientHeight / 2;
  }, [zoom]);

  const begin = (at: ImagePoint) => {
    if (!frame || !scale) return;
    const next: BrushStroke = { mode, radius: imageRadius(size, scale), points: [] };
    addPoint(next, at);
    stroke.current = next;
    setDrawing({ ...next, points: [...next.points] });
  };
  const extend = (at: ImagePoint) => {
    let current = stroke.current;
    if (!current) return;
    if (!addPoint(current, at)) {
      // The stroke holds as many points as the service takes: it goes on as a new one.
      onStroke(current);
      current = { ...current, points: [current.points.at(-1)!] };
      addPoint(current, at);
      stroke.current = current;
    }
    setDrawing({ ...current, points: [...current.points] });
  };
  const end = () => {
    if (stroke.current) onStroke(stroke.current);
    stroke.current = null;
    setDrawing(null);
  };

  const pointAt = (event: React.PointerEvent) => (frame && stage.current ? toImagePoint(event.clientX, event.clientY, stage.current.getBoundingClientRect(), frame) : null);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!frame || !scale) return;
    const step = ((event.shiftKey ? 5 : 1) * KEY_STEP) / scale;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const from = cursor ?? [frame.width / 2, frame.height / 2];
      const to: ImagePoint = [clamp(from[0] + move[0], frame.width), clamp(from[1] + move[1], frame.height)];
      setCursor(to);
      extend(to);
      requestAnimationFrame(() => ring.current?.scrollIntoView({ block: "nearest", inline: "nearest" }));
    } else if ((event.key === " " || event.key === "Enter") && !event.repeat && !stroke.current) {
      event.preventDefault();
      const at = cursor ?? [frame.width / 2, frame.height / 2];
      setCursor(at);
      begin(at);
    }
  };
  const onKeyUp = (event: React.KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") end();
  };

  const ready = photo.state === "ready" && mask.state === "ready";
  const failed = photo.state === "failed" || mask.state === "failed";
  const strokes = drawing ? [...pending, drawing] : pending;

  return (
    <div
      ref={viewport}
      onScroll={(event) => {
        const e = event.currentTarget;
        centre.current = { x: (e.scrollLeft + e.clientWidth / 2) / e.scrollWidth, y: (e.scrollTop + e.clientHeight / 2) / e.scrollHeight };
      }}
      // As tall as the photo at this width, at most most of the screen: no empty band on a phone.
      style={frame ? { aspectRatio: `${frame.width} / ${frame.height}` } : undefined}
      className={cn("relative max-h-[min(62vh,560px)] w-full overflow-auto rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-900", !frame && "h-64")}
    >
      {!ready && (
        <p className="absolute inset-0 flex items-center justify-center gap-2 p-4 text-center text-sm text-slate-700 dark:text-slate-300" role={failed ? "alert" : "status"}>
          {failed ? "The cutout could not be loaded for the brush. Close the brush and open it again." : <><Icon name="fa-solid fa-circle-notch fa-spin" /> Loading the cutout…</>}
        </p>
      )}
      {ready && shown && (
        <div className="flex min-h-full min-w-full items-center justify-center" style={{ width: shown.width, height: shown.height }}>
          <div
            ref={stage}
            role="application"
            aria-roledescription="brush canvas"
            aria-label={`Photo to brush on, ${mode === "keep" ? "keeping" : "erasing"}`}
            aria-describedby={describedBy}
            aria-busy={busy}
            tabIndex={0}
            data-testid="brush-stage"
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
            onFocus={() => setCursor((c) => c ?? [frame!.width / 2, frame!.height / 2])}
            onBlur={end}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              const at = pointAt(event);
              if (!at) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              event.currentTarget.focus({ preventScroll: true });
              setCursor(at);
              begin(at);
            }}
            onPointerMove={(event) => {
              const at = pointAt(event);
              if (!at) return;
              setCursor(at);
              if (stroke.current) extend(at);
            }}
            onPointerUp={end}
            onPointerCancel={end}
            className="relative shrink-0 focus-visible:outline-offset-[-3px] bg-[repeating-conic-gradient(#d4d4d8_0_25%,#ffffff_0_50%)] bg-[length:20px_20px] dark:bg-[repeating-conic-gradient(#475569_0_25%,#334155_0_50%)] cursor-crosshair touch-none select-none"
            style={{ width: shown.width, height: shown.height }}
          >
            {showPhoto && (
              // eslint-disable-next-line @next/next/no-img-element -- the local photo, faintly, under the cutout
              <img src={photoUrl} alt="" className="pointer-events-none absolute inset-0 h-full w-full opacity-30" draggable={false} />
            )}
            <CutoutCanvas photo={photo.image} mask={mask.image} />
            <svg className="pointer-events-none absolute inset-0 h-full w-full" viewBox={`0 0 ${frame!.width} ${frame!.height}`} preserveAspectRatio="none" aria-hidden="true">
              {strokes.map((s, i) => (
                <path
                  key={i}
                  d={`M${s.points.map(([x, y]) => `${x} ${y}`).join("L")}${s.points.length === 1 ? `L${s.points[0]![0]} ${s.points[0]![1]}` : ""}`}
                  fill="none"
                  stroke={s.mode === "keep" ? "rgb(16 185 129 / 0.55)" : "rgb(239 68 68 / 0.55)"}
                  strokeWidth={s.radius * 2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ))}
            </svg>
            {cursor && frame && (
              <div
                ref={ring}
                aria-hidden="true"
                data-testid="brush-cursor"
                className={cn("pointer-events-none absolute rounded-full border-2 shadow-[0_0_0_1px_rgb(15_23_42/0.8)]", mode === "keep" ? "border-emerald-300" : "border-red-300")}
                style={{ left: `${(cursor[0] / frame.width) * 100}%`, top: `${(cursor[1] / frame.height) * 100}%`, width: size, height: size, transform: "translate(-50%, -50%)" }}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
