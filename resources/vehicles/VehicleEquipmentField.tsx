import AccessibleIcon from "@mui/icons-material/Accessible";
import AirlineSeatFlatIcon from "@mui/icons-material/AirlineSeatFlat";
import { Stack, Tooltip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { VehicleRow } from "./vehicleModel";
import { vehiclesModule } from "../../domain/modules/vehicles";

/** Wheelchair and stretcher capability as two named icons: one narrow column instead of two. */
export function VehicleEquipmentField(_props: {
  source?: string;
  label?: string;
}) {
  const record = useRecordContext<VehicleRow>();
  const translate = useTranslate();
  if (!record) return null;
  const items = [
    record.wheelchairAccessible && {
      key: "wheelchair",
      Icon: AccessibleIcon,
    },
    record.stretcherCapable && { key: "stretcher", Icon: AirlineSeatFlatIcon },
  ].filter((i): i is { key: string; Icon: typeof AccessibleIcon } => !!i);
  return (
    <Stack direction="row" spacing={1}>
      {items.map(({ key, Icon }) => {
        const label = translate(vehiclesModule.key(`equipment.${key}`));
        return (
          <Tooltip key={key} title={label}>
            <Icon
              fontSize="small"
              role="img"
              aria-label={label}
              aria-hidden={false}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
