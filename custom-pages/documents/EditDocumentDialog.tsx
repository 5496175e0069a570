import { useState } from "react";
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import {
  Form,
  required,
  TextInput,
  useInput,
  useNotify,
  useTranslate,
} from "react-admin";
import type { DocumentRow } from "../../domain/schemas/libraryDocument";
import { DOCUMENT_TITLE_MAX } from "../../domain/schemas/libraryDocument";
import { errorMessage } from "../../src/forms/serverErrors";
import { LazyRichTextInput } from "../../src/widgets/richText/LazyRichTextInput";
import { DOCUMENTS } from "../../src/widgets/documents/library/libraryQuery";
import { SharingFields } from "./SharingFields";
import { TagInput } from "../../src/widgets/documents/library/TagInput";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";

const K = "pages.documents.edit";
const TITLE_ID = "document-edit-title";

/** The tags as a form input (the chips of TagInput). */
function TagsInput() {
  const { field } = useInput<string[]>({ source: "tags" });
  return (
    <TagInput
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
    />
  );
}

interface EditValues {
  title: string;
  description: string;
  tags: string[];
  sharedUserIds: string[];
  sharedWorkspaceIds: string[];
}

/**
 * "Edit details": the title, the description (rich text) and the tags, and for a free-standing
 * document the people and workspaces it is shared with (POST /documents, metadata only; the file
 * changes by a new version).
 */
export function EditDocumentDialog({
  doc,
  onClose,
}: {
  doc: DocumentRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useLibraryProvider();
  const [isPending, setPending] = useState(false);
  const freeStanding = !doc.modelType;
  const submit = async (values: Record<string, unknown>) => {
    const v = values as Partial<EditValues>;
    const data = {
      title: String(v.title ?? "").trim(),
      description: v.description ?? "",
      tags: v.tags ?? [],
      // Only a free-standing document is shared (the server refuses shares on others, 422).
      ...(freeStanding
        ? {
            sharedUserIds: v.sharedUserIds ?? [],
            sharedWorkspaceIds: v.sharedWorkspaceIds ?? [],
          }
        : {}),
    };
    setPending(true);
    try {
      await dataProvider.update(DOCUMENTS, {
        id: doc.documentId,
        data,
        previousData: { ...doc, id: doc.documentId },
      });
      await queryClient.invalidateQueries({ queryKey: [DOCUMENTS] });
      notify(`${K}.saved`, { type: "success" });
      onClose();
    } catch (error) {
      notify(errorMessage(error) || translate(`${K}.failed`), {
        type: "error",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={TITLE_ID}>{translate(`${K}.title`)}</DialogTitle>
      <DialogContent>
        <Form
          onSubmit={submit}
          defaultValues={{
            title: doc.title,
            description: doc.description,
            tags: doc.tags,
            sharedUserIds: doc.sharedUserIds,
            sharedWorkspaceIds: doc.sharedWorkspaceIds,
          }}
        >
          <TextInput
            source="title"
            label={`${K}.fields.title`}
            validate={required()}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_TITLE_MAX } }}
            fullWidth
          />
          <LazyRichTextInput
            source="description"
            label={`${K}.fields.description`}
            minRows={3}
          />
          <TagsInput />
          {freeStanding && <SharingFields sharedUsers={doc.sharedUsers} />}
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: "flex-end", mt: 2 }}
          >
            <Button onClick={onClose} disabled={isPending}>
              {translate(`${K}.cancel`)}
            </Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              {translate(`${K}.save`)}
            </Button>
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
