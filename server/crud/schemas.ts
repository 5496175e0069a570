import { z } from "zod";

export const errorBodySchema = z.object({
  code: z.number(),
  message: z.string(),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional(),
  /** What a refusal is about, where a route sends it (an assignment's findings on 409). */
  data: z.unknown().optional(),
});

/** Responses every protected route may give besides its success. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
} as const;

export const idParamsSchema = z.object({ id: z.string().max(100) });

export const messageSchema = z.object({
  code: z.number(),
  message: z.string(),
});
