import { useEffect, useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { MentionItem } from "../../domain/richText";
import type { AppDataProvider } from "../../providers/appDataProvider";

const K = "pages.discussions.create";
const SEARCH_DELAY_MS = 300;

interface ParticipantPickerProps {
  value: MentionItem[];
  onChange: (value: MentionItem[]) => void;
}

/**
 * The readers of a free-standing thread: people found by name through /discussions/mentionable with
 * no record (the server answers only users within the caller's reach).
 */
export function ParticipantPicker({ value, onChange }: ParticipantPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ["discussions", "participants", term],
    queryFn: () => dataProvider.discussionMentionable({ searchTerm: term }),
    enabled: term.length > 0,
  });
  const options = (found.data ?? []).filter((m) => m.kind === "user");
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      onInputChange={(_, next) => setTyped(next)}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${K}.fields.participants`)}
          helperText={translate(`${K}.participantsHint`)}
          margin="dense"
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}
