import { useEffect, useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";

const SEARCH_DELAY_MS = 300;

/** A person as a picker shows and keeps them. */
export interface PickedPerson {
  id: string;
  label: string;
}

interface PeoplePickerProps {
  value: PickedPerson[];
  onChange: (value: PickedPerson[]) => void;
  /** Finds people by name: the server answers only those the caller may pick. */
  find: (term: string) => Promise<PickedPerson[]>;
  /** The query key of the search (a module's own), the term is appended. */
  queryKey: readonly string[];
  label: string;
  helperText?: string;
}

/**
 * People found by name as the user types (debounced), kept as chips: a free-standing thread's
 * participants (discussions), whom a free-standing document is shared with (documents).
 */
export function PeoplePicker({
  value,
  onChange,
  find,
  queryKey,
  label,
  helperText,
}: PeoplePickerProps) {
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...queryKey, term],
    queryFn: () => find(term),
    enabled: term.length > 0,
  });
  return (
    <Autocomplete
      multiple
      options={found.data ?? []}
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
          label={label}
          helperText={helperText}
          margin="dense"
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}
