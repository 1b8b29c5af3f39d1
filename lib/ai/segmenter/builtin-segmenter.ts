import "server-only";
import type { DecodedImage, StagedDecode } from "@/lib/images/types";
import { alphaIsCutout, segmentFromAlpha } from "./alpha-hint";
import { explainUnclearBorder } from "./border-sides";
import { borderBand, distanceMap, fitBackground, surfacePlanes, unexplainedBorder, type BackgroundModel } from "./background-model";
import { finishSegmentation } from "./finish";
import { LIMITS, refusals } from "./refusals";
import { fillHoles, keepMainComponents, touchedSides } from "./regions";
import { analyseStructure, enclosedProduct, type EnclosedStats, type Structure } from "./structure";
import type { ClosedOff } from "./closed-off";
import { certaintyOf, type CertaintyInputs } from "./certainty";
import type { Checks, HelperTask, HelperTasks } from "./helper-tasks";
import { HelperThread, runInline } from "./helper-thread";
import { mirrorRescue } from "./mirror-rescue";
import { otsuThreshold } from "./threshold";
import { CERTAIN, type Certainty, type Segmenter, type SegmentationResult } from "./types";
import { makeWorkingImage, workingImageFromPreview, WORKING_LONG_SIDE, type WorkingImage } from "./working-image";

/** What the built-in segmenter measured, for benchmarks and tuning. */
export interface BuiltinDiagnostics {
  background: BackgroundModel;
  low: number;
  high: number;
  /** Share of the border that is neither backdrop nor product. */
  unexplained: number;
  /** Share of the cut's boundary that runs along evidence (see structure.ts); 0 when not reached. */
  confidence?: number;
  /** Sharp edges left outside the cut, per pixel of its boundary (see stray-edges.ts); 0 when not reached. */
  stray?: number;
  /** Regions outside the cut that sharp outlines close off (closed-off.ts), when the cut got that far. */
  closedOff?: ClosedOff;
  /** The largest sharp outline standing apart from the cut, per pixel of its boundary (stray-edges.ts). */
  outlineApart?: number;
  /** What the calibrated confidence was made of (certainty.ts), when the cut got that far. */
  certainty?: CertaintyInputs & Certainty;
  /** A refused cut completed by mirror symmetry (mirror-rescue.ts), when that was tried. */
  mirror?: { axisAgreement: number; onRidges: number; growth: number; mirrored: number; stray?: number; rescued: boolean };
}

/** The refusals a cut completed by mirror symmetry may answer instead (mirror-rescue.ts): a part missed, an unsure outline. */
const RESCUABLE = new Set([refusals.partlyMissed().message, refusals.lowConfidence().message]);

/** Border statistics beyond which the backdrop is a scene, not a backdrop (checked before any work). */
const BUSY_NOISE = 7;
const BUSY_OUTLIERS = 0.5;
/** A border that no smooth surface fits (75th percentile of its distance from the fit). */
const POOR_FIT_SPREAD = 4;
/** After segmenting: border pixels this far from the surface and not product are clutter… */
const CLUTTER_DISTANCE = 8;
/** …and more than this share of them means a busy scene (clean photos measure under 1%). */
const BUSY_UNEXPLAINED = 0.04;
/**
 * Distance thresholds (Lab units, see colour-distance.ts): studio shadows stay under ~14 and
 * backdrop noise under ~3, so a pixel past HIGH_CAP is product whatever Otsu says, and LOW_CAP
 * keeps the sure-backdrop side from swallowing pale product parts.
 */
const HIGH_CAP = 20;
const LOW_CAP = 8;
/** Below this share of the cut's boundary on evidence, refuse (clean cuts on the real-imagery set measure ≥ 0.46). */
const MIN_CONFIDENCE = 0.35;
/** The calibrated cutoutConfidence (certainty.ts) below which a cut is refused: on the tuning photos the cuts under it were wrong as often as not. */
const MIN_CERTAINTY = 0.25;
/**
 * Sharp edges outside the cut (farther than STRAY_MARGIN working pixels from it), per boundary pixel,
 * beyond which part of the product was left out (stray-edges.ts: right cuts ≤ 0.17, wrong ones ≥ 0.27).
 */
const MAX_STRAY_EDGES = 0.22;
const STRAY_MARGIN = 3;
/**
 * One sharp outline standing apart from the cut, per pixel of the cut's boundary, beyond which it is
 * a second product (stray-edges.ts): tuning photos with one product measure at most 0.07, a toy
 * drum beside a cymbal 0.15 and a small toilet beside a toolbox 0.18.
 */
