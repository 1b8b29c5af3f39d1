import { formatAdRefs } from "./ad-refs";
import { AD_SIZES } from "./ad-sizes";

/** What of a process record (the studio's photoshoot list) this needs. */
interface Photoshoot {
  imageProductGeneratorProcessId: string;
  tasks: Array<{
    taskId: string;
    width: number;
    height: number;
    variants?: Array<{ width: number; height: number }>;
    ad?: { sourceTaskId: string | null } | undefined;
  }>;
}

/**
 * The workspace's history holds two kinds of processes: photoshoots, and the finished ads made
 * from them (AdCreativesByKind, AdCreativesByTasks: every task carries `ad`). A set of ads opens
 * again on its Make ads page, with the ads and their sizes in the URL as that page writes them.
 */
export const isAdSet = (record: Photoshoot) => record.tasks.length > 0 && record.tasks.every((task) => task.ad);

/** The renderKind bits of the sizes a set's ads were made in (their primary canvas and variants). */
function renderKindOf(record: Photoshoot): number {
  let kind = 0;
  for (const task of record.tasks) {
    for (const size of [{ width: task.width, height: task.height }, ...(task.variants ?? [])]) {
      kind |= AD_SIZES.find((s) => s.width === size.width && s.height === size.height)?.bit ?? 0;
    }
  }
  return kind || 1023;
}

/**
 * Where a set of ads opens: the Make ads page of the photoshoot its first ad stands on (found among
 * `photoshootOfTask`, the listed photoshoots' tasks), or of the set itself for ads on an uploaded
 * photo or a photoshoot no longer listed.
 */
export function adSetHref(record: Photoshoot, photoshootOfTask: ReadonlyMap<string, string>): string {
  const source = record.tasks.map((task) => task.ad?.sourceTaskId).find((id): id is string => !!id);
  const shoot = (source && photoshootOfTask.get(source)) || record.imageProductGeneratorProcessId;
  const ads = formatAdRefs(record.tasks.slice(0, 6).map((task) => ({ processId: record.imageProductGeneratorProcessId, taskId: task.taskId })));
  return `/photoshoot/${shoot}/ads?ads=${ads}&k=${renderKindOf(record)}`;
}
