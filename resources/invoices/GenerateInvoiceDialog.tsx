import { useState } from "react";
import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
import {
  Button,
  useDataProvider,
  useGetList,
  useRedirect,
  useTranslate,
} from "react-admin";
import { todayIso } from "../../domain/expiry";
import { formatCents } from "../../domain/money";
import { facilitiesModule } from "../../domain/modules/facilities";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { invoicesModule } from "../../domain/modules/invoices";
import type { InvoicePreview } from "../../domain/schemas/invoice";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import type { BillTo, GenerateForm } from "./invoiceModel";
import { generateBody, lastMonth } from "./invoiceModel";
import { InvoiceLinesTable } from "./InvoiceLinesTable";

const k = (key: string) => invoicesModule.key(key);
const NAME_SORT = { field: "name", order: "ASC" as const };
const PAGE = { page: 1, perPage: 100 };

/** The list toolbar's Generate: opens the dialog. */
export function GenerateInvoiceButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={k("action.generate")} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && <GenerateInvoiceDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Choose a facility or an insurer and a period, Preview the lines (nothing stored), then Create:
 * the invoice is stored and its page opens.
 */
export function GenerateInvoiceDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [form, setForm] = useState<GenerateForm>({
    billTo: "facility",
    facilityId: "",
    insuranceProviderId: "",
    ...lastMonth(todayIso()),
  });
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const facilities = useGetList(facilitiesModule.name, {
    pagination: PAGE,
    sort: { field: "facilityName", order: "ASC" },
  });
  const insurers = useGetList(insuranceProvidersModule.name, {
    pagination: PAGE,
    sort: NAME_SORT,
  });

  const change = (patch: Partial<GenerateForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setPreview(null);
    setProblem(null);
  };
  const run = async (create: boolean) => {
    const { body, problem: why } = generateBody(form);
    if (!body) return setProblem(k(`validation.${why}`));
    setPending(true);
    try {
      if (!create) setPreview(await dataProvider.previewInvoice(body));
      else {
        const invoice = await dataProvider.generateInvoice(body);
        redirect(invoicesModule.paths.show(invoice.invoiceId));
      }
    } catch (e) {
      notifyError(e);
    } finally {
      setPending(false);
    }
  };
  // Facilities' rows name themselves facilityName, insurers' name.
  const parties = (
    form.billTo === "facility"
      ? (facilities.data ?? []).map((f) => ({ id: f.id, name: f.facilityName }))
      : (insurers.data ?? [])
  ) as { id: string; name: string }[];
  const partyField =
    form.billTo === "facility" ? "facilityId" : "insuranceProviderId";

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="generate-invoice-title"
    >
      <DialogTitle id="generate-invoice-title">
        {translate(k("generate.title"))}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate(k("generate.billTo"))}
            value={form.billTo}
            onChange={(e) => change({ billTo: e.target.value as BillTo })}
          >
            <MenuItem value="facility">
              {translate(k("generate.facility"))}
            </MenuItem>
            <MenuItem value="insurer">
              {translate(k("generate.insurer"))}
            </MenuItem>
          </TextField>
          <TextField
            select
            label={translate(k(`fields.${partyField}`))}
            value={form[partyField]}
            onChange={(e) => change({ [partyField]: e.target.value })}
          >
            {parties.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              label={translate(k("generate.fromDate"))}
              value={form.fromDate}
              onChange={(e) => change({ fromDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={translate(k("generate.toDate"))}
              value={form.toDate}
              onChange={(e) => change({ toDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {problem && <Alert severity="warning">{translate(problem)}</Alert>}
          {!preview && (
            <Alert severity="info">{translate(k("generate.help"))}</Alert>
          )}
          {preview && (
            <>
              <Alert severity={preview.lines.length ? "success" : "warning"}>
                {preview.lines.length
                  ? translate(k("generate.previewTotal"), {
                      smart_count: preview.tripCount,
                      total: formatCents(preview.totalCents),
                    })
                  : translate(k("generate.nothing"))}
              </Alert>
              {preview.lines.length > 0 && (
                <InvoiceLinesTable lines={preview.lines} />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending}>
          {translate(k("action.cancel"))}
        </MuiButton>
        <MuiButton onClick={() => run(false)} disabled={pending}>
          {translate(k("action.preview"))}
        </MuiButton>
        <MuiButton
          variant="contained"
          onClick={() => run(true)}
          disabled={pending || !preview?.lines.length}
        >
          {translate(k("action.create"))}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
