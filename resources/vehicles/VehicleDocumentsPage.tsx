import { useEffect } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from "@mui/material";
import { LinkBase, Loading, Title, useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { errorMessage } from "../../src/forms/serverErrors";
import { useCanModifyVehicles } from "./useCanModifyVehicles";
import { VehicleDocumentList } from "./VehicleDocumentList";
import { VehicleDocumentUpload } from "./VehicleDocumentUpload";
import type { VehicleRow } from "./vehicleModel";
import { vehicleLabel } from "./vehicleModel";
import {
  documentKey,
  vehicleKey,
  VEHICLES_RESOURCE,
  vehicleShowPath,
} from "./vehiclePaths";

/**
 * /admin/transport/vehicle/documents/:id: upload a vehicle's documents (modify-vehicles) and
 * preview, download or delete them. New vehicles land here right after they are created.
 */
export function VehicleDocumentsPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { canModify } = useCanModifyVehicles();
  const {
    data: vehicle,
    isPending,
    error,
  } = useGetOne<VehicleRow>(VEHICLES_RESOURCE, { id });
  const title = vehicle
    ? translate(documentKey("title"), { vehicle: vehicleLabel(vehicle) })
    : translate(documentKey("listTitle"));
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (isPending) return <Loading />;
  if (error || !vehicle)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(error) || translate("ra.page.not_found")}
      </Alert>
    );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button
          component={LinkBase}
          to={vehicleShowPath(id)}
          startIcon={<ArrowBackIcon />}
        >
          {translate(vehicleKey("action.backToVehicle"))}
        </Button>
      </Stack>
      {canModify && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <VehicleDocumentUpload vehicleId={id} />
          </CardContent>
        </Card>
      )}
      <Card>
        <VehicleDocumentList vehicleId={id} canDelete={canModify} />
      </Card>
    </Box>
  );
}
