"use client";
import { useRef, useState } from "react";
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_TYPES } from "@/lib/studio/photoshoot-options";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Icon } from "@/components/ui/icon";

export interface PhotoProblem {
  title: string;
  message: string;
  tips: string[];
}

const MB = 1024 * 1024;

/** The browser's own check, before a byte is sent: the server checks again. */
export function checkPhoto(file: File): PhotoProblem | null {
  if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return {
      title: "That file is not a JPG or PNG",
      message: `“${file.name}” is ${file.type ? `a ${file.type} file` : "not an image we recognise"}. The photoshoot works from JPG or PNG photos.`,
      tips: ["Export or save the photo as JPG or PNG (HEIC from an iPhone: share it as “Most compatible”).", "Screenshots and PDFs will not cut out well: use the original photo."],
    };
  }
  if (file.size > MAX_PRODUCT_PHOTO_BYTES) {
    return {
      title: "That photo is too large",
      message: `“${file.name}” is ${(file.size / MB).toFixed(1)} MB; the limit is 12 MB.`,
      tips: ["Export it as JPG at 80–90% quality.", "2000–4000 pixels on the long side is plenty for every ad size."],
    };
  }
  return null;
}

/** The server's refusal in plain words, by its status; the service's own reason is kept. */
export function explainRefusal(status: number, message: string): PhotoProblem {
  if (status === 413) return { title: "That photo is too large", message, tips: ["Export it as JPG at 80–90% quality, at most 12 MB.", "Large images above 50 megapixels must be resized first."] };
  if (status === 415) return { title: "That file cannot be read as a JPG or PNG", message, tips: ["Open the photo and export it again as JPG or PNG.", "A file renamed to .jpg is still its old format inside."] };
  if (status === 422)
    return {
      title: "We could not find the product in this photo",
      message,
      tips: ["Place the product on a plain, evenly lit background in a colour different from the product.", "Keep the whole product in the frame with some space around it.", "Avoid hands, props and strong shadows."],
    };
  if (status === 402) return { title: "Out of credits", message, tips: [] };
  return { title: "The upload did not work", message, tips: ["Try again in a moment."] };
}

export const GUIDANCE = [
  { icon: "fa-solid fa-square", text: "A plain backdrop (white, grey or any single colour) that differs from the product." },
  { icon: "fa-solid fa-expand", text: "The whole product in the frame, with space around it; nothing cut off." },
  { icon: "fa-solid fa-sun", text: "Soft, even light: no harsh shadows or reflections of the room." },
  { icon: "fa-solid fa-hand", text: "Only the product: no hands, tags or props." },
  { icon: "fa-solid fa-file-image", text: "JPG or PNG up to 12 MB; 1500 px or more on the long side." },
];

/** Drag a photo in or pick one; shows the real upload progress while it is sent. */
export function PhotoDrop({ onFile, progress, busyLabel, problem, uploaded }: { onFile: (file: File) => void; progress: number | null; busyLabel: string | null; problem: PhotoProblem | null; uploaded: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = busyLabel !== null;
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-3">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            take(e.dataTransfer.files);
          }}
          data-testid="drop-zone"
          className={cn(
            "flex min-h-56 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
            over ? "border-brand-500 bg-brand-50 dark:bg-brand-900" : "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
          )}
        >
          <Icon name="fa-solid fa-cloud-arrow-up" className="text-4xl text-brand-600 dark:text-brand-100" />
          <p className="font-medium">{uploaded ? "Drop another photo here to start over" : "Drop your product photo here"}</p>
          {uploaded && (
            <p className="text-sm text-emerald-800 dark:text-emerald-200">
              <Icon name="fa-solid fa-circle-check" /> Uploaded: {uploaded}
            </p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">or</p>
          <label
            htmlFor="product-photo"
            className={cn("inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-within:ring-2 focus-within:ring-brand-500", busy && "pointer-events-none opacity-60")}
          >
            <Icon name="fa-solid fa-folder-open" /> {uploaded ? "Choose another photo" : "Choose a photo"}
          </label>
          <input
            ref={input}
            id="product-photo"
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            disabled={busy}
            aria-describedby="photo-guidance"
            onChange={(e) => {
              take(e.target.files);
              e.target.value = "";
            }}
          />
        </div>
        {busy && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <div className="flex justify-between text-sm">
              <span>{busyLabel}</span>
              {progress !== null && <span className="tabular-nums">{Math.round(progress * 100)}%</span>}
            </div>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress === null ? undefined : Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div className={cn("h-full rounded-full bg-brand-600 transition-[width]", progress === null && "w-1/3 animate-pulse")} style={progress === null ? undefined : { width: `${progress * 100}%` }} />
            </div>
          </div>
        )}
        {problem && (
          <div role="alert" data-testid="photo-problem" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">
              <Icon name="fa-solid fa-triangle-exclamation" /> {problem.title}
            </p>
            <p className="mt-1">{problem.message}</p>
            {problem.tips.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {problem.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <Card className="p-5" id="photo-guidance">
        <h2 className="font-semibold">Photos that work best</h2>
        <ul className="mt-3 flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-300">
          {GUIDANCE.map((g) => (
            <li key={g.text} className="flex gap-3">
              <Icon name={g.icon} className="mt-0.5 w-4 text-center text-brand-600 dark:text-brand-100" />
              <span>{g.text}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">The product&apos;s own pixels are never changed: only the scene around it is made new.</p>
      </Card>
    </div>
  );
}
