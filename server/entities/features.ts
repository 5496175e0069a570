import { featuresModule } from "../../domain/modules/features";
import type { Feature } from "../../domain/schemas/feature";
import {
  featureSchema,
  featureUpsertSchema,
} from "../../domain/schemas/feature";
import { defineEntity } from "../crud/entity";
import { features } from "../db/schema";
import { iso } from "./iso";

type FeatureRecord = typeof features.$inferSelect;

/** Responses use featureCode, featureTitle, featureDescription, active (§3). */
export function toFeature(f: FeatureRecord): Feature {
  return {
    _id: f.id,
    id: f.id,
    featureId: f.id,
    featureCode: f.code,
    featureTitle: f.title,
    featureDescription: f.description,
    active: f.active,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
  };
}

export const featureEntity = defineEntity({
  entity: featuresModule.api.entity,
  prefix: featuresModule.api.prefix,
  table: features,
  idColumn: features.id,
  idField: featuresModule.api.idField,
  bodyIdField: featuresModule.api.bodyIdField,
  rowSchema: featureSchema,
  bodySchema: featureUpsertSchema,
  toRow: toFeature,
  toValues: (b) => ({
    code: b.code,
    title: b.title,
    description: b.description,
    active: b.active,
  }),
  sortable: {
    featureCode: features.code,
    featureTitle: features.title,
    active: features.active,
    createdAt: features.createdAt,
  },
  defaultSort: "featureCode",
  filters: {
    active: { kind: "boolean", column: features.active },
    featureCode: { kind: "string", column: features.code },
  },
  searchColumn: features.searchText,
  dateColumn: features.createdAt,
  access: featuresModule.access,
});
