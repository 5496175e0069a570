import { useEffect, useState } from "react";
import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Button,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { paymentRecordsModule } from "../../domain/modules/paymentRecords";
import { EQUIPMENT } from "../../domain/schemas/trip";
import { DateInputField } from "../../src/widgets/DateInputField";
import { Dropdown } from "../../src/widgets/Dropdown";
import type { PaymentRecordCriteria } from "./paymentRecordsModel";
import {
  EMPTY_CRITERIA,
  PAYMENT_RECORDS_SORT,
  toCriteria,
  toFilterValues,
} from "./paymentRecordsModel";

const key = paymentRecordsModule.key;
/** As react-admin's own search input: the list is asked again once typing pauses. */
const SEARCH_DEBOUNCE_MS = 500;
/**
 * The theme makes every text field full-width, which put each criterion on a line of its own: each
 * gets a width instead, so they share one wrapping row (a phone keeps them full-width, stacked).
 * The widths leave room for the count and Reset on the same row at 1280 px with the sidebar open.
 */
const FIELD_WIDTH = {
  search: { xs: "100%", sm: 200 },
  date: { xs: "100%", sm: 155 },
  equipment: { xs: "100%", sm: 180 },
} as const;

/**
 * §2's criteria bar: search box, Start Date, End Date, Trip Equipment, the results count and Reset.
 * The criteria live in the list's filter values (already in §7's shape, see paymentRecordsModel).
 */
export function PaymentRecordFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, setSort, total, isPending } =
    useListContext();
  const criteria = toCriteria(filterValues);
  const [text, setText] = useState(criteria.q);

  const apply = (next: PaymentRecordCriteria) =>
    setFilters(toFilterValues(next), {});

  // Typing asks again once it pauses, with the other criteria as they are by then.
  useEffect(() => {
    const current = toCriteria(filterValues);
    if (text.trim() === current.q) return;
    const timer = setTimeout(
      () => setFilters(toFilterValues({ ...current, q: text }), {}),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filterValues, setFilters]);

  const change = (patch: Partial<PaymentRecordCriteria>) =>
    apply({ ...criteria, q: text, ...patch });
  const reset = () => {
    setText("");
    apply(EMPTY_CRITERIA);
    setSort(PAYMENT_RECORDS_SORT);
  };

  const equipmentItems = [
    { text: translate(key("equipment.any")), value: "" },
    ...EQUIPMENT.map((value) => ({
      text: translate(key(`equipment.${value}`)),
      value,
    })),
  ];

  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ p: 2, flexWrap: "wrap", alignItems: "center" }}
    >
      <TextField
        sx={{ width: FIELD_WIDTH.search }}
        type="search"
        label={translate(key("fields.q"))}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon color="disabled" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ width: FIELD_WIDTH.date }}>
        <DateInputField
          label={key("fields.startDate")}
          name="startDate"
          value={criteria.startDate}
          maxDate={criteria.endDate ?? undefined}
          onChange={(startDate) => change({ startDate })}
        />
      </Box>
      <Box sx={{ width: FIELD_WIDTH.date }}>
        <DateInputField
          label={key("fields.endDate")}
          name="endDate"
          value={criteria.endDate}
          minDate={criteria.startDate ?? undefined}
          onChange={(endDate) => change({ endDate })}
        />
      </Box>
      {/* The shared Dropdown sizes to its text; an empty one would be narrower than its label. */}
      <Box
        sx={{
          width: FIELD_WIDTH.equipment,
          "& .MuiTextField-root": { width: "100%" },
        }}
      >
        <Dropdown
          id="payment-records-equipment"
          label={key("fields.equipment")}
          items={equipmentItems}
          value={criteria.equipment}
          onChange={(value) =>
            change({
              equipment: EQUIPMENT.find((e) => e === value) ?? "",
            })
          }
        />
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ flexGrow: 1 }}
      >
        {isPending
          ? null
          : translate(key("results"), { smart_count: total ?? 0 })}
      </Typography>
      <Button variant="outlined" onClick={reset}>
        {translate(key("action.reset"))}
      </Button>
    </Stack>
  );
}
