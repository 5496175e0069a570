/**
 * The reach of a knowledge article (issue 27): what GET /articles/{id} lets through (published and
 * within the audience, every article for an administrator; nothing while the module is off).
 */
import { knowledgeModule } from "../../domain/modules/knowledge";
import { articles } from "../db/schema";
import { articleScope } from "../knowledge/reach";
import { defineReach } from "./reach";

export const articleReach = defineReach({
  modelType: "article",
  table: articles,
  idColumn: articles.id,
  read: knowledgeModule.access.read,
  scope: articleScope,
});
