import { MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import type { CollectionRecord } from "../../src/widgets/knowledge/useArticleCollections";
import { K } from "./KnowledgeFrame";

const S = `${K}.search`;

export interface SearchState {
  /** As typed; the search goes out once typing pauses. */
  typed: string;
  /** A collection's code, or "" for any. */
  collection: string;
  tag: string;
}

/** The search box and its two filters, in one column on a phone. */
export function SearchFilters({
  state,
  collections,
  onChange,
}: {
  state: SearchState;
  collections: readonly CollectionRecord[];
  onChange: (change: Partial<SearchState>) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      useFlexGap
      sx={{ mb: 2 }}
    >
      <TextField
        type="search"
        label={translate(`${S}.box`)}
        value={state.typed}
        onChange={(e) => onChange({ typed: e.target.value })}
        autoFocus
        size="small"
        sx={{ flex: { sm: "2 1 16rem" } }}
      />
      <TextField
        select
        label={translate(`${S}.collection`)}
        value={state.collection}
        onChange={(e) => onChange({ collection: e.target.value })}
        size="small"
        sx={{ flex: { sm: "1 1 10rem" } }}
      >
        <MenuItem value="">{translate(`${S}.anyCollection`)}</MenuItem>
        {collections.map((c) => (
          <MenuItem key={c.articleCollectionId} value={c.code}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(`${S}.tag`)}
        value={state.tag}
        onChange={(e) => onChange({ tag: e.target.value })}
        size="small"
        sx={{ flex: { sm: "1 1 8rem" } }}
      />
    </Stack>
  );
}
