import { FEATURES } from "../../../domain/features";

/** The seven toggles of §1: reference data every installation has, all but the banner on. */
export const FEATURE_DEFAULTS: {
  code: string;
  title: string;
  description: string;
  active: boolean;
}[] = [
  {
    code: FEATURES.analytics,
    title: "Analytics",
    description: "Dashboards and reports.",
    active: true,
  },
  {
    code: FEATURES.knowledgeManagement,
    title: "Knowledge management",
    description: "Articles and collections.",
    active: true,
  },
  {
    code: FEATURES.knowledgeManagementSearch,
    title: "Knowledge search",
    description: "Search across articles.",
    active: true,
  },
  {
    code: FEATURES.workspaces,
    title: "Workspaces",
    description: "Workspaces with members, tasks and activities.",
    active: true,
  },
  {
    code: FEATURES.documents,
    title: "Documents",
    description: "The document library.",
    active: true,
  },
  {
    code: FEATURES.discussions,
    title: "Discussions",
    description: "Discussions, mentions and notifications.",
    active: true,
  },
  {
    code: FEATURES.classificationBanner,
    title: "Classification banner",
    description: "Shows the classification banner above and below every page.",
    active: false,
  },
];
