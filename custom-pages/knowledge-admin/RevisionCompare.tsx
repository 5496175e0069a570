import { useMemo } from "react";
import {
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { K } from "./adminPaths";
import { DiffView } from "./DiffView";
import type { ComparedText } from "./revisionDiff";
import { DIFF_FIELDS, diffText, hasChanges, htmlToText } from "./revisionDiff";

const D = `${K}.diff`;
const R = `${K}.revisions`;

/** A text one may compare: "current" or a revision's id, its label and its words. */
export interface CompareChoice {
  key: string;
  label: string;
  text: ComparedText;
}

function ChoiceSelect({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly CompareChoice[];
  onChange: (key: string) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
      >
        {choices.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * Any two of the article's texts (its revisions and the current one) side by side in time: the
 * differences of title, summary and text, word by word, from the first chosen to the second.
 */
export function RevisionCompare({
  choices,
  from,
  to,
  onFrom,
  onTo,
}: {
  choices: readonly CompareChoice[];
  from: string;
  to: string;
  onFrom: (key: string) => void;
  onTo: (key: string) => void;
}) {
  const translate = useTranslate();
  const before = choices.find((c) => c.key === from);
  const after = choices.find((c) => c.key === to);
  const fields = useMemo(() => {
    if (!before || !after) return [];
    return DIFF_FIELDS.map((field) => {
      const read = (t: ComparedText) =>
        field === "body" ? htmlToText(t.body) : t[field];
      return { field, parts: diffText(read(before.text), read(after.text)) };
    });
  }, [before, after]);
  if (!before || !after) return null;
  const changed = fields.filter((f) => hasChanges(f.parts));
  return (
    <Box
      component="section"
      aria-label={translate(`${D}.label`)}
      sx={{ mt: 2, minWidth: 0 }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 1 }}>
        <ChoiceSelect
          id="compare-from"
          label={translate(`${R}.compareFrom`)}
          value={from}
          choices={choices}
          onChange={onFrom}
        />
        <ChoiceSelect
          id="compare-to"
          label={translate(`${R}.compareTo`)}
          value={to}
          choices={choices}
          onChange={onTo}
        />
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate(`${D}.title`, { from: before.label, to: after.label })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${D}.legend`)}
      </Typography>
      {changed.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate(`${D}.same`)}</Typography>
      ) : (
        changed.map((f) => (
          <DiffView
            key={f.field}
            parts={f.parts}
            field={f.field}
            label={translate(`${D}.fields.${f.field}`)}
          />
        ))
      )}
    </Box>
  );
}
