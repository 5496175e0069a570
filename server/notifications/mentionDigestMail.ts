/**
 * The mention digest's email (issue 25): who mentioned the user on which kind of record, and when,
 * with a link to their notifications. Never the post's text, nor its title or the record's name: a
 * post about a trip is patient data, and email leaves the application (docs/modules.md "Emails say
 * who and where, never the text"). Plain English like the other account emails.
 */
import type { ModelType } from "../../domain/records";
import { isModelType } from "../../domain/records";

/** How many mentions one email lists; the rest are counted. */
export const DIGEST_LISTED_MAX = 20;

/** Where, as the sentence "… mentioned you <where>" says it: the kind of record, never which one. */
const KIND_PHRASES: Readonly<Record<ModelType, string>> = {
  trip: "on a trip",
  patient: "on a patient",
  vehicle: "on a vehicle",
  driver: "on a driver",
  facility: "on a facility",
  "standing-order": "on a standing order",
  invoice: "on an invoice",
  workspace: "in a workspace",
  "workspace-member": "on a workspace membership",
  task: "on a task",
  discussion: "in a discussion",
  document: "on a document",
  article: "on an article",
  "support-request": "on a support request",
};

/** A thread without a record (or a kind this release does not know) is "in a discussion". */
export const kindPhrase = (modelType: string | null): string =>
  isModelType(modelType) ? KIND_PHRASES[modelType] : KIND_PHRASES.discussion;

export interface DigestMention {
  senderName: string;
  modelType: string | null;
  createdAt: Date;
}

export interface DigestEmailInput {
  firstName: string;
  /** The newest first, at most DIGEST_LISTED_MAX. */
  mentions: readonly DigestMention[];
  /** Every mention this email is about (listed or not). */
  total: number;
  /** The app's notifications page, absolute. */
  link: string;
}

/** "2026-11-27 04:12 UTC": one unambiguous form, whatever the reader's mail client. */
const when = (at: Date) =>
  `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const line = (m: DigestMention) =>
  `${m.senderName} mentioned you ${kindPhrase(m.modelType)}`;

function subjectOf(input: DigestEmailInput): string {
  if (input.total === 1) return line(input.mentions[0]);
  const senders = [...new Set(input.mentions.map((m) => m.senderName))];
  if (senders.length === 1 && input.total === input.mentions.length)
    return `${senders[0]} mentioned you ${input.total} times`;
  return `${input.total} unread mentions, the latest from ${senders[0]}`;
}

export function digestEmail(input: DigestEmailInput): {
  subject: string;
  body: string;
} {
  const listed = input.mentions.map(
    (m) => `- ${line(m)} (${when(m.createdAt)})`,
  );
  const more = input.total - input.mentions.length;
  if (more > 0) listed.push(`- and ${more} more`);
  const body = [
    `Hello ${input.firstName},`,
    "",
    input.total === 1
      ? "You have a mention in the NEMT Portal that you have not read yet:"
      : "You have mentions in the NEMT Portal that you have not read yet:",
    "",
    ...listed,
    "",
    `Read them in the portal: ${input.link}`,
    "",
    "You receive this email because you asked for it on your profile, where you can also turn it off.",
    "",
  ].join("\n");
  return { subject: subjectOf(input), body };
}
