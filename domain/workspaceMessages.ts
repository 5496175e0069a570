/**
 * The workspace messages both sides show (issue 24), word for word: the server's 409 and 422 answers
 * and the pages' own checks. No zod here: the pages' messages are read on every first load.
 */
export const WORKSPACE_MESSAGES = {
  code: "Use upper-case letters and digits only.",
  codeTaken: "This workspace code is already in use.",
  lastOwner: "A workspace must keep at least one approved owner.",
  assignee: "The assignee must be an approved member of the workspace.",
  newOwner: "The new owner must be an approved member of the workspace.",
  unknownUser: "No user has this id.",
  otherMember: "A membership cannot change its member.",
  alreadyMember:
    "You are already a member of this workspace or have asked to join it.",
  unknownCode: "No workspace has this code.",
  label: "Labels are up to 40 characters.",
  dueDate: "Enter a date as YYYY-MM-DD.",
} as const;
