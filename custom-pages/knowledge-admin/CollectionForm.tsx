import { useMemo } from "react";
import type { RaRecord } from "react-admin";
import {
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { ArticleCollectionRow } from "../../domain/schemas/article";
import {
  articleCollectionUpsertSchema,
  COLLECTION_CODE_MAX,
  COLLECTION_NAME_MAX,
} from "../../domain/schemas/article";
import { toFormValues } from "../../src/forms/formValues";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { COLLECTIONS, collectionListPath, K } from "./adminPaths";
import { DeleteConfirmButton } from "./DeleteConfirmButton";
import { adminArticleCollectionsModule } from "../../domain/modules/adminArticles";

const C = `${K}.collections`;
const DEFAULTS = { name: "", code: "", description: "" };
const resolver = schemaResolver(articleCollectionUpsertSchema);

/** A code as the schema wants it: upper case, letters and digits only. */
export const asCollectionCode = (typed: string) =>
  (typed ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");

function CollectionToolbar() {
  const row = useRecordContext<ArticleCollectionRow & RaRecord>();
  return (
    <Toolbar sx={{ justifyContent: "space-between", flexWrap: "wrap" }}>
      <SaveButton />
      {row?.articleCollectionId && (
        <DeleteConfirmButton
          resource={COLLECTIONS}
          id={row.articleCollectionId}
          label={`${C}.delete`}
          title={`${C}.deleteTitle`}
          content={`${C}.deleteText`}
          translateOptions={{ name: row.name }}
          done={`${K}.toasts.collectionDeleted`}
          then={collectionListPath}
        />
      )}
    </Toolbar>
  );
}

/**
 * The collection form (issue 27): name, code (upper-cased as typed; a taken one: 409 under the
 * field), description; leaving with unsaved changes asks first.
 */
export function CollectionForm() {
  const translate = useTranslate();
  const row = useRecordContext<ArticleCollectionRow & RaRecord>();
  const record = useMemo(
    () =>
      toFormValues(row, DEFAULTS, adminArticleCollectionsModule.api.idField),
    [row],
  );
  const onSubmit = useSaveWithFieldErrors();
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      warnWhenUnsavedChanges
      noValidate
      toolbar={<CollectionToolbar />}
    >
      <TextInput
        source="name"
        label={`${C}.name`}
        isRequired
        fullWidth
        slotProps={{ htmlInput: { maxLength: COLLECTION_NAME_MAX } }}
      />
      <TextInput
        source="code"
        label={`${C}.code`}
        helperText={translate(`${C}.codeHelp`)}
        parse={asCollectionCode}
        isRequired
        slotProps={{
          htmlInput: {
            maxLength: COLLECTION_CODE_MAX,
            autoCapitalize: "characters",
          },
        }}
      />
      <TextInput
        source="description"
        label={`${C}.description`}
        multiline
        minRows={3}
        fullWidth
      />
    </SimpleForm>
  );
}
