/**
 * What the knowledge demo says (./knowledge.ts writes it): three collections, each with its articles
 * in reading order (./knowledgeDrivers.ts, ./knowledgeFacilities.ts, ./knowledgePolicies.ts). Bodies
 * use only the rich-text subset (paragraphs, bold, italic, lists, links); the seed sanitises them
 * anyway, as the API would.
 */
import type { RoleCode } from "../../../domain/privileges";
import type { ArticleEquipment } from "../../../domain/schemas/article";
import { DRIVER_ARTICLES } from "./knowledgeDrivers";
import { FACILITY_ARTICLES } from "./knowledgeFacilities";
import { POLICY_ARTICLES } from "./knowledgePolicies";

export interface DemoArticle {
  title: string;
  summary: string;
  tags: string[];
  html: string;
  /** Drafts are never published (version 0); every other article is published, version 1. */
  draft?: boolean;
  /** Roles that may read it; none: every signed-in user. */
  audience?: RoleCode[];
  /** Roles that must acknowledge it. */
  requiredFor?: RoleCode[];
  /** Trip conditions it is shown on. */
  equipment?: ArticleEquipment[];
  /** A demo facility's name (./facilities.ts): shown on that facility's trips. */
  facility?: string;
}

export interface DemoCollection {
  code: string;
  name: string;
  description: string;
  articles: readonly DemoArticle[];
}

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    code: "DRIVERS",
    name: "Driver handbook",
    description:
      "How we secure, move and look after passengers: equipment, medical situations, incidents.",
    articles: DRIVER_ARTICLES,
  },
  {
    code: "FACILITIES",
    name: "Facility guides",
    description:
      "Where to park, whom to ask and what to bring at each facility we serve.",
    articles: FACILITY_ARTICLES,
  },
  {
    code: "POLICIES",
    name: "Booking policies",
    description:
      "How facilities book, change and cancel trips, and the rules every trip follows.",
    articles: POLICY_ARTICLES,
  },
];
