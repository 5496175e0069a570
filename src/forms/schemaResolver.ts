import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver from one of the shared domain schemas, typed for react-admin's <Form>,
 * whose `resolver` prop is declared over plain FieldValues. The cast only widens the declared value
 * type: the zod schema still validates (and transforms) exactly what the form holds.
 */
export function schemaResolver<
  Schema extends z.ZodType<FieldValues, FieldValues>,
>(schema: Schema): Resolver<FieldValues> {
  return zodResolver(schema) as unknown as Resolver<FieldValues>;
}
