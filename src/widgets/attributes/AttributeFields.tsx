import { Labeled, useRecordContext, useTranslate } from "react-admin";
import { Card, CardContent, Stack, Typography } from "@mui/material";
import { attributesModule as m } from "../../../domain/modules/attributes";
import type {
  AttributeEntityType,
  AttributeRow,
} from "../../../domain/schemas/attribute";
import { useAttributeDefinitions } from "./useAttributeDefinitions";

const k = (key: string) => m.key(`record.${key}`);

/** A stored value as people read it: a choice's label, Yes/No, the text or number, or a dash. */
export function attributeText(
  a: AttributeRow | undefined,
  value: unknown,
  translate: (key: string) => string,
): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return translate(k(value ? "yes" : "no"));
  if (a?.dataType === "choice")
    return a.choices.find((c) => c.value === value)?.label ?? String(value);
  return String(value);
}

/**
 * A show page's attributes (`label={false}` inside a SimpleShowLayout: each value has its own
 * label): the active ones in order, then values of retired attributes the record still holds,
 * marked as such. Nothing while the record has no attributes to show.
 */
export function AttributeFields({
  entityType,
  card = false,
}: {
  entityType: AttributeEntityType;
  /** On a page of cards (the trip's): in a card of its own. */
  card?: boolean;
  /** Read by SimpleShowLayout: the values carry their own labels. */
  label?: false;
}) {
  const translate = useTranslate();
  const record = useRecordContext<{ attributes?: Record<string, unknown> }>();
  const { definitions } = useAttributeDefinitions(entityType);
  const stored = record?.attributes ?? {};
  const known = new Set(definitions.map((a) => a.attributeId));
  const retired = Object.entries(stored).filter(
    ([id, value]) => !known.has(id) && value !== null && value !== "",
  );
  if (definitions.length === 0 && retired.length === 0) return null;
  const fields = (
    <Stack spacing={1} data-testid="attribute-fields">
      {definitions.map((a) => (
        <Labeled key={a.attributeId} label={a.name}>
          <Typography variant="body2">
            {attributeText(a, stored[a.attributeId], translate)}
          </Typography>
        </Labeled>
      ))}
      {retired.map(([id, value]) => (
        <Labeled key={id} label={k("retiredAttribute")}>
          <Typography variant="body2">
            {attributeText(undefined, value, translate)}{" "}
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
            >
              ({translate(k("retired"))})
            </Typography>
          </Typography>
        </Labeled>
      ))}
    </Stack>
  );
  return card ? (
    <Card>
      <CardContent>{fields}</CardContent>
    </Card>
  ) : (
    fields
  );
}
