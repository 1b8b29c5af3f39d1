/** The uploaded photo beside its cutout over a checkerboard, so the transparent parts show. */
export function ProductCompare({ originalUrl, cutoutUrl }: { originalUrl: string | null; cutoutUrl: string }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <figure className="flex flex-col gap-1">
        <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          {originalUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL
            <img src={originalUrl} alt="Your photo as uploaded" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="p-4 text-center text-sm text-slate-600 dark:text-slate-400">The original stays on your device.</span>
          )}
        </div>
        <figcaption className="text-sm text-slate-600 dark:text-slate-400">Your photo</figcaption>
      </figure>
      <figure className="flex flex-col gap-1">
        <div
          className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
          style={{ backgroundColor: "#fff", backgroundImage: "repeating-conic-gradient(#d4d4d8 0 25%, #fff 0 50%)", backgroundSize: "20px 20px" }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the cutout PNG from the BFF */}
          <img src={cutoutUrl} alt="The product cut out of its background" data-testid="cutout" className="max-h-[85%] max-w-[85%] object-contain" />
        </div>
        <figcaption className="text-sm text-slate-600 dark:text-slate-400">Cut out: the checkerboard is what gets replaced</figcaption>
      </figure>
    </div>
  );
}
