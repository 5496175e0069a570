import type { Theme } from "@mui/material";
import { useMediaQuery } from "@mui/material";
import { CreateButton, FilterButton, List, TopToolbar } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StreamedExportButton } from "../../src/widgets/StreamedExportButton";
import { TripListDesktop } from "./TripListDesktop";
import { TripListEmpty } from "./TripListEmpty";
import { TripListMobile } from "./TripListMobile";
import { tripFilters } from "./tripFilters";
import { DEFAULT_TRIP_SORT, tripKey } from "./tripModel";
import { useTripAccess } from "./useTripAccess";

function TripListActions({ book }: { book: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {book && (
        <CreateButton
          to={tripsModule.paths.create}
          label={tripKey("actions.book")}
        />
      )}
      {/* Every trip the filters match, streamed by the server with readable columns. */}
      <StreamedExportButton />
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return (
    <List
      sort={DEFAULT_TRIP_SORT}
      filters={tripFilters({
        byFacility: access.dispatch && !access.facilityScoped,
        byDriver: access.dispatch,
      })}
      actions={<TripListActions book={access.book} />}
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
