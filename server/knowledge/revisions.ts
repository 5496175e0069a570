/**
 * A published article's earlier states (issue 27): each saved change of its title, summary or body
 * keeps the state before it, numbered 1, 2 … with who wrote it and when; a restore makes a kept
 * state current again and keeps the replaced one, so nothing is ever lost.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { articleRevisions } from "../db/schema";
import type { ArticleRecord } from "./reach";

/** Whether a write changed what a reader reads (a revision's fields). */
export const textChanged = (before: ArticleRecord, after: ArticleRecord) =>
  before.title !== after.title ||
  before.summary !== after.summary ||
  before.body !== after.body;

/** Keeps this state of the article as its next revision (inside the write's transaction). */
export async function keepRevision(
  tx: Db,
  state: ArticleRecord,
): Promise<void> {
  await tx.insert(articleRevisions).values({
    articleId: state.id,
    // The next number of this article (two writes at once: the unique index answers 409).
    number: sql`(select coalesce(max(${articleRevisions.number}), 0) + 1 from ${articleRevisions} where ${articleRevisions.articleId} = ${state.id})`,
    title: state.title,
    summary: state.summary,
    body: state.body,
    version: state.version,
    writtenByUserId: state.updatedByUserId ?? state.authorUserId,
    writtenAt: state.updatedAt,
  });
}

/** The article's revision with this id, or undefined (another article's, or none). */
export async function revisionOf(
  db: Db,
  articleId: string,
  revisionId: string,
) {
  const [found] = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.id, revisionId))
    .limit(1);
  return found?.articleId === articleId ? found : undefined;
}
