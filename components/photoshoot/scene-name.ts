import type { Preset } from "@/lib/hooks/use-presets";
import type { PhotoshootTask } from "@/lib/hooks/use-photoshoot";

/** What a person calls a task's scene: the preset's name, or their own prompt. */
export function sceneName(task: PhotoshootTask, presets: Preset[] | undefined): string {
  const prompt = task.promptObject;
  if (prompt.tag === "custom") return `“${prompt.prompt}”`;
  return presets?.find((p) => p.id === prompt.preset)?.previewName ?? prompt.preset.replace(/_/g, " ");
}
