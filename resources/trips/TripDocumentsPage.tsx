import { useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { tripDocumentsModule } from "../../domain/modules/tripDocuments";
import { tripsModule } from "../../domain/modules/trips";
import { TRIP_DOCUMENT_UPLOAD_ACCESS } from "../../domain/schemas/tripDocument";
import type { Privilege } from "../../domain/privileges";
import { hasAnyPrivilege } from "../../domain/privileges";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { DocumentKindProvider } from "../../src/widgets/documents/documentKind";
import { DocumentsPageLayout } from "../../src/widgets/documents/DocumentsPageLayout";
import { recordRepresentation } from "./representation";
import { tripDocumentKind } from "./tripDocumentKind";
import type { TripRecord } from "./tripModel";

/**
 * /trip/documents/:tripId: a trip's documents (the drawn signature among them), for whoever sees
 * the trip; modify-trips, request-trips and the trip's driver upload, modify-trips deletes. The
 * server decides again: it only shows and accepts documents of trips in the user's scope.
 */
export function TripDocumentsPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { user, isPending: userPending } = useCurrentUser();
  const {
    data: trip,
    isPending,
    error,
  } = useGetOne<TripRecord>(tripsModule.name, { id });
  const title = trip
    ? translate(tripDocumentsModule.key("title"), {
        trip: recordRepresentation(trip),
      })
    : translate(tripDocumentsModule.key("listTitle"));
  const may = (access: { privileges?: readonly Privilege[] } | undefined) =>
    !!access?.privileges && hasAnyPrivilege(user, access.privileges);
  return (
    <DocumentKindProvider kind={tripDocumentKind}>
      <DocumentsPageLayout
        parentId={id}
        title={title}
        back={{
          to: tripsModule.paths.show(id),
          label: translate(tripDocumentsModule.key("backToTrip")),
        }}
        canUpload={may(TRIP_DOCUMENT_UPLOAD_ACCESS)}
        canDelete={may(tripDocumentsModule.access?.delete)}
        isPending={isPending || userPending}
        error={error}
        missing={!trip}
      />
    </DocumentKindProvider>
  );
}
