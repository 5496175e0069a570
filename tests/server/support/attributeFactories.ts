/** Row factories and request bodies for attributes and their choice values (issue 28). */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { attributes, attributeValueChoices } from "../../../server/db/schema";

const unique = () => randomBytes(4).toString("hex");

export async function buildAttribute(
  db: Db,
  overrides: Partial<typeof attributes.$inferInsert> = {},
) {
  const [a] = await db
    .insert(attributes)
    .values({
      name: `Attribute ${unique()}`,
      code: `attr-${unique()}`,
      entityType: "patient",
      dataType: "text",
      ...overrides,
    })
    .returning();
  return a;
}

/** A choice attribute with these values (value → label), in this order. */
export async function buildChoiceAttribute(
  db: Db,
  choices: Record<string, string>,
  overrides: Partial<typeof attributes.$inferInsert> = {},
) {
  const attribute = await buildAttribute(db, {
    dataType: "choice",
    ...overrides,
  });
  if (Object.keys(choices).length === 0)
    return { attribute, choices: [] as (typeof attributeValueChoices.$inferSelect)[] }; // prettier-ignore
  const rows = await db
    .insert(attributeValueChoices)
    .values(
      Object.entries(choices).map(([value, label], position) => ({
        attributeId: attribute.id,
        value,
        label,
        position,
      })),
    )
    .returning();
  return { attribute, choices: rows };
}

/** A valid POST /api/attributes body with overrides. */
export const attributeBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Preferred language",
  code: `language-${unique()}`,
  entityType: "patient",
  dataType: "choice",
  description: "",
  required: false,
  active: true,
  position: 1,
  ...overrides,
});

export type PatientAttributeType =
  "text" | "number" | "date" | "boolean" | "choice";

/**
 * One patient attribute of each type, in this order: Nickname, Weight, Known since, Hearing aid and
 * Language (en English, es Spanish, and fr French, retired).
 */
export async function buildPatientAttributes(db: Db) {
  const ids = {} as Record<PatientAttributeType, string>;
  const typed = (name: string, dataType: string, position: number) =>
    buildAttribute(db, { name, dataType, position }).then((a) => a.id);
  ids.text = await typed("Nickname", "text", 1);
  ids.number = await typed("Weight", "number", 2);
  ids.date = await typed("Known since", "date", 3);
  ids.boolean = await typed("Hearing aid", "boolean", 4);
  const { attribute, choices } = await buildChoiceAttribute(
    db,
    { en: "English", es: "Spanish", fr: "French" },
    { name: "Language", position: 5 },
  );
  ids.choice = attribute.id;
  await db
    .update(attributeValueChoices)
    .set({ active: false })
    .where(eq(attributeValueChoices.id, choices[2].id));
  return { ids, retiredChoiceId: choices[2].id };
}
