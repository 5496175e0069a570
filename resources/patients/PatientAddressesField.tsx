import { List, ListItem, ListItemText } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { PatientRow } from "./patientModel";
import { formatLineAddress } from "../../src/widgets/address";

/** The patient's addresses, one per line under its label. */
export function PatientAddressesField(_props: { label?: string }) {
  const record = useRecordContext<PatientRow>();
  if (!record) return null;
  return (
    <List dense disablePadding>
      {record.addresses.map((address, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={address.label}
            secondary={formatLineAddress(address)}
          />
        </ListItem>
      ))}
    </List>
  );
}
