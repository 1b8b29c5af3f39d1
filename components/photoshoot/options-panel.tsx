"use client";
import { EXTRA_SIZE_CHOICES } from "@/lib/studio/photoshoot-options";
import { Switch } from "@/components/ui/switch";

export interface ShootOptions {
  safeMargin: boolean;
  styleReference: boolean;
  renderKind: number;
}

/** Safe margin, colour matching and the extra ad sizes (one of the service's renderKinds). */
export function OptionsPanel({ options, onChange }: { options: ShootOptions; onChange: (options: ShootOptions) => void }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Switch
          id="safe-margin"
          checked={options.safeMargin}
          onCheckedChange={(safeMargin) => onChange({ ...options, safeMargin })}
          label="Safe margin"
          hint={options.safeMargin ? "1674×628 with the product inside the central 1200×628, for platforms that crop the sides." : "Exactly 1200×628."}
        />
        <Switch
          id="style-reference"
          checked={options.styleReference}
          onCheckedChange={(styleReference) => onChange({ ...options, styleReference })}
          label="Match preset colours to the product"
          hint="Blends each preset's palette with your product's own colours. Your own prompts keep the colours they name."
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Extra sizes</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">Every creative is made as a 1200×628 landscape; pick more sizes to get them too.</p>
        <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {EXTRA_SIZE_CHOICES.map((choice) => (
            <label key={choice.renderKind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="extra-sizes"
                className="h-4 w-4 accent-brand-600"
                checked={options.renderKind === choice.renderKind}
                onChange={() => onChange({ ...options, renderKind: choice.renderKind })}
              />
              {choice.label} <span className="text-slate-600 tabular-nums dark:text-slate-400">{choice.detail}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
