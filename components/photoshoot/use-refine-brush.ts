"use client";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { StudioRequestError, errorMessage, studioFetch } from "@/lib/hooks/studio-fetch";
import * as history from "@/lib/studio/refine-brush";
import type { BrushHistory, BrushStroke } from "@/lib/studio/refine-brush";

interface RefineResult {
  backgroundRemovedImageAssetId: string;
  sourceAssetId: string;
}

export interface RefineBrushState {
  /** the asset the cutout shows now and the photoshoot will use */
  current: string;
  original: string;
  edited: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** a refine is running */
  busy: boolean;
  /** strokes painted but not yet answered: shown over the cutout until their asset arrives */
  pending: BrushStroke[];
  error: string | null;
  paint: (stroke: BrushStroke) => void;
  undo: () => void;
  redo: () => void;
  revert: () => void;
  dismissError: () => void;
}

/** A new history, on the touched-up asset a restored setup was using (undo goes back to the upload's). */
const begin = (original: string, startAt: string | undefined): BrushHistory =>
  startAt && startAt !== original ? history.pushAsset(history.startHistory(original), startAt) : history.startHistory(original);

/**
 * The refine brush's state for one uploaded asset. Each finished stroke is sent at once (refining
 * is free and fast), on the asset shown now; strokes painted while a refine runs wait and go
 * together in the next request, so every request starts from the answer before it. Undo and redo
 * move between the assets already made, without a request.
 */
export function useRefineBrush(original: string, startAt?: string): RefineBrushState {
  const [state, setState] = useState<{ original: string; history: BrushHistory }>(() => ({ original, history: begin(original, startAt) }));
  const [pending, setPending] = useState<BrushStroke[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<BrushStroke[]>([]);
  const running = useRef(false);
  // The history as the running requests see it, between renders.
  const live = useRef(state);

  // A new upload starts a new history (the render phase's way of resetting state on a new prop).
  let current = state;
  if (state.original !== original) {
    current = { original, history: begin(original, startAt) };
    setState(current);
    setPending([]);
    setError(null);
  }
  useLayoutEffect(() => {
    live.current = state;
  }, [state]);

  const update = useCallback((next: (h: BrushHistory) => BrushHistory) => {
    live.current = { ...live.current, history: next(live.current.history) };
    setState(live.current);
  }, []);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    while (queue.current.length > 0) {
      const strokes = queue.current;
      queue.current = [];
      const { original: upload, history: h } = live.current;
      try {
        const result = await studioFetch<RefineResult>(`photoshoots/assets/${history.currentAsset(h)}/refine`, { method: "POST", body: { strokes } });
        // A new photo was uploaded meanwhile: this answer is about the old one.
        if (live.current.original !== upload) continue;
        update((latest) => history.pushAsset(latest, result.backgroundRemovedImageAssetId));
        setError(null);
      } catch (failure) {
        // What was painted after the failed strokes was painted on their expected result: drop it too.
        queue.current = [];
        // The service's word on the strokes ("The strokes removed the whole product: …") reads best on its own.
        const said = failure instanceof StudioRequestError ? (failure.fields.strokes ?? errorMessage(failure)) : errorMessage(failure);
        setError(`The brush could not be applied. ${said} Your cutout is as it was before that stroke.`);
      }
      setPending([...queue.current]);
    }
    running.current = false;
    setBusy(false);
  }, [update]);

  const paint = useCallback(
    (stroke: BrushStroke) => {
      queue.current = [...queue.current, stroke];
      setPending((shown) => [...shown, stroke]);
      void flush();
    },
    [flush],
  );

  const h = current.history;
  return {
    current: history.currentAsset(h),
    original,
    edited: history.isEdited(h),
    canUndo: history.canUndo(h) && !busy,
    canRedo: history.canRedo(h) && !busy,
    busy,
    pending,
    error,
    paint,
    undo: () => !busy && update(history.undo),
    redo: () => !busy && update(history.redo),
    revert: () => !busy && update(history.revert),
    dismissError: () => setError(null),
  };
}
