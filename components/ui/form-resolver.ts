import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver from a shared zod schema. A form's values are what its inputs hold
 * and its output what the schema makes of them; the resolvers package cannot infer both through
 * zod 4's preprocess and transform steps, so the one cast lives here.
 */
export function formResolver<Values extends FieldValues, Output = Values>(schema: z.ZodType): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
