import { useRecordContext, useTranslate } from "react-admin";
import { useDocumentKind } from "./documentKind";

/** The kind's document types with their labels (…documents.types.*). */
export function useDocumentTypeChoices() {
  const translate = useTranslate();
  const kind = useDocumentKind();
  return kind.types.map((id) => ({
    id,
    name: translate(kind.module.key(`types.${id}`)),
  }));
}

/** The row's document type, in words ("Insurance card", "Signature"). */
export function DocumentTypeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ documentType: string }>();
  const translate = useTranslate();
  const kind = useDocumentKind();
  if (!record) return null;
  return (
    <>
      {translate(kind.module.key(`types.${record.documentType}`), {
        _: record.documentType,
      })}
    </>
  );
}
