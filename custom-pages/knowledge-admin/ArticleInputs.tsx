import {
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import {
  ARTICLE_SLUG_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  slugify,
} from "../../domain/schemas/article";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { FormSection } from "../../src/widgets/FormSection";
import { TagInput } from "../../src/widgets/documents/library/TagInput";
import { LazyRichTextInput } from "../../src/widgets/richText/LazyRichTextInput";
import { COLLECTIONS, K } from "./adminPaths";
import { ROLE_CHOICES, STATUS_CHOICES } from "./articleModel";

const F = `${K}.form`;

/**
 * The address: empty means "derived from the title" (shown as the placeholder), which the server
 * does until the article is first published; after that it changes only when written here.
 */
function SlugInput() {
  const translate = useTranslate();
  const title = useWatch({ name: "title" }) as unknown;
  const derived = slugify(typeof title === "string" ? title : "");
  return (
    <TextInput
      source="slug"
      label={`${F}.slug`}
      helperText={translate(`${F}.slugHelp`)}
      placeholder={derived}
      parse={(typed: string) => (typed ?? "").toLowerCase()}
      slotProps={{
        htmlInput: { maxLength: ARTICLE_SLUG_MAX, autoCapitalize: "none" },
        inputLabel: { shrink: true },
      }}
      fullWidth
    />
  );
}

/** The tags as chips (the document library's tag input). */
function TagsInput() {
  const { field } = useInput<string[]>({ source: "tags" });
  return (
    <TagInput
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
    />
  );
}

/** Title, address, summary, text, collection and tags. */
export function ArticleContentInputs() {
  return (
    <FormSection title={`${F}.sections.content`}>
      <TextInput
        source="title"
        label={`${F}.title`}
        isRequired
        fullWidth
        slotProps={{ htmlInput: { maxLength: ARTICLE_TITLE_MAX } }}
      />
      <SlugInput />
      <TextInput
        source="summary"
        label={`${F}.summary`}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ARTICLE_SUMMARY_MAX } }}
      />
      <LazyRichTextInput source="body" label={`${F}.body`} minRows={8} />
      <ReferenceInput
        source="articleCollectionId"
        reference={COLLECTIONS}
        sort={{ field: "name", order: "ASC" }}
        perPage={100}
      >
        <SelectInput
          optionText="name"
          label={`${F}.collection`}
          emptyText={`${F}.noCollection`}
          parse={parseOptionalId}
          fullWidth
        />
      </ReferenceInput>
      <TagsInput />
    </FormSection>
  );
}

/** Status, audience (none: everyone) and the roles that must read it. */
export function ArticlePublishingInputs() {
  const translate = useTranslate();
  return (
    <FormSection title={`${F}.sections.publishing`}>
      <SelectInput
        source="status"
        label={`${F}.status`}
        choices={STATUS_CHOICES}
        isRequired
      />
      <SelectArrayInput
        source="audience"
        label={`${F}.audience`}
        choices={ROLE_CHOICES}
        helperText={translate(`${F}.audienceHelp`)}
        fullWidth
      />
      <SelectArrayInput
        source="requiredForRoles"
        label={`${F}.requiredFor`}
        choices={ROLE_CHOICES}
        helperText={translate(`${F}.requiredForHelp`)}
        fullWidth
      />
    </FormSection>
  );
}
