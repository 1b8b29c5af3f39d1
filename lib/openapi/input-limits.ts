import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * A request field is often written as a wire parser piped into its rule: `int().pipe(z.number()
 * .min(1).max(90))`, `text(200).pipe(z.string().trim().min(1))`. The document shows a request's
 * input side, the parser, so the rule's range, non-empty rule and allowed values were missing from
 * it. This override (zod-openapi's `override` option) adds what the rule side demands to the
 * rendered input schema: the tighter bounds of the two, the rule's minimum length (with a non-space
 * pattern when the rule trims first), and a union of literals as an `enum`.
 */
export function addPipedLimits({ jsonSchema, zodSchema, io }: { jsonSchema: JsonSchema; zodSchema: z.core.$ZodType; io: "input" | "output" }) {
  const def = zodSchema._zod.def as { type: string; out?: z.core.$ZodType };
  if (io !== "input" || def.type !== "pipe" || !def.out) return;
  const rule = ruleSchema(def.out);
  if (!rule) return;
  tighten(jsonSchema, "minimum", rule.minimum, Math.max);
  tighten(jsonSchema, "maximum", rule.maximum, Math.min);
  tighten(jsonSchema, "minLength", rule.minLength, Math.max);
  tighten(jsonSchema, "maxLength", rule.maxLength, Math.min);
  if (typeof rule.minLength === "number" && rule.minLength > 0 && trims(def.out) && jsonSchema.pattern === undefined) jsonSchema.pattern = "\\S";
  const values = literalValues(rule);
  if (values && jsonSchema.enum === undefined) jsonSchema.enum = values;
}

/** The rule side as JSON Schema, or nothing when zod cannot render it (a transform, a refinement). */
function ruleSchema(out: z.core.$ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(out, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return undefined;
  }
}

function tighten(target: JsonSchema, key: string, value: unknown, pick: (a: number, b: number) => number) {
  if (typeof value !== "number") return;
  const current = target[key];
  target[key] = typeof current === "number" ? pick(current, value) : value;
}

/** Whether the rule trims before it counts: zod's trim is an `overwrite` check. */
function trims(out: z.core.$ZodType): boolean {
  const checks = (out._zod.def as { checks?: Array<{ _zod: { def: { check: string } } }> }).checks ?? [];
  return checks.some((check) => check._zod.def.check === "overwrite");
}

/** `z.union([z.literal(0), z.literal(1)])` renders as anyOf consts: the values, or nothing. */
function literalValues(rule: JsonSchema): unknown[] | undefined {
  const options = rule.anyOf as JsonSchema[] | undefined;
  if (!options?.length || !options.every((option) => "const" in option)) return undefined;
  return options.map((option) => option.const);
}
