"use client";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { THEME_KEY as KEY } from "./theme-script";

type Theme = "light" | "dark" | "system";

const listeners = new Set<() => void>();
const read = (): Theme => {
  const value = localStorage.getItem(KEY);
  return value === "light" || value === "dark" ? value : "system";
};

function apply(theme: Theme) {
  if (theme === "system") localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, theme);
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme in effect: "light" or "dark" (system resolved by the class the script set). */
export function useResolvedTheme(): "light" | "dark" {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => "light",
  );
}

const NEXT: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<Theme, { icon: string; text: string }> = {
  system: { icon: "fa-solid fa-circle-half-stroke", text: "System theme" },
  light: { icon: "fa-solid fa-sun", text: "Light theme" },
  dark: { icon: "fa-solid fa-moon", text: "Dark theme" },
};

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, read, () => "system" as Theme);
  const { icon, text } = LABEL[theme];
  return (
    <Button variant="ghost" size="icon" onClick={() => apply(NEXT[theme])} aria-label={`${text}: switch to ${LABEL[NEXT[theme]].text.toLowerCase()}`} title={text}>
      <Icon name={icon} />
    </Button>
  );
}
