/**
 * The reach of a discussion (issue 25): what its thread's readers are (server/discussions/reach.ts):
 * its record's reach, a workspace's approved members, a free-standing thread's participants.
 */
import { discussionsModule } from "../../domain/modules/discussions";
import { discussions } from "../db/schema";
import { threadScope } from "../discussions/reach";
import { defineReach } from "./reach";

export const discussionReach = defineReach({
  modelType: "discussion",
  table: discussions,
  idColumn: discussions.id,
  read: discussionsModule.access.read,
  scope: threadScope,
});
