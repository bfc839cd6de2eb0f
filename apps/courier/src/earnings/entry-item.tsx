import { Chip, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { MESSENGER_PAYMENT_METHODS, PAYROLL_ENTRY_LABELS, type PayrollEntry } from "@despacho/domain";
import { formatCop, formatDateTime } from "../format";

/** One movement of the ledger: a finished service, a payment (by its method), an adjustment with its reason. */
export function EntryItem({ entry }: { entry: PayrollEntry }) {
  const what = [
    entry.service && `Servicio #${entry.service.consecutive}`,
    entry.method && MESSENGER_PAYMENT_METHODS[entry.method],
    entry.reason,
    formatDateTime(entry.created_at),
  ].filter(Boolean);
  return (
    <ListItem divider data-testid="earnings-entry">
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <span>{PAYROLL_ENTRY_LABELS[entry.kind]}</span>
            {entry.cancelled && <Chip size="small" label="Anulado" />}
          </Stack>
        }
        secondary={what.join(" · ")}
      />
      <Typography sx={{ fontWeight: 800, whiteSpace: "nowrap", color: entry.amount < 0 ? "error.main" : "secondary.main" }}>
        {formatCop(entry.amount)}
      </Typography>
    </ListItem>
  );
}
