import { Autocomplete, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import {
  DOCUMENT_TAG_MAX,
  DOCUMENT_TAGS_MAX,
} from "../../../../domain/schemas/libraryDocument";

const K = "pages.documents.tags";

/** Tags as the server keeps them: trimmed, lower-case, each once; commas split what was typed. */
export function normaliseTags(values: readonly string[]): string[] {
  const tags = values
    .flatMap((v) => v.split(","))
    .map((t) => t.trim().toLowerCase().slice(0, DOCUMENT_TAG_MAX))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, DOCUMENT_TAGS_MAX);
}

/**
 * A document's tags as chips: type one and press Enter (or a comma, or leave the field) to add it,
 * Backspace or a chip's delete to remove one.
 */
export function TagInput({
  value,
  onChange,
  disabled,
  helperText,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={[...value]}
      disabled={disabled}
      size="small"
      onChange={(_, next) => onChange(normaliseTags(next))}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate(`${K}.label`)}
          helperText={helperText ?? translate(`${K}.hint`)}
        />
      )}
    />
  );
}
