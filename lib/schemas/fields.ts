import { z } from "zod";

/**
 * Field builders for the contract's wire rules (decisions.md, "Wire conventions"): limits count
 * Unicode code points, booleans accept true/false in any case, ints reject fractions. Multipart
 * and query values arrive as strings, so numbers and booleans are parsed from text here.
 */
export const codePoints = (value: string) => [...value].length;

export function text(max: number) {
  return z
    .string()
    .refine((v) => codePoints(v) <= max, { message: `must be at most ${max} characters` })
    .meta({ maxLength: max });
}

const guidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const isGuid = (value: string) => guidPattern.test(value);

/** A GUID in any letter case, normalized to lower case as the database stores it. */
export const guid = () =>
  z
    .string()
    .regex(guidPattern, { message: "must be a GUID" })
    .transform((v) => v.toLowerCase())
    .meta({ format: "uuid" });

const integerText = /^[+-]?\d+$/;

/** The contract's integers are C# Int32s, as are the database's integer columns and serial ids. */
export const INT32 = { min: -2147483648, max: 2147483647 } as const;
export const isInt32 = (n: number) => Number.isInteger(n) && n >= INT32.min && n <= INT32.max;

export function int() {
  const range = { message: `must be an integer from ${INT32.min} to ${INT32.max}` };
  return z.preprocess(
    (v) => (typeof v === "string" && integerText.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message: "must be an integer" }).int({ message: "must be an integer" }).min(INT32.min, range).max(INT32.max, range),
  );
}

export function bool() {
  return z.preprocess((v) => {
    if (typeof v !== "string") return v;
    const lower = v.trim().toLowerCase();
    return lower === "true" ? true : lower === "false" ? false : v;
  }, z.boolean({ message: "must be true or false" }));
}

export const timestamp = () => z.string().meta({ format: "date-time", example: "2026-11-21T13:05:07.123Z" });

/**
 * `limit` and `offset` of a list endpoint (ours, additive). Lists the contract promises whole
 * default to their maximum, so a client of the original contract sees every record up to it.
 */
export function pageFields({ max, defaultLimit, noun }: { max: number; defaultLimit: number; noun: string }) {
  return {
    limit: int()
      .pipe(z.number().min(1, { message: `must be from 1 to ${max}` }).max(max, { message: `must be from 1 to ${max}` }))
      .default(defaultLimit)
      .meta({ description: `Ours (additive): at most this many ${noun}, 1 to ${max}; default ${defaultLimit}.`, minimum: 1, maximum: max }),
    offset: int()
      .pipe(z.number().min(0, { message: "must be 0 or more" }))
      .default(0)
      .meta({ description: `Ours (additive): ${noun} to skip, newest first.`, minimum: 0 }),
  };
}
