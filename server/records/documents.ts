/**
 * The reach of a library document (issue 26): its record's reach, or for a free-standing one its
 * owner and those it is shared with (server/documents/reach.ts).
 */
import { documentsModule } from "../../domain/modules/documents";
import { documents } from "../db/schema";
import { documentScope } from "../documents/reach";
import { defineReach } from "./reach";

export const documentReach = defineReach({
  modelType: "document",
  table: documents,
  idColumn: documents.id,
  read: documentsModule.access.read,
  scope: documentScope,
});
