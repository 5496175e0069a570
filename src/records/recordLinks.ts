/**
 * Where a record opens and under what label, by modelType (issue 24): the client half of the record
 * registry (the server's half, server/records, says who may see it). Everything that shows a record
 * another one points at by (modelType, modelId) reads it: the activity list's record links, and with
 * the next issues discussions, documents, bookmarks and notifications' click-through. Paths come from
 * the module declarations, never written here. Every kind of domain/records.ts has an entry.
 */
import { activitiesModule } from "../../domain/modules/activities";
import { pagePath } from "../../domain/modules/defineModule";
import { discussionsModule } from "../../domain/modules/discussions";
import { documentsModule } from "../../domain/modules/documents";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { driversModule } from "../../domain/modules/drivers";
import { facilitiesModule } from "../../domain/modules/facilities";
import { invoicesModule } from "../../domain/modules/invoices";
import { patientsModule } from "../../domain/modules/patients";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import { supportModule } from "../../domain/modules/support";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { ModelType, RecordContext } from "../../domain/records";
import { isModelType } from "../../domain/records";

/**
 * A kind's page: from the record's id, or, for a record that has no page of its own (a task, a
 * membership), from the record it lives inside (an activity's context: the workspace).
 */
type PathOf = (id: string, context?: RecordContext) => string | undefined;

/** The workspace a record lives inside, when its context says so. */
const workspaceOf = (context?: RecordContext) =>
  context?.modelType === "workspace" ? context.modelId : undefined;

const inWorkspace =
  (page: "members" | "tasks"): PathOf =>
  (_id, context) => {
    const workspaceId = workspaceOf(context);
    return workspaceId
      ? pagePath(workspacesModule.pages[page].path, { workspaceId })
      : undefined;
  };

/**
 * A thread opens on its workspace's tab when it lives in one, else on the thread page, which names
 * the record it is about (its context) or "general" for a free-standing one (or an unknown context).
 */
const discussionPath: PathOf = (discussionId, context) => {
  const pages = discussionsModule.pages;
  const workspaceId = workspaceOf(context);
  if (workspaceId)
    return pagePath(pages.workspaceThread.path, { workspaceId, discussionId });
  return pagePath(pages.thread.path, {
    modelType: context?.modelType ?? "general",
    discussionId,
    modelId: context?.modelId,
  });
};

export const RECORD_PAGES: Readonly<Record<ModelType, PathOf>> = {
  trip: (id) => tripsModule.paths.show(id),
  patient: (id) => patientsModule.paths.show(id),
  vehicle: (id) => vehiclesModule.paths.show(id),
  driver: (id) => driversModule.paths.show(id),
  facility: (id) => facilitiesModule.paths.show(id),
  // A standing order has no page but its form.
  "standing-order": (id) => standingOrdersModule.paths.edit(id),
  invoice: (id) => invoicesModule.paths.show(id),
  workspace: (id) =>
    pagePath(workspacesModule.pages.overview.path, { workspaceId: id }),
  "workspace-member": inWorkspace("members"),
  task: inWorkspace("tasks"),
  discussion: discussionPath,
  document: (id) =>
    pagePath(documentsModule.pages.preview.path, { documentId: id }),
  // The reader's page answers an article's id too, and moves to its slug (server: get-by-slug).
  article: (id) => pagePath(knowledgeModule.pages.article.path, { slug: id }),
  "support-request": (id) =>
    pagePath(supportModule.pages.show.path, { supportRequestId: id }),
};

/** Where record (modelType, id) opens; undefined for a kind without a page (or an unknown kind). */
export function recordPath(
  modelType: string,
  id: string,
  context?: RecordContext,
): string | undefined {
  return isModelType(modelType)
    ? RECORD_PAGES[modelType](id, context)
    : undefined;
}

/**
 * The i18n key of a kind's singular label ("Trip", "Task"). The labels live with the activity list,
 * the record of every kind, whose filter offers them all; an unknown kind's key falls back to the
 * modelType itself when translated with `{ _: modelType }`.
 */
export const recordLabelKey = (modelType: string): string =>
  activitiesModule.key(`modelTypes.${modelType}`);
