import type { z } from "zod";

/** One field's first problem, as react-hook-form shows it: the issue's code and message. */
export interface FieldProblem {
  type: string;
  message: string;
}

/** The outcome of checking a form's values: what the schema made of them, or a problem per field path. */
export type FormCheck = { ok: true; values: unknown } | { ok: false; errors: Record<string, FieldProblem> };

/**
 * Zod's issues as react-hook-form field errors, keyed by dotted path, first issue per field
 * (what @hookform/resolvers' zodResolver did in the browser). A union that matched no member
 * reports the member that came closest, so a form that picks a branch (setup's `mode`) shows
 * that branch's messages.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, FieldProblem> {
  // A Map, not an object: a field path such as "constructor" must not meet inherited properties.
  const errors = new Map<string, FieldProblem>();
  const queue: Array<{ issue: z.core.$ZodIssue; prefix: PropertyKey[] }> = issues.map((issue) => ({ issue, prefix: [] }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { issue, prefix } = next;
    const path = [...prefix, ...issue.path];
    const key = path.map(String).join(".");
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      if (!errors.has(key)) errors.set(key, { type: closest[0]?.code ?? issue.code, message: closest[0]?.message ?? issue.message });
      for (const branch of issue.errors) for (const inner of branch) queue.push({ issue: inner, prefix: path });
      continue;
    }
    if (!errors.has(key)) errors.set(key, { type: issue.code, message: issue.message });
  }
  // A plain object: a server function's answer crosses to the browser as React serializes it.
  return Object.fromEntries(errors);
}
