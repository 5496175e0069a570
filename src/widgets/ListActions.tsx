import {
  CreateButton,
  ExportButton,
  FilterButton,
  TopToolbar,
} from "react-admin";

/**
 * The toolbar of the admin lists: filters, create (at the resource's own create path, §2 puts
 * some under a singular name) and the CSV export of the filtered list.
 */
export function ListActions({ createPath }: { createPath?: string }) {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={createPath} />
      <ExportButton />
    </TopToolbar>
  );
}
