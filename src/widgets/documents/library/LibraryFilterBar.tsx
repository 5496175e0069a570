import { useEffect, useRef, useState } from "react";
import {
  Box,
  Button,
  Collapse,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
} from "@mui/material";
import type { SxProps, Theme } from "@mui/material";
import { useTranslate } from "react-admin";
import {
  DOCUMENT_MODEL_TYPES,
  DOCUMENT_TYPE_GROUPS,
  FREE_STANDING,
} from "../../../../domain/schemas/libraryDocument";
import { recordLabelKey } from "../../../records/recordLinks";
import { DateInputField } from "../../DateInputField";
import type {
  LibraryFilters,
  LibraryRequest,
  LibrarySort,
} from "./libraryQuery";
import { LIBRARY_SORT_FIELDS, NO_FILTERS } from "./libraryQuery";

const K = "pages.documents.filters";
/** Typing pauses this long before the search goes out. */
export const SEARCH_DELAY_MS = 300;

/** A select of the bar: "any" first (an empty value), then the choices. */
function FilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A text filter that reaches the list once typing pauses; a reset from outside shows at once. */
function DebouncedField({
  label,
  value,
  onCommit,
  type,
  sx,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: string;
  sx?: SxProps<Theme>;
}) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setTyped(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type={type}
      label={label}
      value={typed}
      onChange={(e) => {
        const next = e.target.value;
        setTyped(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onCommit(next), SEARCH_DELAY_MS);
      }}
      sx={sx}
    />
  );
}

/**
 * The library's filters, sort and order: a search of titles, tags and the words inside the files
 * (as one types), the kind of record (or none), the owner, a tag, the type and the date added.
 */
export function LibraryFilterBar({
  request,
  onFilters,
  onSort,
  fixedRecord,
}: {
  request: LibraryRequest;
  onFilters: (change: Partial<LibraryFilters>) => void;
  onSort: (sort: LibrarySort, descending: boolean) => void;
  /** The list is one record's: no record-type filter. */
  fixedRecord: boolean;
}) {
  const translate = useTranslate();
  const { filters } = request;
  const any = (key: string) => ({ id: "", name: translate(`${K}.${key}`) });
  const searching = filters.searchTerm.trim() !== "";
  // On a phone the search stays in view and the other filters fold away behind one button.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [open, setOpen] = useState(false);
  const active = [
    filters.modelType,
    filters.owner,
    filters.tag,
    filters.typeGroup,
    filters.fromDate,
    filters.toDate,
  ].filter(Boolean).length;
  const sorts: LibrarySort[] = [
    ...(searching ? (["relevance"] as const) : []),
    ...LIBRARY_SORT_FIELDS,
  ];
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <DebouncedField
          type="search"
          label={translate(`${K}.search`)}
          value={filters.searchTerm}
          onCommit={(searchTerm) => onFilters({ searchTerm })}
          sx={{ minWidth: 240, flex: "1 1 240px" }}
        />
        {phone && (
          <Button
            aria-expanded={open}
            aria-controls="library-more-filters"
            onClick={() => setOpen(!open)}
          >
            {active
              ? translate(`${K}.moreActive`, { count: active })
              : translate(`${K}.more`)}
          </Button>
        )}
      </Stack>
      <Collapse in={!phone || open} id="library-more-filters">
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {!fixedRecord && (
              <FilterSelect
                label={translate(`${K}.record`)}
                value={filters.modelType}
                choices={[
                  any("anyRecord"),
                  {
                    id: FREE_STANDING,
                    name: translate("pages.documents.noRecord"),
                  },
                  ...DOCUMENT_MODEL_TYPES.map((t) => ({
                    id: t,
                    name: translate(recordLabelKey(t), { _: t }),
                  })),
                ]}
                onChange={(modelType) => onFilters({ modelType })}
              />
            )}
            <FilterSelect
              label={translate(`${K}.owner`)}
              value={filters.owner}
              choices={[
                any("anyone"),
                { id: "mine", name: translate(`${K}.mine`) },
              ]}
              onChange={(owner) =>
                onFilters({ owner: owner === "mine" ? "mine" : "" })
              }
            />
            <DebouncedField
              label={translate(`${K}.tag`)}
              value={filters.tag}
              onCommit={(tag) => onFilters({ tag })}
              sx={{ width: 150 }}
            />
            <FilterSelect
              label={translate(`${K}.type`)}
              value={filters.typeGroup}
              choices={[
                any("anyType"),
                ...DOCUMENT_TYPE_GROUPS.map((g) => ({
                  id: g,
                  name: translate(`pages.documents.types.${g}`),
                })),
              ]}
              onChange={(typeGroup) => onFilters({ typeGroup })}
            />
            <Box sx={{ width: 170 }}>
              <DateInputField
                label={`${K}.fromDate`}
                value={filters.fromDate}
                maxDate={filters.toDate ?? undefined}
                onChange={(fromDate) => onFilters({ fromDate })}
              />
            </Box>
            <Box sx={{ width: 170 }}>
              <DateInputField
                label={`${K}.toDate`}
                value={filters.toDate}
                minDate={filters.fromDate ?? undefined}
                onChange={(toDate) => onFilters({ toDate })}
              />
            </Box>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
          >
            <FilterSelect
              label={translate(`${K}.sort`)}
              value={request.sort}
              choices={sorts.map((s) => ({
                id: s,
                name: translate(`${K}.sorts.${s}`),
              }))}
              onChange={(sort) =>
                onSort(sort as LibrarySort, request.descending)
              }
            />
            {request.sort !== "relevance" && (
              <FormControlLabel
                control={
                  <Switch
                    checked={request.descending}
                    onChange={(e) => onSort(request.sort, e.target.checked)}
                  />
                }
                label={translate(`${K}.descending`)}
              />
            )}
            <Button onClick={() => onFilters(NO_FILTERS)}>
              {translate(`${K}.clear`)}
            </Button>
          </Stack>
        </Stack>
      </Collapse>
    </Stack>
  );
}
