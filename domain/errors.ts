/** The error catalogue of spec §8. */
export interface CatalogueEntry {
  title: string;
  message: string;
}

export const ERROR_CATALOGUE: Readonly<Record<number, CatalogueEntry>> = {
  400: {
    title: "Bad Request Error",
    message: "The request made to the server was not formatted as expected.",
  },
  401: {
    title: "Authorization Error",
    message: "Your account is not authorized to take this action.",
  },
  403: {
    title: "Authorization Error",
    message: "Your account is not permitted to access this resource.",
  },
  404: {
    title: "Not Found Error",
    message: "The requested resource was not found on the server.",
  },
  405: {
    title: "Method Not Implemented Error",
    message: "The requested method was not implemented on the server.",
  },
  409: {
    title: "Conflict Error",
    message:
      "There was a conflict between your submission and an existing resource.",
  },
  418: {
    title: "Network Error",
    message: "An error occurred attempting to reach the server.",
  },
  422: {
    title: "Unprocessable Entity Error",
    message:
      "The request contained data the server did not understand how to handle.",
  },
  500: { title: "Unexpected Error", message: "An unexpected error occurred." },
  504: {
    title: "Gateway Timeout Error",
    message: "The server timed out trying to access the resource.",
  },
};

/** 500 and any status not listed reads as "Unexpected Error". */
export function catalogueEntry(status: number): CatalogueEntry {
  return ERROR_CATALOGUE[status] ?? ERROR_CATALOGUE[500];
}

/** The server's error body: {code, message, errors?}. */
export interface FieldError {
  field: string;
  message: string;
}
export interface ErrorBody {
  code: number;
  message: string;
  errors?: FieldError[];
  /** What the refusal is about, when a route declares it (an assignment's findings on 409). */
  data?: unknown;
}

/** §8 failure prefixes; {entity} placeholders are filled by the helpers below. */
export const FAILURE_PREFIXES = {
  retrieve: (entity: string) => `Failed to retrieve the requested ${entity}: `,
  search: (Entity: string) => `${Entity} search failed: `,
  signIn: "Sign-in failure: ",
  currentUser: "Failed to retrieve the current User: ",
  verifyEmail: "Failed to verify the User's email address: ",
  updateWorkspace: "Failed to update Workspace: ",
  createWorkspace: "Failed to create new Workspace: ",
  updateMember: "Failed to update member: ",
  createMember: "Failed to create new member: ",
  removeMember: "Failed to remove the submitted Member: ",
  retrieveFeatures: "Failed to retrieve the requested Features: ",
  toggleFeature: "Failed to toggle the Feature state: ",
  updateFeature: "Feature update failed: ",
  createFeature: "Feature creation failed: ",
  createBookmark: "Failed to create Bookmark: ",
  removeBookmark: "Failed to remove Bookmark: ",
  delete: (entity: string) => `Failed to delete the ${entity} submitted: `,
  onlineStatus: "Failed to submit Online Status Record data: ",
  influenceStatus: "Failed to submit Influence Status Record data: ",
  createNotification: "Failed to create the Notification: ",
  sendNotificationsList: "Failed to send Notifications to the provided list: ",
  markNotificationsViewed:
    "Failed to mark the indicated Notifications viewed: ",
  updateNotification: "Notification update failed: ",
  createSystemNotification: "Failed to create Notification: ",
  toggleActive: "Failed to toggle active status: ",
  sendEmail: "Failed to send Email: ",
  submitTrip: "Failed to submit Trip data: ",
} as const;

/** §8 success messages. */
export const SUCCESS_MESSAGES = {
  featureUpdated: "Feature updated.",
  featureAdded: "New Feature added.",
  bookmarkCreated: "Bookmark created.",
  bookmarkRemoved: "Bookmark removed.",
  deleted: (entity: string) => `${entity} deleted.`,
  onlineStatusUpdated: "Online Status Record updated.",
  onlineStatusAdded: "New Online Status Record added.",
  influenceStatusUpdated: "Influence Status Record updated.",
  influenceStatusAdded: "New Influence Status Record added.",
  notificationsSent: "Notifications sent.",
  notificationUpdated: "Notification updated.",
  notificationCreated: "New Notification created.",
  systemNotificationToggled: "System Notification toggled.",
  emailSent: "Email sent.",
  workspaceUpdated: "Workspace updated.",
  workspaceCreated: "New Workspace created.",
  memberUpdated: "Member updated.",
  memberCreated: "New Member created.",
  memberRemoved: "Workspace Member removed.",
  tripUpdated: "Trip updated.",
  tripAdded: "New Trip added.",
} as const;
