/**
 * The reach of a support request (issue 28): its requester, and the support staff every one
 * (server/support/reach.ts, the entity's own scope).
 */
import { supportModule } from "../../domain/modules/support";
import { supportRequests } from "../db/schema";
import { supportRequestScope } from "../support/reach";
import { defineReach } from "./reach";

export const supportRequestReach = defineReach({
  modelType: "support-request",
  table: supportRequests,
  idColumn: supportRequests.id,
  read: supportModule.access.read,
  scope: supportRequestScope,
});