const OUTLINE_APART = 0.11;
/** An enclosed region this close to the backdrop surface (plain Lab distance) shows the backdrop. */
const HOLE_TOLERANCE = 3;
/** Other blobs are kept as part of the product when at least this share of the largest. */
const SET_RATIO = 0.15;

/**
 * The embedded segmenter for photos that follow the photo guidance (engines.md, "Segmenter"):
 * 1. a PNG that already has a transparent background is taken at its word (alpha-hint.ts);
 * 2. at long side 1024: a robust quadratic backdrop surface in Lab from a border band; a busy or
 *    cropped border is refused here, before any further work;
 * 3. a shadow-tolerant colour distance to that surface; Otsu (capped) gives sure-backdrop and
 *    sure-product thresholds, and a GrabCut-style iteration settles the pixels in between;
 * 4. structure (structure.ts): sharp edges close the outline of pale products that colour cannot
 *    see, the backdrop is flooded from the frame's edge through smooth and shadow-like pixels, and
 *    what it cannot reach is product; shadow-like pixels are never product on colour alone; a face
 *    the flood entered through a wider gap is given back when the outline bounds it nearly all
 *    round (wide-gaps.ts: a white toilet's tank on white paper);
 * 5. the main component(s) are kept, holes filled unless they show the backdrop, and the border
 *    checked again (clutter the product does not explain → busy; empty, whole frame, cropped), and
 *    a cut whose boundary mostly runs where no edge or colour difference is seen is refused, and so
 *    is one that leaves sharp outlines outside it (part of the product missed: stray-edges.ts); a
 *    product cut by the frame or several products are refused (scene-checks.ts); the cut's
 *    calibrated confidence and its reason come from certainty.ts, and below MIN_CERTAINTY it is
 *    refused rather than charged as a success; a cut refused as partly missed or unsure gets a second
 *    try by mirror symmetry (mirror-rescue.ts: a clear bulb whose glass sides the flood took), kept
 *    only when the photo's own outline holds it up, with a capped confidence;
 * 6. the edge band is recomputed at full size into a feathered, decontaminated alpha (edge-lift.ts).
 */
export class BuiltinSegmenter implements Segmenter {
  readonly name = "builtin";
  readonly previewLongSide = WORKING_LONG_SIDE;
  /** Rebuilt as it is on another thread, unless diagnostics are wanted here. */
  readonly portable;

  /** The second thread (helper-thread.ts), when asked for; without one its tasks run here. */
  private readonly helper: HelperThread | undefined;

  constructor(
    private readonly onDiagnostics?: (d: BuiltinDiagnostics) => void,
    { helperThread = false }: { helperThread?: boolean } = {},
  ) {
    this.portable = onDiagnostics ? undefined : ({ kind: "builtin" } as const);
    this.helper = helperThread ? sharedHelper() : undefined;
  }

  async segment(image: DecodedImage): Promise<SegmentationResult> {
    return this.segmentStaged({ ...image, full: Promise.resolve(image) });
  }

  async segmentStaged(upload: StagedDecode): Promise<SegmentationResult> {
    if (upload.width < LIMITS.minSide || upload.height < LIMITS.minSide) throw refusals.tooSmall(upload.width, upload.height);
    const preview = workingImageFromPreview(upload);
    try {
      // With a preview, everything up to the edge lift runs while libvips is still decoding the full size.
      if (preview) return await this.decideAndFinish(preview, upload.full);
      const image = await upload.full;
      if (alphaIsCutout(image)) return segmentFromAlpha(image);
      const work = await makeWorkingImage(image);
      return await this.decideAndFinish(work, Promise.resolve(image));
    } catch (error) {
      await upload.full.catch(() => undefined); // a refusal answers once the decode's memory is free again
      throw error;
    }
  }

