"use client";
import { useState } from "react";
import { FONT_PAIRS, FONT_PAIR_IDS, type FontPairId } from "@/lib/ai/finished-ads/catalog";
import { kitLogoUrl, useSaveBrandKit, type BrandKitChoice } from "@/lib/hooks/use-brand-kits";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import type { BrandKitRequest } from "@/lib/studio/ads-schemas";
import { contrastHint, normalHex } from "@/lib/studio/brand-kit-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { BrandKitPreview } from "./brand-kit-preview";
import { ColourField } from "./colour-field";
import { LogoField, logoUrlOf, type LogoDraft } from "./logo-field";

type ColourKey = "primary" | "secondary" | "text" | "background";

const COLOURS: Array<{ key: ColourKey; label: string; hint: string }> = [
  { key: "primary", label: "Primary colour", hint: "The call-to-action button." },
  { key: "secondary", label: "Secondary colour", hint: "Accents: a rule, a badge." },
  { key: "text", label: "Text colour", hint: "Headlines and texts, on the background colour." },
  { key: "background", label: "Background colour", hint: "A template's panel or card." },
];
const NEW_KIT_COLOURS: Record<ColourKey, string> = { primary: "#e4572e", secondary: "#457b9d", text: "#1d3557", background: "#f1faee" };
const NOT_A_COLOUR = "Write the colour as # and six hex digits, e.g. #1d3557.";

interface Draft {
  name: string;
  colours: Record<ColourKey, string>;
  fontPair: FontPairId;
  defaultTone: string;
  logo: LogoDraft;
}

function draftOf(kit?: BrandKitChoice): Draft {
  return {
    name: kit?.name ?? "",
    colours: kit ? { ...kit.colours } : { ...NEW_KIT_COLOURS },
    fontPair: kit && kit.fontPair in FONT_PAIRS ? (kit.fontPair as FontPairId) : "montserrat-inter",
    defaultTone: kit?.defaultTone ?? "",
    logo: kit?.hasLogo ? { kind: "keep", url: kitLogoUrl(kit) } : { kind: "none" },
  };
}

/** The body for the BFF, or the fields' problems when the draft cannot be sent yet. */
function requestOf(draft: Draft): { body: BrandKitRequest } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = "Name the brand kit.";
  const colours = {} as Record<ColourKey, string>;
  for (const { key } of COLOURS) {
    const colour = normalHex(draft.colours[key]);
    if (colour) colours[key] = colour;
    else problems[`colours.${key}`] = NOT_A_COLOUR;
  }
  if (Object.keys(problems).length > 0) return { problems };
  const logo = draft.logo.kind === "keep" ? "keep" : draft.logo.kind === "none" ? null : { mediaType: draft.logo.mediaType, data: draft.logo.data };
  return { body: { name: draft.name.trim(), colours, fontPair: draft.fontPair, defaultTone: draft.defaultTone.trim(), logo } };
}

/** Create or edit a brand kit, with a live mini ad of it beside the fields. */
export function BrandKitForm({ kit, onDone }: { kit?: BrandKitChoice; onDone: (kit?: BrandKitChoice) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(kit));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveBrandKit();
  const serviceFields = save.error instanceof StudioRequestError ? save.error.fields : {};
  const fieldError = (key: string) => problems[key] ?? serviceFields[key] ?? Object.entries(serviceFields).find(([k]) => k.startsWith(`${key}.`))?.[1];
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const hint = contrastHint(normalHex(draft.colours.text) ?? "", normalHex(draft.colours.background) ?? "");
  const headingId = kit ? `edit-kit-${kit.id}` : "new-kit-heading";

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = requestOf(draft);
    if ("problems" in request) {
      setProblems(request.problems);
      return;
    }
    setProblems({});
    save.mutate({ id: kit?.id, body: request.body }, { onSuccess: (saved) => onDone(saved) });
  }

  const unplaced = save.isError && !["name", "logo", "defaultTone", "fontPair", "colours"].some((key) => fieldError(key));
  return (
    <Card className="p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {kit ? `Edit “${kit.name}”` : "New brand kit"}
      </h2>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Field id="kit-name" label="Name" error={fieldError("name")} hint="How the kit is listed, e.g. the brand or a campaign.">
            <Input {...describedBy("kit-name", fieldError("name"), true)} value={draft.name} maxLength={80} onChange={(e) => set({ name: e.target.value })} />
          </Field>
          <LogoField
            value={draft.logo}
            error={fieldError("logo")}
            onChange={(logo) => {
              // The service's word on the last file no longer applies to this one.
              save.reset();
              set({ logo });
            }}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Colours</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {COLOURS.map(({ key, label, hint: colourHint }) => (
                <ColourField
                  key={key}
                  id={`kit-colour-${key}`}
                  label={label}
                  hint={colourHint}
                  value={draft.colours[key]}
                  error={fieldError(`colours.${key}`)}
                  onChange={(value) => set({ colours: { ...draft.colours, [key]: value } })}
                />
              ))}
            </div>
            <p
              role="status"
              data-testid="contrast-hint"
              data-readable={hint ? String(hint.readable) : undefined}
              className={hint && !hint.readable ? "rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" : "text-sm text-slate-700 dark:text-slate-300"}
            >
              {hint ? (
                <>
                  <Icon name={hint.readable ? "fa-solid fa-circle-check" : "fa-solid fa-triangle-exclamation"} className="mr-1.5" />
                  {hint.message}
                </>
              ) : (
                "The contrast shows once the text and background colours are both colours."
              )}
            </p>
          </fieldset>
          <Field id="kit-fonts" label="Fonts (heading / text)" error={fieldError("fontPair")} hint="The typefaces the service ships; an ad is drawn with exactly these.">
            <Select {...describedBy("kit-fonts", fieldError("fontPair"), true)} value={draft.fontPair} onChange={(e) => set({ fontPair: e.target.value as FontPairId })}>
              {FONT_PAIR_IDS.map((id) => (
                <option key={id} value={id}>
                  {FONT_PAIRS[id].label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="kit-tone" label="Default tone" optional error={fieldError("defaultTone")} hint="Ad texts for this brand are written in this tone unless you pick another.">
            <Input {...describedBy("kit-tone", fieldError("defaultTone"), true)} value={draft.defaultTone} maxLength={200} placeholder="e.g. Warm and plain-spoken" onChange={(e) => set({ defaultTone: e.target.value })} />
          </Field>
          {unplaced && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errorMessage(save.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onDone()}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {kit ? "Save changes" : "Create brand kit"}
            </Button>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-20 lg:self-start">
          <p className="text-sm font-semibold" id={`${headingId}-preview`}>
            Preview
          </p>
          <div role="group" aria-labelledby={`${headingId}-preview`}>
            <BrandKitPreview name={draft.name} colours={draft.colours} fontPair={draft.fontPair} logoUrl={logoUrlOf(draft.logo)} />
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">A sketch: the service fits each ad&apos;s texts, logo and photo to every size.</p>
        </div>
      </form>
    </Card>
  );
}
