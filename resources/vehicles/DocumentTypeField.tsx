import { useRecordContext, useTranslate } from "react-admin";
import { VEHICLE_DOCUMENT_TYPES } from "../../domain/schemas/vehicleDocument";
import { vehicleDocumentsModule } from "../../domain/modules/vehicles";

/** The document type choices with their labels (…vehicles.documents.types.*). */
export function useDocumentTypeChoices() {
  const translate = useTranslate();
  return VEHICLE_DOCUMENT_TYPES.map((id) => ({
    id,
    name: translate(vehicleDocumentsModule.key(`types.${id}`)),
  }));
}

/** Registration, Insurance card, Inspection or Other. */
export function DocumentTypeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ documentType: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate(vehicleDocumentsModule.key(`types.${record.documentType}`), {
        _: record.documentType,
      })}
    </>
  );
}
