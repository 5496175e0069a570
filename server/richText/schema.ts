/**
 * The zod field of a rich-text body: an entity that declares one gets it sanitised while the request
 * is parsed, so only the allowed subset ever reaches the table. Server-only (sanitize-html); the form's
 * schema in domain/ keeps a plain string, and the server's entity swaps the field:
 * `bodySchema.extend({ body: richTextSchema(20_000) })`.
 */
import { z } from "zod";
import { MESSAGES } from "../../domain/schemas/common";
import { isRichTextEmpty } from "../../domain/richText";
import { sanitizeRichText } from "./sanitize";

/**
 * A rich text of at most `maxLength` characters as sent (the bound is checked before the parse, so a
 * huge body costs nothing), stored sanitised. `required` refuses an empty editor ("<p></p>") too.
 */
export function richTextSchema(
  maxLength: number,
  { required = false }: { required?: boolean } = {},
) {
  const text = z
    .string({ error: MESSAGES.required })
    .max(maxLength, MESSAGES.tooLong(maxLength))
    .transform(sanitizeRichText);
  return required
    ? text.refine((html) => !isRichTextEmpty(html), MESSAGES.required)
    : text;
}
