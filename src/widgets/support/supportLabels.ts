/**
 * The words of a support request's status, category and priority (issue 28) are written once, in
 * custom-pages/support/messages.ts (pages.support.*); the requester's pages and the staff queue both
 * read them through these keys, so neither folder imports the other.
 */
import type {
  SupportCategory,
  SupportPriority,
  SupportStatus,
} from "../../../domain/schemas/support";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
} from "../../../domain/schemas/support";

const K = "pages.support";

export const supportStatusKey = (status: SupportStatus | string) =>
  `${K}.status.${status}`;
export const supportCategoryKey = (category: SupportCategory | string) =>
  `${K}.category.${category}`;
export const supportPriorityKey = (priority: SupportPriority | string) =>
  `${K}.priority.${priority}`;

export interface Choice {
  id: string;
  name: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Select choices of each list, in the domain's order, in words. */
export const supportChoices = (translate: Translate) => ({
  statuses: SUPPORT_STATUSES.map((id): Choice => ({
    id,
    name: translate(supportStatusKey(id)),
  })),
  categories: SUPPORT_CATEGORIES.map((id): Choice => ({
    id,
    name: translate(supportCategoryKey(id)),
  })),
  priorities: SUPPORT_PRIORITIES.map((id): Choice => ({
    id,
    name: translate(supportPriorityKey(id)),
  })),
});

/** "#1042": how a request's number is written everywhere. */
export const requestNumber = (number: number) => `#${number}`;
