/**
 * An article's address (issue 27). While it was never published its slug follows its title
 * (slugify, "article" when the title has no letter or digit), made unique with -2, -3 … against
 * every current and earlier slug of the other articles. Once published it changes only when the
 * administrator sends one, and that one must be free (409); the slug it leaves keeps answering
 * (article_slugs), so links and bookmarks to the old address still find the article.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import {
  ARTICLE_MESSAGES,
  ARTICLE_SLUG_MAX,
  slugify,
} from "../../domain/schemas/article";
import type { Db } from "../db/client";
import { articleSlugs, articles } from "../db/schema";
import { conflict, registerUniqueConstraint } from "../errors";

const SLUG_TAKEN = { field: "slug", message: ARTICLE_MESSAGES.slugTaken };

// Two writes deriving the same slug at once: the second meets the unique index, a 409 on the slug.
registerUniqueConstraint("articles_slug_key", SLUG_TAKEN);
registerUniqueConstraint("article_slugs_pkey", SLUG_TAKEN);

export const slugTaken = () =>
  conflict(ARTICLE_MESSAGES.slugTaken, [SLUG_TAKEN]);

/** The slugs starting with `base` that another article answers at (current or earlier). */
async function usedByOthers(
  db: Db,
  base: string,
  articleId: string | null,
): Promise<Set<string>> {
  // A slug is [a-z0-9-] only: nothing in it is a LIKE wildcard.
  const pattern = `${base}%`;
  const [current, earlier] = await Promise.all([
    db
      .select({ slug: articles.slug })
      .from(articles)
      .where(
        and(
          sql`${articles.slug} like ${pattern}`,
          articleId ? ne(articles.id, articleId) : undefined,
        ),
      ),
    db
      .select({ slug: articleSlugs.slug })
      .from(articleSlugs)
      .where(
        and(
          sql`${articleSlugs.slug} like ${pattern}`,
          articleId ? ne(articleSlugs.articleId, articleId) : undefined,
        ),
      ),
  ]);
  return new Set([...current, ...earlier].map((r) => r.slug));
}

/** `base` with a suffix, the base cut so the whole stays within the limit. */
function withSuffix(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  const cut = base
    .slice(0, ARTICLE_SLUG_MAX - suffix.length)
    .replace(/-+$/, "");
  return `${cut}${suffix}`;
}

/** The free slug the title gives this article (null: a new one). */
export async function derivedSlug(
  db: Db,
  title: string,
  articleId: string | null,
): Promise<string> {
  const base = slugify(title) || "article";
  // Every suffixed form starts with the base's first 70 characters, however much of it is cut.
  const used = await usedByOthers(db, base.slice(0, 70), articleId);
  for (let n = 1; ; n++) {
    const slug = withSuffix(base, n);
    if (!used.has(slug)) return slug;
  }
}

/** 409 when another article answers at this slug, now or before. */
export async function requireFreeSlug(
  db: Db,
  slug: string,
  articleId: string | null,
): Promise<void> {
  const [current] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.slug, slug),
        articleId ? ne(articles.id, articleId) : undefined,
      ),
    )
    .limit(1);
  const [earlier] = current
    ? [current]
    : await db
        .select({ id: articleSlugs.articleId })
        .from(articleSlugs)
        .where(
          and(
            eq(articleSlugs.slug, slug),
            articleId ? ne(articleSlugs.articleId, articleId) : undefined,
          ),
        )
        .limit(1);
  if (earlier) throw slugTaken();
}

/**
 * After a write moved a once-published article from `before` to `after`: the old slug keeps
 * answering, and a slug it takes back is current again (no longer an earlier one).
 */
export async function keepEarlierSlug(
  tx: Db,
  articleId: string,
  before: string,
  after: string,
): Promise<void> {
  if (before === after) return;
  await tx
    .delete(articleSlugs)
    .where(
      and(eq(articleSlugs.articleId, articleId), eq(articleSlugs.slug, after)),
    );
  await tx
    .insert(articleSlugs)
    .values({ slug: before, articleId })
    .onConflictDoNothing();
}
