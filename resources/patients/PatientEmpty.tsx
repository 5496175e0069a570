import { Box, Typography } from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { CreateButton, useTranslate } from "react-admin";
import { patientsModule } from "../../domain/modules/patients";

/** Shown when there are no patients at all (not when filters match none). */
export function PatientEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", m: 4 }}>
      <PersonAddIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" component="p">
        {translate(`resources.${patientsModule.name}.empty`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`resources.${patientsModule.name}.invite`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
