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

/**
 * The readable name of the module each toggle switches (issue 24): the server's 404 while a module is
 * off says "The Workspaces module is switched off." (featureOffMessage).
 */
export const FEATURE_LABELS: Readonly<Record<FeatureCode, string>> = {
  [FEATURES.analytics]: "Analytics",
  [FEATURES.knowledgeManagement]: "Knowledge Management",
  [FEATURES.knowledgeManagementSearch]: "Knowledge Management Search",
  [FEATURES.workspaces]: "Workspaces",
  [FEATURES.documents]: "Documents",
  [FEATURES.discussions]: "Discussions",
  [FEATURES.classificationBanner]: "Classification Banner",
};

/** The message of a call to a module whose toggle is off (404). */
export const featureOffMessage = (feature: FeatureCode): string =>
  `The ${FEATURE_LABELS[feature]} module is switched off.`;