  /**
   * The working-size decision, lifted to full size. The honesty checks on the cut (helper-tasks.ts)
   * run on the helper thread while the lift runs here; the lift's own refusals (finish.ts) count
   * only once the checks have passed, as when one followed the other.
   */
  private async decideAndFinish(work: WorkingImage, full: Promise<DecodedImage>): Promise<SegmentationResult> {
    const report = new PhotoReport(this.onDiagnostics);
    const cut = await this.cut(work, report);
    const checks = this.run("checks", {
      labels: cut.labels,
      distance: cut.distance,
      structure: { edge: cut.structure.edge, barrier: cut.structure.barrier, closed: cut.structure.closed, shadowLike: cut.structure.shadowLike },
      w: work.width,
      h: work.height,
      high: cut.high,
      strayMargin: STRAY_MARGIN,
      apartReach: Math.max(8, Math.round(0.02 * Math.max(work.width, work.height))),
      minHole: cut.minHole,
    });
    const lifted = full.then((image) => finishSegmentation(image, work, cut.labels, CERTAIN));
    lifted.catch(() => undefined); // awaited below unless the checks refuse first
    let certainty: Certainty;
    try {
      certainty = this.judge(work, cut, await checks, report);
    } catch (refusal) {
      const rescued = this.secondTry(work, cut, refusal, report);
      const image = await full;
      return { ...(await finishSegmentation(image, work, rescued.labels, CERTAIN)), confidence: rescued.certainty.confidence, confidenceReason: rescued.certainty.reason };
    }
    return { ...(await lifted), confidence: certainty.confidence, confidenceReason: certainty.reason };
  }

  /**
   * A cut refused as partly missed or unsure gets a second try by mirror symmetry (mirror-rescue.ts:
   * a clear bulb whose glass sides the flood took); any other refusal, or a try that fails, stands.
   */
  private secondTry(work: WorkingImage, cut: Cut, refusal: unknown, report: PhotoReport): { labels: Uint8Array; certainty: Certainty } {
    if (!(refusal instanceof Error) || !RESCUABLE.has(refusal.message)) throw refusal;
    const tried: { mirror?: NonNullable<BuiltinDiagnostics["mirror"]> } = {};
    const rescued = mirrorRescue(cut.labels, cut.structure, work.width, work.height, (m) => (tried.mirror = { axisAgreement: m.axisAgreement, onRidges: m.onRidges, growth: m.growth, mirrored: m.mirrored, stray: m.stray, rescued: false }));
    if (report.last && tried.mirror) report.send({ ...report.last, mirror: { ...tried.mirror, rescued: !!rescued } });
    if (!rescued) throw refusal;
    return rescued;
  }

  private run<K extends HelperTask>(task: K, input: Parameters<HelperTasks[K]>[0]) {
    return this.helper ? this.helper.run(task, input) : runInline(task, input);
  }

  /** The working-size cut (0/1 per working pixel) and what the checks need, or a refusal. */
  private async cut(work: WorkingImage, report: PhotoReport): Promise<Cut> {
    const { width: w, height: h } = work;
    const background = fitBackground(work);
    if (background.noise > BUSY_NOISE || background.outliers > BUSY_OUTLIERS) {
      report.send({ background, low: 0, high: 0, unexplained: background.outliers });
      throw explainUnclearBorder(work) === "cropped" ? refusals.cropped() : refusals.busyBackground();
    }
    // The backdrop's surface is evaluated once: colour distance and the structure analysis both use it.
    const surface = surfacePlanes(w, h, background);
    const distance = distanceMap(work, surface);
    // Otsu splits backdrop from product, but a product's strongest colours (a dark label) can pull it
    // far up; past HIGH_CAP nothing is backdrop noise or shadow any more, so the cap holds.
    const otsu = otsuThreshold(distance, 100);
    const low = Math.max(3 + 2 * background.noise, Math.min(0.3 * otsu, LOW_CAP));
    const high = Math.max(low + 4, Math.min(otsu, HIGH_CAP));

    // The colour labels are worked out on the helper thread meanwhile (neither needs the other).
    const refining = this.run("refine", { lab: work.lab, distance, w, h, options: { low, high } });
    const structure = analyseStructure(work.lab, w, h, surface, background.noise, borderBand(w, h));
    const gaps: EnclosedStats = { acrossGaps: 0 };
    const enclosed = enclosedProduct(
      distance,
      structure,
      w,
      h,
      {
        high,
        holeTolerance: Math.max(HOLE_TOLERANCE, 3 * background.noise),
        minHole: Math.max(16, 0.0005 * w * h),
      },
      gaps,
    );
    const refined = await refining;
    let labels = keepMainComponents(combine(enclosed, refined, structure.shadowLike), w, h, SET_RATIO);
    // A hole that matches the backdrop as closely as the border does is backdrop (a mug's handle), and
    // so is one seen through a thin dark part, in its shadow (a strap's loop: see-through.ts).
    const backdropLike = Math.max(2 * background.noise, 0.5 * low);
    const minHole = Math.max(16, 0.0005 * w * h);
    const seenThrough = gaps.seenThrough;
    labels = fillHoles(labels, w, h, (pixels) => pixels.length >= minHole && (median(distance, pixels) <= backdropLike || (!!seenThrough && mostlySet(seenThrough, pixels))));
    return { background, low, high, distance, structure, gaps, labels, minHole };
  }

