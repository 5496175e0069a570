/**
 * The zod-free helpers of attribute definitions, for what the lists load (a list's filters): the
 * schema library belongs to the forms' chunks (issue 13), not to a list's first load.
 */
import type { AttributeRow } from "../../../domain/schemas/attribute";

/** The active values of a choice attribute, in order. */
export const activeChoices = (attribute: AttributeRow) =>
  attribute.choices.filter((c) => c.active);
