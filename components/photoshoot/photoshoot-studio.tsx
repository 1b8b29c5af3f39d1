"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { usePresets } from "@/lib/hooks/use-presets";
import { useQueryClient } from "@tanstack/react-query";
import { photoshootKeys, uploadProductPhoto, useChannelStatus, useGeneratePhotoshoot, usePhotoshootCredits, type Recommendations } from "@/lib/hooks/use-photoshoot";
import { photoshootCreditNotice } from "@/lib/studio/photoshoot-credits";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Textarea, CharCount, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { ChannelNotice } from "./channel-notice";
import { ErrorText } from "@/components/credits/error-text";
import { CreditWarning } from "./credit-warning";
import { OptionsPanel, type ShootOptions } from "./options-panel";
import { PhotoDrop, checkPhoto, explainRefusal, type PhotoProblem } from "./photo-drop";
import { ProductCompare } from "./product-compare";
import { CutoutCheckStep } from "./cutout-check-step";
import { loadSetup, photoPreview, saveSetup } from "./saved-setup";
import { SlotsEditor, type Slot } from "./slots-editor";
import { useRefineBrush } from "./use-refine-brush";

function Step({ number, title, children, id }: { number: number; title: string; children: React.ReactNode; id?: string }) {
  return (
    <section aria-labelledby={`step-${number}`} id={id} className="flex flex-col gap-4">
      <h2 id={`step-${number}`} className="flex items-center gap-3 text-lg font-semibold">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Upload → check the cutout and product → choose scenes and options → generate. The setup is kept
 * in the tab (saved-setup.ts), so Back from the results or a reload finds it as it was.
 */
export function PhotoshootStudio({ initialPresets, userId }: { initialPresets: string[]; userId: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const credits = usePhotoshootCredits();
  const presets = usePresets();
  const channel = useChannelStatus();
  const generate = useGeneratePhotoshoot();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [original, setOriginal] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<Recommendations | null>(null);
  const [productName, setProductName] = useState("");
  const [productDescription, setProductDescription] = useState("");
  const [slots, setSlots] = useState<Slot[]>(initialPresets.map((preset) => ({ tag: "preset", preset })));
  const [options, setOptions] = useState<ShootOptions>({ safeMargin: true, styleReference: true, renderKind: 0 });
  // The small copy of the photo that is saved with the setup, and the touched-up cutout a restored setup was on.
  const [preview, setPreview] = useState<string | null>(null);
  const [restoredCutout, setRestoredCutout] = useState<string | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const compose = useRef<HTMLDivElement>(null);
  // The brush's history belongs to the upload: a new photo starts a new one.
  const brush = useRefineBrush(result?.backgroundRemovedImageAssetId ?? "", restoredCutout);
  const from = initialPresets.join(",");

  useEffect(() => () => void (original?.startsWith("blob:") && URL.revokeObjectURL(original)), [original]);

  // Back or a reload: the setup this tab saved, unless the gallery sent a new pick of presets.
  // After the first render, as sessionStorage is the browser's: the server's render had none.
  useEffect(() => {
    const saved = loadSetup(userId);
    if (saved && saved.from === from) {
      /* eslint-disable react-hooks/set-state-in-effect -- restoring the browser's saved state once, after hydration */
      setResult(saved.recommendations);
      setRestoredCutout(saved.cutoutAssetId);
      setOriginal(saved.photoPreview);
      setPreview(saved.photoPreview);
      setFileName(saved.fileName);
      setProductName(saved.productName);
      setProductDescription(saved.productDescription);
      setSlots(saved.slots);
      setOptions(saved.options);
    }
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [userId, from]);

  const cutoutAssetId = brush.current;
  useEffect(() => {
    if (!restored || !result || !fileName) return;
    saveSetup(userId, { version: 1, from, recommendations: result, cutoutAssetId, fileName, photoPreview: preview, productName, productDescription, slots, options });
  }, [restored, userId, from, result, cutoutAssetId, fileName, preview, productName, productDescription, slots, options]);

  async function onFile(file: File) {
    const local = checkPhoto(file);
    setProblem(local);
    if (local) return;
    setResult(null);
    setRestoredCutout(undefined);
    setBusy("Uploading");
    setProgress(0);
    try {
      const recommendations = await uploadProductPhoto(file, (fraction) => {
        setProgress(fraction);
        if (fraction >= 1) {
          setBusy("Cutting out the product…");
          setProgress(null);
        }
      });
      setOriginal(URL.createObjectURL(file));
      setPreview(await photoPreview(file));
      setFileName(file.name);
      setResult(recommendations);
      setProductName(recommendations.productInfo.productName ?? "");
      setProductDescription(recommendations.productInfo.productDescription ?? "");
      requestAnimationFrame(() => compose.current?.focus());
    } catch (error) {
      setProblem(error instanceof StudioRequestError ? explainRefusal(error.status, error.message) : explainRefusal(0, errorMessage(error)));
    } finally {
      setBusy(null);
      setProgress(null);
      // The upload spent a credit (or was refused for want of one).
      void client.invalidateQueries({ queryKey: photoshootKeys.credits });
    }
  }

  function onGenerate() {
    if (!result) return;
    generate.mutate(
      {
        // The touched-up cutout when the brush made one: the original asset stays as it was.
        productImageAssetId: brush.current,
        productName,
        productDescription,
        prompts: slots.map((s) => (s.tag === "preset" ? s : { tag: "custom", prompt: s.prompt, nativeLanguagePrompt: null })),
        renderKind: options.renderKind,
        disableSafeMargin: !options.safeMargin,
        useSameStyleReference: options.styleReference,
      },
      { onSuccess: (record) => router.push(`/photoshoot/${record.imageProductGeneratorProcessId}`) },
    );
  }

  const noChannel = channel.data ? !channel.data.active : false;
  const creditNotice = credits.data ? photoshootCreditNotice(credits.data, Boolean(result)) : null;
  const generateError = generate.error instanceof StudioRequestError && generate.error.fields.channel ? null : generate.error;

  return (
    <div className="flex flex-col gap-10">
      <ChannelNotice />
      {creditNotice && <CreditWarning notice={creditNotice} />}
      <Step number={1} title="Upload a product photo">
        <PhotoDrop onFile={(f) => void onFile(f)} progress={progress} busyLabel={busy} problem={problem} uploaded={result ? fileName : null} />
        {!result && slots.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="carried-scenes">
            <Icon name="fa-solid fa-images" /> From the gallery:{" "}
            <strong>{slots.map((s) => (s.tag === "preset" ? (presets.data?.presets.find((p) => p.id === s.preset)?.previewName ?? s.preset) : s.prompt)).join(", ")}</strong>. Upload a photo to
            continue.
          </p>
        )}
      </Step>

      {result && (
        <div ref={compose} tabIndex={-1} className="flex flex-col gap-10 focus:outline-none">
          <Step number={2} title="Check the product">
            <Card className="grid gap-6 p-5 lg:grid-cols-2">
              <CutoutCheckStep key={result.backgroundRemovedImageAssetId} recommendations={result} brush={brush} photoUrl={original}>
                <ProductCompare originalUrl={original} cutoutUrl={`/api/studio/photoshoots/assets/${brush.current}`} />
              </CutoutCheckStep>
              <div className="flex flex-col gap-4">
                <Field id="product-name" label="Product name" counter={<CharCount value={productName} max={1000} />} hint={result?.productInfo.productName ? "Suggested from the photo; correct it if it is wrong." : "Name your product: the photo alone does not say what it is."}>
                  <Input {...describedBy("product-name", undefined, true)} value={productName} onChange={(e) => setProductName(e.target.value)} />
                </Field>
                <Field id="product-description" label="Description" optional counter={<CharCount value={productDescription} max={5000} />}>
                  <Textarea id="product-description" value={productDescription} onChange={(e) => setProductDescription(e.target.value)} />
                </Field>
              </div>
            </Card>
          </Step>
          <Step number={3} title="Choose up to six scenes">
            <Card className="p-5">
              {presets.data ? (
                <SlotsEditor slots={slots} onChange={setSlots} presets={presets.data.presets} recommendedPresetIds={result.recommendedPresetIds} recommendedPrompts={result.recommendedPrompts} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{presets.isError ? errorMessage(presets.error) : "Loading presets…"}</p>
              )}
            </Card>
          </Step>
          <Step number={4} title="Options">
            <Card className="p-5">
              <OptionsPanel options={options} onChange={setOptions} />
            </Card>
          </Step>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={onGenerate} loading={generate.isPending} disabled={slots.length === 0 || noChannel || brush.busy}>
              <Icon name="fa-solid fa-wand-magic-sparkles" /> Generate 6 creatives
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="photoshoot-cost">
              {noChannel
                ? "Turn on notifications first (see above)."
                : brush.busy
                  ? "Wait for the brush to finish."
                  : slots.length === 0
                    ? "Choose at least one scene."
                    : creditNotice?.level === "out"
                      ? `${creditNotice.cost} See above for what to do.`
                      : `${creditNotice?.cost ?? "A photoshoot uses 6 credits, one for each of its six creatives."} Creatives appear one by one, in about a minute.`}
            </p>
          </div>
          {generateError && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              <ErrorText error={generateError} />
            </p>
          )}
          {generate.error instanceof StudioRequestError && generate.error.fields.channel && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {generate.error.message} {channel.data?.canFix ? "Turn on notifications above and try again." : "Ask an admin to turn on notifications."}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
