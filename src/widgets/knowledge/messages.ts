/**
 * The English words of the knowledge widgets (issue 27): the related-guidance panel, required
 * reading, the article's view and its list rows. Registered under pages.knowledge.widgets.* by
 * custom-pages/knowledge/messages.ts (the pages folder's catalogue), so the trip pages, the booking
 * form and My day read them without a file of their own in the shell's catalogue.
 */
export const knowledgeWidgetMessages = {
  context: {
    title: "Related guidance",
    required: "Required",
  },
  required: {
    title: "Required reading",
    intro: "Read these articles and confirm you have read them.",
    acknowledge: "Acknowledge",
    acknowledgeLabel: "Acknowledge %{title}",
    iHaveRead: "I have read this",
    acknowledged: "Thank you: marked as read.",
    failed: "Your required reading could not be loaded.",
  },
  article: {
    collection: "Collection",
    noCollection: "No collection",
    updated: "Updated",
    updatedBy: "by %{name}",
    tags: "Tags",
    required: "Required reading",
  },
} as const;

/** The i18n prefix of these messages. */
export const KNOWLEDGE_WIDGETS = "pages.knowledge.widgets";
