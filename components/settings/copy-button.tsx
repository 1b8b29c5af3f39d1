"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** Copies a text to the clipboard and says so; the label names what is copied for screen readers. */
export function CopyButton({ text, label, visibleLabel = "Copy", size = "sm" }: { text: string; label: string; visibleLabel?: string; size?: "sm" | "md" }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size={size}
      variant="secondary"
      aria-label={copied ? `${label}: copied` : label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <Icon name={copied ? "fa-solid fa-check" : "fa-solid fa-copy"} /> {copied ? "Copied" : visibleLabel}
    </Button>
  );
}
