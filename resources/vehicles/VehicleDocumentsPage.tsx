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
import { usePrivilege, writeGate } from "../../src/session/usePrivilege";
import { VehicleDocumentList } from "./VehicleDocumentList";
import { VehicleDocumentUpload } from "./VehicleDocumentUpload";
import type { VehicleRow } from "./vehicleModel";
import { vehicleLabel } from "./vehicleModel";
import {
  vehicleDocumentsModule,
  vehiclesModule,
} from "../../domain/modules/vehicles";

/**
 * /admin/transport/vehicle/documents/:id: upload a vehicle's documents (modify-vehicles) and
 * preview, download or delete them. New vehicles land here right after they are created.
 */
export function VehicleDocumentsPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { allowed: canModify, isPending: privilegePending } = usePrivilege(
    writeGate(vehiclesModule),
  );
  const {
    data: vehicle,
    isPending,
    error,
  } = useGetOne<VehicleRow>(vehiclesModule.name, { id });
  const title = vehicle
    ? translate(vehicleDocumentsModule.key("title"), {
        vehicle: vehicleLabel(vehicle),
      })
    : translate(vehicleDocumentsModule.key("listTitle"));
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Both answers first, so the upload form and delete buttons don't pop in after the list.
  if (isPending || privilegePending) return <Loading />;
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
          to={vehiclesModule.paths.show(id)}
          startIcon={<ArrowBackIcon />}
        >
          {translate(vehiclesModule.key("action.backToVehicle"))}
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
