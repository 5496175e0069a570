import { useState } from "react";
import { Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { pagePath } from "../../domain/modules/defineModule";
import { documentsModule } from "../../domain/modules/documents";
import type { DocumentRow } from "../../domain/schemas/libraryDocument";
import { errorMessage } from "../../src/forms/serverErrors";
import { FormDialog } from "../../src/widgets/FormDialog";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

const K = "pages.documents.delete";

/** "Delete" confirmed: the document and every version's file go; back to the library. */
export function DeleteDocumentDialog({
  doc,
  onClose,
}: {
  doc: DocumentRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useLibraryProvider();
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.delete(DOCUMENTS, {
        id: doc.documentId,
        previousData: { ...doc, id: doc.documentId },
      });
      notify(`${K}.done`, { type: "success" });
      // Every library query re-reads; the preview's own are dropped (its document is gone).
      queryClient.removeQueries({
        queryKey: [DOCUMENTS, "one", doc.documentId],
      });
      void queryClient.invalidateQueries({ queryKey: [DOCUMENTS] });
      navigate(
        doc.modelType === "workspace" && doc.modelId
          ? pagePath(documentsModule.pages.workspace.path, {
              workspaceId: doc.modelId,
            })
          : documentsModule.pages.list.path,
      );
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.failed`), {
        type: "error",
      });
      setPending(false);
    }
  };
  return (
    <FormDialog
      id="document-delete-title"
      title={`${K}.title`}
      submitLabel={`${K}.confirm`}
      cancelLabel={`${K}.cancel`}
      pending={isPending}
      onClose={onClose}
      onSubmit={() => void confirm()}
      danger
    >
      <Typography>{translate(`${K}.text`, { title: doc.title })}</Typography>
    </FormDialog>
  );
}
