/** The seven feature toggles of spec §1. */
export const FEATURES = {
  analytics: "feature-analytics",
  knowledgeManagement: "feature-knowledge-management",
  knowledgeManagementSearch: "feature-knowledge-management-search",
  workspaces: "feature-workspaces",
  documents: "feature-documents",
  discussions: "feature-discussions",
  classificationBanner: "feature-classification-banner",
} as const;
export type FeatureCode = (typeof FEATURES)[keyof typeof FEATURES];
export const FEATURE_CODES = Object.values(FEATURES) as FeatureCode[];

export const CLASSIFICATION_BANNER_TEXT =
  "Dynamic Page - Highest Possible Classification Is SECRET//REL TO USA, FVEY";
