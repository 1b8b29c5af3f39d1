"use client";
import { useEffect, type RefObject } from "react";

/** The CSS variable the Toaster adds to its bottom offset (see providers.tsx). */
export const TOAST_LIFT_VAR = "--toast-lift";
/** Toasts stack in about this much space above the screen's bottom edge; a bar that ends higher up is clear of them. */
const TOAST_ZONE_PX = 240;

/**
 * Keeps toasts above a bar at the bottom of the screen (the wizard's Back / Next / Generate,
 * sticky or resting near the bottom): while the bar reaches into the toasts' zone, their bottom offset
 * grows by the distance from the bar's top to the screen's bottom. Measured again on scroll,
 * resize and whenever the bar wraps or changes.
 */
export function useLiftToastsAbove(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const inZone = top < window.innerHeight && bottom > window.innerHeight - TOAST_ZONE_PX;
      const lift = inZone ? Math.ceil(window.innerHeight - top) : 0;
      root.style.setProperty(TOAST_LIFT_VAR, `${lift}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      root.style.removeProperty(TOAST_LIFT_VAR);
    };
  }, [ref]);
}
