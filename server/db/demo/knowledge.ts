/**
 * The knowledge demo (issue 27), its words in ./knowledgeContent.ts: three collections (driver
 * handbook, facility guides, booking policies) holding 25 published articles and 3 drafts, written
 * by the demo system administrator. "Stretcher securement" is shown on stretcher trips and the
 * Riverside check-in on that facility's trips; infection control is required reading for drivers.
 * Rows are stored as the API stores them (sanitised bodies, their plain text, slugs from the title,
 * version 1 once published); one insert per table, run once with the rest of the demo
 * (server/db/seed.ts).
 */
import { ROLES } from "../../../domain/privileges";
import { slugify } from "../../../domain/schemas/article";
import { diffRecords } from "../../activities/record";
import { richTextToPlain, sanitizeRichText } from "../../richText/sanitize";
import { activities, articleCollections, articles } from "../schema";
import { DEMO_ACCOUNTS } from "./accounts";
import type { DemoArticle } from "./knowledgeContent";
import { DEMO_COLLECTIONS } from "./knowledgeContent";
import type { Tx } from "./random";
import { HOUR } from "./units";

interface Account {
  id: string;
  roles: string[];
}

interface Facility {
  id: string;
  name: string;
}

const admin = DEMO_ACCOUNTS.find((a) => a.role === ROLES.systemadmin)!;
const ADMIN_NAME = `${admin.firstName} ${admin.lastName}`;

function facilityIdOf(
  article: DemoArticle,
  facilities: readonly Facility[],
): string[] {
  if (!article.facility) return [];
  const found = facilities.find((f) => f.name === article.facility);
  if (!found) throw new Error(`No demo facility ${article.facility}.`);
  return [found.id];
}

export async function seedKnowledge(
  tx: Tx,
  accounts: readonly Account[],
  facilities: readonly Facility[],
  now: Date = new Date(),
): Promise<void> {
  const authorId = accounts.find((a) => a.roles[0] === ROLES.systemadmin)?.id;
  if (!authorId) throw new Error("No demo system administrator.");

  const collections = await tx
    .insert(articleCollections)
    .values(
      DEMO_COLLECTIONS.map((c) => ({
        code: c.code,
        name: c.name,
        description: c.description,
      })),
    )
    .returning({ id: articleCollections.id, code: articleCollections.code });
  const collectionId = new Map(collections.map((c) => [c.code, c.id]));

  const all = DEMO_COLLECTIONS.flatMap((c) =>
    c.articles.map((article, position) => ({
      article,
      position,
      code: c.code,
    })),
  );
  const slugs = new Set<string>();
  const rows = all.map(({ article, position, code }, i) => {
    const slug = slugify(article.title);
    if (slugs.has(slug)) throw new Error(`Two demo articles at ${slug}.`);
    slugs.add(slug);
    // Written over the last days, one an hour apart, the first one oldest.
    const at = new Date(now.getTime() - (all.length - i) * HOUR);
    const html = sanitizeRichText(article.html);
    return {
      title: article.title,
      slug,
      summary: article.summary,
      body: html,
      bodyText: richTextToPlain(html),
      collectionId: collectionId.get(code)!,
      collectionPosition: position,
      tags: article.tags,
      tagText: article.tags.join(" "),
      audience: article.audience ?? [],
      status: article.draft ? "draft" : "published",
      version: article.draft ? 0 : 1,
      publishedAt: article.draft ? null : at,
      requiredForRoles: article.requiredFor ?? [],
      contextEquipment: article.equipment ?? [],
      contextFacilityIds: facilityIdOf(article, facilities),
      authorUserId: authorId,
      updatedByUserId: authorId,
      createdAt: at,
      updatedAt: at,
    };
  });
  const made = await tx.insert(articles).values(rows).returning({
    id: articles.id,
    title: articles.title,
    status: articles.status,
    createdAt: articles.createdAt,
  });

  // Each article's creation, so its history starts with who wrote it.
  await tx.insert(activities).values(
    made.map((a) => ({
      modelType: "article",
      modelId: a.id,
      action: "created",
      actorUserId: authorId,
      actorName: ADMIN_NAME,
      changes: diffRecords(null, { title: a.title, status: a.status }),
      createdAt: a.createdAt,
    })),
  );
}
