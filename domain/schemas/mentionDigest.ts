/**
 * The mention email digest (issue 25): how long a mention may stay unread before it is mailed, as
 * the user chooses it on their profile. Off (null) by default; otherwise one of a few fixed
 * durations, so the job's schedule (every few minutes) stays meaningful. The server's validation and
 * the profile's select both read the choices from here.
 */
import { z } from "zod";

/** Minutes: 15 minutes, 1 hour, 4 hours, 1 day. */
export const MENTION_DIGEST_CHOICES = [15, 60, 240, 1440] as const;
export type MentionDigestChoice = (typeof MENTION_DIGEST_CHOICES)[number];

export const MENTION_DIGEST_MESSAGES = {
  choice: "Choose off, 15 minutes, 1 hour, 4 hours or 1 day.",
} as const;

export const mentionDigestSettingSchema = z.object({
  /** null: off. */
  afterMinutes: z
    .literal(MENTION_DIGEST_CHOICES, { error: MENTION_DIGEST_MESSAGES.choice })
    .nullable(),
});

export type MentionDigestSetting = z.output<typeof mentionDigestSettingSchema>;
