import { lazy, Suspense } from "react";
import { Skeleton } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import type { TripMapProps } from "./TripMap";

const TripMap = lazy(() =>
  import("./TripMap").then((m) => ({ default: m.TripMap })),
);

/** The tile settings, read once per session (they change only with the server's configuration). */
function useMapSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ["map-settings"],
    queryFn: ({ signal }) => dataProvider.mapSettings(signal),
    staleTime: Infinity,
  });
}

/** A trip map with the configured tiles, its Leaflet code loaded only when a map is shown. */
export function LazyTripMap(
  props: Omit<TripMapProps, "tileUrl" | "attribution">,
) {
  const settings = useMapSettings();
  const height = props.height ?? 420;
  const placeholder = <Skeleton variant="rectangular" height={height} />;
  if (!settings.data) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TripMap
        {...props}
        tileUrl={settings.data.tileUrl}
        attribution={settings.data.attribution}
      />
    </Suspense>
  );
}
