/**
 * The Make ads page's ads in its URL (`?ads=process.task,…`): a module without zod, because the
 * page's first load carries it (the studio's 200 KB budget).
 */
export interface AdRef {
  processId: string;
  taskId: string;
}

const MAX_ADS = 6;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the ads from the URL, dropping what is not a process.task pair of ids; six at most. */
export function parseAdRefs(value: string | null | undefined): AdRef[] {
  if (!value) return [];
  return value
    .split(",")
    .map((pair) => pair.split("."))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts.every((id) => GUID.test(id)))
    .map(([processId, taskId]) => ({ processId: processId.toLowerCase(), taskId: taskId.toLowerCase() }))
    .slice(0, MAX_ADS);
}

export const formatAdRefs = (refs: AdRef[]) => refs.map((r) => `${r.processId}.${r.taskId}`).join(",");
