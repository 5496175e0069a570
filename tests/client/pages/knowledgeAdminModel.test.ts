/**
 * The knowledge administration's pure pieces (issue 27): the word diff between two texts, the
 * upsert body the article form sends (the slug only when written and changed), and the form's
 * slug rule (empty: derived by the server).
 */
import { describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES } from "../../../domain/schemas/article";
import {
  articleFormSchema,
  toArticleBody,
} from "../../../custom-pages/knowledge-admin/articleModel";
import {
  diffText,
  hasChanges,
} from "../../../custom-pages/knowledge-admin/revisionDiff";

describe("diffText", () => {
  it("keeps, removes and adds words in reading order", () => {
    expect(diffText("the slow red fox", "the slow brown fox")).toEqual([
      { kind: "same", text: "the slow " },
      { kind: "removed", text: "red" },
      { kind: "added", text: "brown" },
      { kind: "same", text: " fox" },
    ]);
  });

  it("finds no change between equal texts, and nothing at all between empty ones", () => {
    expect(hasChanges(diffText("same words", "same words"))).toBe(false);
    expect(diffText("", "")).toEqual([]);
    expect(diffText("", "new")).toEqual([{ kind: "added", text: "new" }]);
  });
});

describe("toArticleBody", () => {
  const values = {
    id: "a1",
    articleId: "a1",
    title: "Stretcher securement",
    slug: "stretcher",
    articleCollectionId: "",
  };

  it("sends a written slug that differs from the current one", () => {
    expect(toArticleBody(values, "stretcher-securement")).toEqual({
      articleId: "a1",
      title: "Stretcher securement",
      slug: "stretcher",
      articleCollectionId: null,
    });
  });

  it("leaves out an unchanged or empty slug (the server keeps or derives it)", () => {
    expect(toArticleBody(values, "stretcher")).not.toHaveProperty("slug");
    expect(toArticleBody({ ...values, slug: "  " })).not.toHaveProperty("slug");
  });
});

describe("articleFormSchema", () => {
  const form = { title: "Oxygen", status: "draft" };

  it("takes an empty slug and refuses a malformed one with the domain's words", () => {
    expect(articleFormSchema.safeParse({ ...form, slug: "" }).success).toBe(
      true,
    );
    const bad = articleFormSchema.safeParse({ ...form, slug: "Not A Slug" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ARTICLE_MESSAGES.slug);
  });
});
