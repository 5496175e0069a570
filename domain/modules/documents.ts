import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const documents = { feature: FEATURES.documents };
/** Any signed-in user; inside, record reach and sharing decide which documents (server/documents). */
const signedIn = { read: {}, write: {} } as const;

/**
 * The document library (§2, issue 26): documents of a record (a workspace, a trip, a patient, a
 * vehicle, a facility) or free-standing (shared with users or workspaces), their versions, preview
 * and full-text search. Calls: the generic four under /documents, plus /documents/upload,
 * /documents/{id}/versions and /documents/{id}/content (server/documents).
 */
export const documentsModule = defineModule({
  name: "documents",
  feature: FEATURES.documents,
  menu: [
    { key: "documents", path: "/documents", position: 60, gate: documents },
  ],
  // The workspace's tab is this module's: it goes with the module's toggle.
  moduleGates: { "/documents": documents, "/workspace/documents": documents },
  pagesFolder: "documents",
  pages: {
    list: { path: "/documents", component: "DocumentsPage" },
    preview: {
      path: "/documents/preview/:documentId",
      component: "DocumentPreviewPage",
    },
    workspace: {
      path: "/workspace/documents/:workspaceId",
      component: "WorkspaceDocumentsPage",
    },
  },
  api: { prefix: "/documents", idField: "documentId", entity: "Document" },
  access: signedIn,
});
