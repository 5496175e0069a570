/**
 * The article form's data (issue 27): its defaults, the schema it validates with (the domain's,
 * with an empty slug meaning "derive it"), the body it sends, and the choices of its selects.
 */
import { z } from "zod";
import { ROLE_CODES } from "../../domain/privileges";
import type { ArticleRow, ArticleStatus } from "../../domain/schemas/article";
import {
  ARTICLE_EQUIPMENT,
  ARTICLE_MESSAGES,
  ARTICLE_STATUSES,
  articleUpsertSchema,
  NO_CONDITIONS,
  slugSchema,
} from "../../domain/schemas/article";
import type { StatusColors } from "../../src/widgets/StatusChip";
import { tripsModule } from "../../domain/modules/trips";
import { BOOKING_TYPES, TRIP_PURPOSES } from "../../domain/tripEnums";
import { K } from "./adminPaths";

export const ARTICLE_DEFAULTS = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  articleCollectionId: null as string | null,
  tags: [] as string[],
  audience: [] as string[],
  status: "draft" as ArticleStatus,
  requiredForRoles: [] as string[],
  conditions: NO_CONDITIONS,
};
export type ArticleFormValues = typeof ARTICLE_DEFAULTS & {
  articleId?: string;
};

/** The domain's upsert schema, except that an empty slug is allowed: the server derives it. */
export const articleFormSchema = articleUpsertSchema.extend({
  slug: z
    .string()
    .trim()
    .refine(
      (slug) => slug === "" || slugSchema.safeParse(slug).success,
      ARTICLE_MESSAGES.slug,
    )
    .optional(),
});

/**
 * The upsert body from the validated form: the slug only when the administrator wrote one that
 * differs from the article's current one (otherwise the server keeps it, or derives it from the
 * title while the article was never published).
 */
export function toArticleBody(
  values: Record<string, unknown>,
  currentSlug?: string,
): Record<string, unknown> {
  const { slug, id: _id, ...rest } = values;
  const wanted = typeof slug === "string" ? slug.trim() : "";
  return {
    ...rest,
    articleCollectionId: rest.articleCollectionId || null,
    ...(wanted && wanted !== currentSlug ? { slug: wanted } : {}),
  };
}

/** The form values of a stored article (its conditions' lists copied, never shared). */
export function articleFormValues(row: ArticleRow): ArticleFormValues {
  return {
    articleId: row.articleId,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    articleCollectionId: row.articleCollectionId,
    tags: [...row.tags],
    audience: [...row.audience],
    status: row.status,
    requiredForRoles: [...row.requiredForRoles],
    conditions: {
      equipment: [...row.conditions.equipment],
      bookingTypes: [...row.conditions.bookingTypes],
      tripPurposes: [...row.conditions.tripPurposes],
      facilityIds: [...row.conditions.facilityIds],
    } as ArticleFormValues["conditions"],
  };
}

export const STATUS_COLORS: StatusColors = {
  draft: "default",
  published: "success",
  archived: "warning",
};
export const statusKey = (status: string) => `${K}.statuses.${status}`;
export const roleKey = (role: string) => `pages.roles.${role}`;

/** Choices whose names are i18n keys (react-admin translates them). */
export const STATUS_CHOICES = ARTICLE_STATUSES.map((id) => ({
  id,
  name: statusKey(id),
}));
export const ROLE_CHOICES = ROLE_CODES.map((id) => ({ id, name: roleKey(id) }));
export const EQUIPMENT_CHOICES = ARTICLE_EQUIPMENT.map((id) => ({
  id,
  name: `${K}.equipment.${id}`,
}));
export const BOOKING_TYPE_CHOICES = BOOKING_TYPES.map((id) => ({
  id,
  name: tripsModule.key(`bookingTypes.${id}`),
}));
export const TRIP_PURPOSE_CHOICES = TRIP_PURPOSES.map((id) => ({
  id,
  name: tripsModule.key(`purposes.${id}`),
}));
