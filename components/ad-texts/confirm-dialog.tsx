"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * "Are you sure?" for an action that throws work away. A modal dialog: focus starts on Cancel (the
 * first button), so Enter or Escape right after the click keeps the work; only the named action
 * confirms. Mounted only while open.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // Radix returns focus to a trigger; this dialog has none, so cancelling puts it back by hand on
  // the button that opened it. Confirming leaves focus to the action.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const cancel = () => {
    onClose();
    requestAnimationFrame(() => opener?.focus());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && cancel()} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
