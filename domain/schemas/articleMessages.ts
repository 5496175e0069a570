/** The field and call messages of knowledge articles and collections (issue 27), word for word. */
export const ARTICLE_MESSAGES = {
  slug: "Use lower-case letters, digits and dashes.",
  slugTaken: "Another article uses this address.",
  code: "Use upper-case letters and digits.",
  codeTaken: "Another collection uses this code.",
  collectionNotFound: "Choose an existing collection.",
  collectionHasArticles:
    "This collection still holds articles: move or delete them first.",
  orderArticles: "Name each article of this collection once.",
  status: "Choose draft, published or archived.",
  role: "Choose roles of this portal.",
  revisionNotFound: "This article has no such revision.",
  notRequired: "This article is not required reading for you.",
  notPublished: "Only a published article is acknowledged.",
  facilityNotFound: "Choose existing facilities.",
} as const;
