import { documentMessages as shared } from "../../src/widgets/documents/messages";

/** English messages of a trip's documents (resources.trips/all.documents.*, /trip/documents/:tripId). */
export const documentMessages = {
  ...shared,
  title: "Documents of %{trip}",
  backToTrip: "Back to the trip",
  types: {
    signature: "Signature",
    receipt: "Receipt",
    medical_form: "Medical form",
    other: "Other",
  },
  empty: "No documents yet.",
  emptyInvite: "Upload receipts, medical forms or other papers of the trip.",
  notifications: {
    created: "New Trip Document added.",
    deleted: "Trip Document deleted.",
  },
};
