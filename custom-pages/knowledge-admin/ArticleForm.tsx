import { useMemo } from "react";
import type { RaRecord } from "react-admin";
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { ARTICLES, articleListPath, K } from "./adminPaths";
import { ArticleConditionsInputs } from "./ArticleConditionsInputs";
import { ArticleContentInputs, ArticlePublishingInputs } from "./ArticleInputs";
import {
  ARTICLE_DEFAULTS,
  articleFormSchema,
  articleFormValues,
} from "./articleModel";
import { DeleteConfirmButton } from "./DeleteConfirmButton";

const resolver = schemaResolver(articleFormSchema);
const F = `${K}.form`;

function ArticleToolbar() {
  const row = useRecordContext<ArticleRow & RaRecord>();
  return (
    <Toolbar sx={{ justifyContent: "space-between", flexWrap: "wrap" }}>
      <SaveButton />
      {row?.articleId && (
        <DeleteConfirmButton
          resource={ARTICLES}
          id={row.articleId}
          label={`${F}.delete`}
          title={`${F}.deleteTitle`}
          content={`${F}.deleteText`}
          translateOptions={{ title: row.title }}
          done={`${K}.toasts.deleted`}
          then={articleListPath}
        />
      )}
    </Toolbar>
  );
}

/**
 * The article form of the create and manage pages (issue 27): content, publishing and audience,
 * trip conditions. Validated by the domain's upsert schema; the server's field errors (a taken
 * address: 409, an unknown collection or facility: 422) show under their inputs; leaving with
 * unsaved changes asks first.
 */
export function ArticleForm() {
  const row = useRecordContext<ArticleRow & RaRecord>();
  const record = useMemo(
    () =>
      row?.articleId
        ? { id: row.id, ...articleFormValues(row) }
        : { ...ARTICLE_DEFAULTS },
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
      toolbar={<ArticleToolbar />}
    >
      <ArticleContentInputs />
      <ArticlePublishingInputs />
      <ArticleConditionsInputs />
    </SimpleForm>
  );
}