  /** The checks' verdict on the cut: a refusal, or its calibrated confidence (certainty.ts). */
  private judge(work: WorkingImage, { background, low, high, distance, gaps, labels }: Cut, checks: Checks, report: PhotoReport): Certainty {
    const { width: w, height: h } = work;
    const unexplained = unexplainedBorder(distance, labels, w, h, Math.max(CLUTTER_DISTANCE, 3 * background.spread));
    const { support, stray, sealed } = checks;
    const confidence = support.overall;
    const outlineApart = { largestApart: checks.outlineApart };
    report.send({ background, low, high, unexplained, confidence, stray, closedOff: sealed, outlineApart: outlineApart.largestApart });
    if (unexplained > BUSY_UNEXPLAINED) throw refusals.busyBackground();
    if (checks.cropped) throw refusals.cropped();
    const pieces = checks.pieces;
    if (pieces) throw pieces === "several" ? refusals.several() : refusals.partlyMissed();
    // A cut that mostly runs where neither an edge nor a clear colour difference is seen is a guess.
    if (confidence < MIN_CONFIDENCE) throw refusals.lowConfidence();
    // An outline left outside the cut means part of the product is missing from it.
    if (stray > MAX_STRAY_EDGES) throw refusals.partlyMissed();
    // A whole outline standing apart from the cut (and not a product's missed part, above) is a
    // second product, however small beside the first.
    if (outlineApart.largestApart > OUTLINE_APART) throw refusals.several();
    if (background.spread > POOR_FIT_SPREAD) {
      // No single backdrop around the photo: either the product fills it edge to edge, or a scene does.
      const sides = touchedSides(labels, w, h, LIMITS.touchFraction);
      throw sides >= 2 ? refusals.cropped() : refusals.busyBackground();
    }
    let area = 0;
    for (let p = 0; p < labels.length; p++) area += labels[p]!;
    const inputs = { support, stray, acrossGaps: gaps.acrossGaps / Math.max(1, area), closedOffBeside: sealed.beside, shape: checks.shape };
    const certainty = certaintyOf(inputs);
    report.send({ background, low, high, unexplained, confidence, stray, closedOff: sealed, outlineApart: outlineApart.largestApart, certainty: { ...inputs, ...certainty } });
    // Below this the cut is more likely wrong than right (docs/benchmarks.md): say so instead of charging for it.
    if (certainty.confidence < MIN_CERTAINTY) throw refusals.lowConfidence();
    return certainty;
  }
}

/** The working-size cut and what the checks on it read. */
interface Cut {
  background: BackgroundModel;
  low: number;
  high: number;
  distance: Float32Array;
  structure: Structure;
  gaps: EnclosedStats;
  labels: Uint8Array;
  minHole: number;
}

/**
 * One photo's diagnostics on their way to the listener, the last one kept: a photo's are reported
 * before a refusal its second try may answer, and the mirror try adds its figures to them. Per
 * photo, not per segmenter: with the helper thread, two photos on one segmenter interleave.
 */
class PhotoReport {
  last?: BuiltinDiagnostics;
  constructor(private readonly listener?: (d: BuiltinDiagnostics) => void) {}
  send(d: BuiltinDiagnostics): void {
    this.last = d;
    this.listener?.(d);
  }
}

const holder = globalThis as typeof globalThis & { __adcraftSegmenterHelper?: HelperThread };
/** One helper thread per thread that segments. */
const sharedHelper = () => (holder.__adcraftSegmenterHelper ??= new HelperThread());

/** Product: enclosed by the outline, or product by colour without looking like a shadow. (A function of its own so that V8 optimizes the loop; see structure.ts.) */
function combine(enclosed: Uint8Array, refined: Uint8Array, shadowLike: Uint8Array): Uint8Array {
  const out = new Uint8Array(enclosed.length);
  for (let p = 0; p < out.length; p++) out[p] = enclosed[p] || (refined[p] && !shadowLike[p]) ? 1 : 0;
  return out;
}

function mostlySet(mask: Uint8Array, at: Int32Array): boolean {
  let set = 0;
  for (let i = 0; i < at.length; i++) set += mask[at[i]!]!;
  return 2 * set > at.length;
}

function median(values: Float32Array, at: Int32Array): number {
  const picked = new Float32Array(at.length);
  for (let i = 0; i < at.length; i++) picked[i] = values[at[i]!]!;
  picked.sort();
  return picked[picked.length >> 1] ?? 0;
}
