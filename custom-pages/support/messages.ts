/**
 * English messages of the support pages (pages.support.*, issue 28), found through the module's
 * pagesFolder. The status, category and priority words are the staff queue's too
 * (src/widgets/support/supportLabels.ts).
 */
import { SUPPORT_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";

export const messages = {
  status: {
    new: "New",
    "in-progress": "In progress",
    "waiting-for-requester": "Waiting for requester",
    resolved: "Resolved",
    closed: "Closed",
  },
  category: {
    account: "Account",
    booking: "Booking",
    billing: "Billing",
    "driver-app": "Driver app",
    other: "Other",
  },
  priority: {
    low: "Low",
    normal: "Normal",
    high: "High",
    urgent: "Urgent",
  },
  fields: {
    number: "Number",
    subject: "Subject",
    category: "Category",
    description: "Description",
    status: "Status",
    priority: "Priority",
    assignee: "Assignee",
    requester: "Requester",
    pageUrl: "Page you were on",
    createdAt: "Filed",
    updatedAt: "Updated",
    attachments: "Attachments",
  },
  any: "Any",
  unassigned: "Unassigned",
  noPage: "None",
  list: {
    title: "My support requests",
    listLabel: "Support requests",
    loading: "Loading your requests…",
    failed: "Your requests could not be loaded.",
    empty: "You have not filed a support request yet.",
    noMatch: "No request matches this filter.",
    fileOne: "File a request",
  },
  create: {
    title: "Request support",
    intro:
      "Tell us what went wrong. Support staff answer here, and you get an email when they do.",
    submit: "Send request",
    sending: "Sending…",
    created: "Support request %{number} filed.",
    attachFailed:
      "Support request %{number} filed, but %{smart_count} file could not be attached. |||| Support request %{number} filed, but %{smart_count} files could not be attached.",
    removeInvalid: "Remove the files that cannot be attached first.",
  },
  attachments: {
    choose: "Attach files",
    // %{max}: SUPPORT_ATTACHMENTS_MAX (the schema module loads zod, which messages must not).
    hint: `PDF, images or text files, up to ${LIMITS.maxMb} MB each, at most %{max}.`,
    tooMany: "Attach at most %{max} files.",
    remove: "Remove %{name}",
    progressOf: "Upload of %{name}",
    uploaded: "Attached",
    open: "Open %{name}",
    download: "Download %{name}",
    previewTitle: "%{name}",
    close: "Close",
    loadFailed: "The file could not be loaded.",
    // The server's own words, so the early check and the refusal read the same.
    errors: {
      tooLarge: LIMITS.messages.tooLarge,
      wrongType: LIMITS.messages.wrongType,
      empty: LIMITS.messages.empty,
    },
  },
  show: {
    loading: "Loading the request…",
    failed: "The request could not be loaded.",
    notFound: "This request does not exist or is not yours.",
    back: "All my requests",
    backToQueue: "Support queue",
    conversation: "Conversation",
    noReplies: "No replies yet.",
    repliesFailed: "The replies could not be loaded.",
    support: "Support",
    unknownAuthor: "Someone",
    reply: "Reply",
    send: "Send reply",
    replyFailed: "The reply could not be sent.",
    replySent: "Reply sent.",
    closedNote: "This request is closed: file a new one if you need more help.",
    solvedQuestion: "Was your problem solved?",
    solvedYes: "Yes",
    solvedNo: "No",
    solvedThanks: "Thank you: the request is closed.",
    reopened: "The request is open again: support will follow up.",
    staff: "Triage",
    save: "Save",
    saved: "Request updated.",
  },
};
