import { MenuItem, Stack, TextField } from "@mui/material";
import { COVENANT_NOTE_MAX, COVENANT_PAYMENT_LABELS, COVENANT_PAYMENTS, type CovenantSettings } from "@despacho/domain";

interface CovenantTermsFieldsProps {
  value: CovenantSettings;
  onChange: (patch: Partial<CovenantSettings>) => void;
  /** Field errors by path ("settings.discount_percentage" or "discount_percentage"). */
  errorOf: (field: keyof CovenantSettings) => string | undefined;
}

/** The terms of a covenant (payment, discount, note): asked with the request and changed later. */
export function CovenantTermsFields({ value, onChange, errorOf }: CovenantTermsFieldsProps) {
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          label="Forma de pago"
          value={value.payment}
          onChange={(e) => onChange({ payment: e.target.value as CovenantSettings["payment"] })}
          sx={{ flex: 1 }}
        >
          {COVENANT_PAYMENTS.map((p) => (
            <MenuItem key={p} value={p}>
              {COVENANT_PAYMENT_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Descuento (%)"
          type="number"
          value={value.discount_percentage}
          onChange={(e) => onChange({ discount_percentage: Number(e.target.value) })}
          error={Boolean(errorOf("discount_percentage"))}
          helperText={errorOf("discount_percentage") || " "}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        label="Nota"
        value={value.note}
        onChange={(e) => onChange({ note: e.target.value })}
        error={Boolean(errorOf("note"))}
        helperText={errorOf("note") || `${value.note.length}/${COVENANT_NOTE_MAX}`}
        multiline
        minRows={2}
      />
    </>
  );
}
