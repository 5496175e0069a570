import { useAttributeFilters } from "../../src/widgets/attributes/useAttributeFilters";
import AddIcon from "@mui/icons-material/Add";
import type { Theme } from "@mui/material";
import { useMediaQuery } from "@mui/material";
import {
  Button,
  CreateButton,
  FilterButton,
  LinkBase,
  List,
  TopToolbar,
} from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { TripListDesktop } from "./TripListDesktop";
import { TripListEmpty } from "./TripListEmpty";
import { TripListMobile } from "./TripListMobile";
import { tripFilters } from "./tripFilters";
import { DEFAULT_TRIP_SORT, roleTripFilter, tripKey } from "./tripModel";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { useTripAccess } from "./useTripAccess";

function TripListActions({ book, meta }: { book: boolean; meta?: unknown }) {
  // CreateButton renders nothing until react-admin's async canAccess answers, so on wide screens
  // the button popped in after the first paint and wrapped the filter row (layout shift, issue 13).
  // `book` comes synchronously from the same gates; below md CreateButton is a floating Fab,
  // which shifts nothing.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"));
  return (
    <TopToolbar>
      <FilterButton />
      {book &&
        (wide ? (
          <Button
            component={LinkBase}
            to={tripsModule.paths.create}
            label={tripKey("actions.book")}
          >
            <AddIcon />
          </Button>
        ) : (
          <CreateButton
            to={tripsModule.paths.create}
            label={tripKey("actions.book")}
          />
        ))}
      {/* Every trip the filters match, streamed by the server with readable columns. */}
      <StreamedExportButton meta={meta} />
    </TopToolbar>
  );
}

/**
 * /trips/all for every signed-in role; the server scopes the rows (a driver's own trips, a
 * facility's, a customer's bookings). Latest pick-up first; a table on wide screens, cards on a
 * phone. A row opens the trip page, which every role may read.
 */
export function TripList() {
  const access = useTripAccess();
  const { user } = useCurrentUser();
  // §6: the role's own filter joins the user's filters in every search body (issue 22).
  const body = roleTripFilter(user);
  const meta = body ? { body } : undefined;
  const attributeFilters = useAttributeFilters("trip");
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List
      sort={DEFAULT_TRIP_SORT}
      queryOptions={meta ? { meta } : undefined}
      filters={[
        ...tripFilters({
          byFacility: access.dispatch && !access.facilityScoped,
          byDriver: access.dispatch,
        }),
        ...attributeFilters,
      ]}
      actions={<TripListActions book={access.book} meta={meta} />}
      pagination={<PagedTablePagination />}
      empty={<TripListEmpty book={access.book} />}
    >
      {phone ? (
        <TripListMobile />
      ) : (
        <TripListDesktop dispatch={access.dispatch} />
      )}
    </List>
  );
}
