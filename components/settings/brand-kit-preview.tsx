// The shipped fonts (the renderer's, lib/ai/finished-ads/font-catalogue.ts), Latin, in the weights
// the pairs use: the preview sets its texts in the faces an ad will have. The browser loads a face
// only when a preview uses it.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-700.css";
import "@fontsource/montserrat/latin-700.css";
import "@fontsource/playfair-display/latin-700.css";
import "@fontsource/lora/latin-400.css";
import "@fontsource/oswald/latin-600.css";
import "@fontsource/roboto-slab/latin-700.css";
import { FONT_FAMILIES, FONT_PAIRS, INK, WHITE, legibleOn, type FontPairId } from "@/lib/ai/finished-ads/catalog";
import { isHexColour } from "@/lib/studio/brand-kit-form";
import { cn } from "@/components/ui/cn";

export interface PreviewColours {
  primary: string;
  secondary: string;
  text: string;
  background: string;
}

/** A CSS font stack for one face of a pair: the shipped family first, then a generic of its kind. */
function faceStyle(face: { family: keyof typeof FONT_FAMILIES; weight: number }): React.CSSProperties {
  const serif = face.family === "playfair-display" || face.family === "lora" || face.family === "roboto-slab";
  return { fontFamily: `"${FONT_FAMILIES[face.family].label}", ${serif ? "serif" : "sans-serif"}`, fontWeight: face.weight };
}

/** A colour still being typed shows as the last good one would: grey until it is a colour. */
const safe = (colour: string, fallback: string) => (isHexColour(colour) ? colour.toLowerCase() : fallback);

/**
 * A mini ad in the kit's colours, fonts and logo. Texts take the colour the renderer would give
 * them: the kit's text colour where it reads at 4.5:1 on the background, else white or ink.
 */
export function BrandKitPreview({
  name,
  colours,
  fontPair,
  logoUrl,
  compact,
  className,
}: {
  name: string;
  colours: PreviewColours;
  fontPair: FontPairId;
  logoUrl?: string | null;
  compact?: boolean;
  className?: string;
}) {
  const pair = FONT_PAIRS[fontPair] ?? FONT_PAIRS["inter-inter"];
  const background = safe(colours.background, "#f1f5f9");
  const primary = safe(colours.primary, "#64748b");
  const secondary = safe(colours.secondary, "#64748b");
  const text = legibleOn(background, [safe(colours.text, INK), WHITE, INK]);
  const buttonText = legibleOn(primary, [WHITE, background, text, INK]);
  return (
    <div
      data-testid="brand-kit-preview"
      className={cn("flex flex-col overflow-hidden rounded-lg border border-slate-300 shadow-sm dark:border-slate-700", compact ? "gap-2 p-3" : "gap-3 p-5", className)}
      style={{ backgroundColor: background, color: text }}
    >
      <div className="flex min-h-8 items-center gap-2">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL or the BFF's logo route
          <img src={logoUrl} alt={`${name || "Brand"} logo`} className={cn("w-auto max-w-[60%] object-contain", compact ? "h-6" : "h-8")} />
        ) : (
          <span className="text-xs" style={faceStyle(pair.body)}>
            {name || "Your brand"}
          </span>
        )}
      </div>
      <span aria-hidden="true" className="h-1 w-10 rounded-full" style={{ backgroundColor: secondary }} />
      <p className={cn("leading-tight break-words", compact ? "text-base" : "text-xl")} style={faceStyle(pair.heading)}>
        Made for the way you work
      </p>
      {!compact && (
        <p className="text-sm leading-snug" style={faceStyle(pair.body)}>
          A sample line in the body font, to see how your ad texts read.
        </p>
      )}
      <span
        className={cn("self-start rounded-md font-semibold", compact ? "px-2.5 py-1 text-xs" : "px-3.5 py-1.5 text-sm")}
        style={{ ...faceStyle(pair.body), fontWeight: 600, backgroundColor: primary, color: buttonText }}
      >
        Shop now
      </span>
    </div>
  );
}
