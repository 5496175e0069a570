import { CreateButton, FilterButton, TopToolbar } from "react-admin";
import { StreamedExportButton } from "./StreamedExportButton";

/**
 * The toolbar of the admin lists: filters, create (at the resource's own create path, §2 puts
 * some under a singular name) and the CSV export of everything the filters match, streamed by the
 * server (StreamedExportButton).
 */
export function ListActions({ createPath }: { createPath?: string }) {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={createPath} />
      <StreamedExportButton />
    </TopToolbar>
  );
}
