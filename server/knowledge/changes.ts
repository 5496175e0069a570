/**
 * The activity of a change to a knowledge article (issue 27): created, updated, restored, deleted,
 * recorded on the article (modelType "article") inside the write's transaction. The fields are the
 * ones an administrator edits; the plain text and the search columns are derived, never compared.
 */
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { ArticleRecord } from "./reach";

const activityFields = (a: ArticleRecord) => ({
  title: a.title,
  slug: a.slug,
  summary: a.summary,
  body: a.body,
  articleCollectionId: a.collectionId,
  tags: a.tags,
  audience: a.audience,
  status: a.status,
  version: a.version,
  requiredForRoles: a.requiredForRoles,
  conditions: {
    equipment: a.contextEquipment,
    bookingTypes: a.contextBookingTypes,
    tripPurposes: a.contextTripPurposes,
    facilityIds: a.contextFacilityIds,
  },
});

export const recordArticleActivity = (
  tx: Db,
  actor: AuthUser,
  action: "created" | "updated" | "restored" | "deleted",
  before: ArticleRecord | null,
  after: ArticleRecord | null,
) => {
  const article = after ?? before;
  if (!article) throw new Error("An article activity needs the article");
  return recordActivity(tx, {
    modelType: "article",
    modelId: article.id,
    action,
    actor,
    before: before && activityFields(before),
    after: after && activityFields(after),
  });
};
