import { useState } from "react";
import { useParams } from "react-router-dom";
import { Link } from "react-router-dom";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import {
  Loading,
  Title,
  useGetOne,
  useTranslate,
  useUpdate,
} from "react-admin";
import {
  attributesModule as m,
  attributeEditPath,
  attributeValuesModule,
} from "../../domain/modules/attributes";
import type { AttributeChoice } from "../../domain/schemas/attribute";
import { ActiveSwitch } from "../../src/widgets/ActiveSwitch";
import { AttributeValueDialog } from "./AttributeValueDialog";
import type { AttributeRow } from "./attributeModel";
import { toValueForm } from "./attributeModel";
import { useRefreshDefinitions } from "./useRefreshDefinitions";

const v = (key: string) => m.key(`values.${key}`);

/** Retires a value (or brings it back) in place: an upsert of the value with `active` flipped. */
function RetireSwitch({
  attributeId,
  choice,
  onDone,
}: {
  attributeId: string;
  choice: AttributeChoice;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const [update] = useUpdate();
  return (
    <ActiveSwitch
      checked={choice.active}
      label={translate(v(choice.active ? "retire" : "restore"), {
        label: choice.label,
      })}
      onToggle={(active) =>
        update(
          attributeValuesModule.name,
          {
            id: choice.attributeValueId,
            data: { ...toValueForm(attributeId, choice), active },
            previousData: { id: choice.attributeValueId, ...choice },
          },
          { mutationMode: "pessimistic", returnPromise: true },
        )
      }
      success={{ message: v("notifications.updated") }}
      afterToggle={onDone}
    />
  );
}

/** /admin/attribute/values/:attributeId: a choice attribute's values (add, edit, retire). */
export function AttributeValuesPage() {
  const { attributeId = "" } = useParams();
  const translate = useTranslate();
  const refresh = useRefreshDefinitions();
  const [editing, setEditing] = useState<AttributeChoice | "new" | null>(null);
  const { data, isPending, refetch } = useGetOne<AttributeRow>(m.name, {
    id: attributeId,
  });
  if (isPending) return <Loading />;
  if (!data) return null;
  const changed = () => {
    void refetch();
    void refresh();
  };
  const choices = [...data.choices].sort((a, b) => a.position - b.position);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(v("title"), { name: data.name })} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: "wrap" }}>
          {/* The title is the app bar's (<Title>): the buttons sit on the right. */}
          <Box sx={{ flexGrow: 1 }} />
          <Button component={Link} to={attributeEditPath(data.id)}>
            {translate(v("back"))}
          </Button>
          {data.dataType === "choice" && (
            <Button variant="contained" onClick={() => setEditing("new")}>
              {translate(v("add"))}
            </Button>
          )}
        </Stack>
        {data.dataType !== "choice" ? (
          <Alert severity="info">{translate(v("notChoice"))}</Alert>
        ) : choices.length === 0 ? (
          <Typography>{translate(v("empty"))}</Typography>
        ) : (
          <Table
            size="small"
            sx={{ overflowX: "auto", display: { xs: "block", sm: "table" } }}
          >
            <TableHead>
              <TableRow>
                {["value", "label", "position", "active"].map((f) => (
                  <TableCell key={f}>{translate(v(`fields.${f}`))}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {choices.map((c) => (
                <TableRow key={c.attributeValueId}>
                  <TableCell>{c.value}</TableCell>
                  <TableCell>{c.label}</TableCell>
                  <TableCell>{c.position}</TableCell>
                  <TableCell>
                    <RetireSwitch
                      attributeId={data.attributeId}
                      choice={c}
                      onDone={changed}
                    />
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(c)}>
                      {translate(v("edit"))}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing && (
        <AttributeValueDialog
          attributeId={data.attributeId}
          choice={editing === "new" ? undefined : editing}
          onClose={(didChange) => {
            setEditing(null);
            if (didChange) changed();
          }}
        />
      )}
    </Card>
  );
}
