import { Alert, Box } from "@mui/material";
import {
  type FieldError,
  MASSIVE_LOAD_COLUMNS,
  MASSIVE_ROW_FIELDS,
  type MassiveRowField,
  type MassiveRow,
  type MassiveRowData,
  MESSAGES,
  parseMassiveRow,
} from "@despacho/domain";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { FormPage, FormRecord } from "@shared/ui/form-page";
import { FormTextField } from "@shared/ui/form-text-field";
import { notify } from "@shared/ui/toast-store";
import { useMassiveRow, useSaveMassiveRow } from "../api/massive-rows";
import { dryRunPath, editRowPath } from "./paths";

const errorsOf = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, { type: "validate", message: e.message }]));

// The template's own rules (the domain's row schema) before the server adds its look-ups (type, addresses, price).
const resolver: Resolver<MassiveRowData> = async (values) => {
  const parsed = parseMassiveRow(values);
  return parsed.ok ? { values, errors: {} } : { values: {}, errors: errorsOf(parsed.errors) };
};

const HINTS: Partial<Record<MassiveRowField, string>> = {
  is_round_trip: "Sí o No",
  scheduled_at: "DD/MM/AAAA HH:mm en la hora de la sucursal; vacía si no es programado",
};

const empty = Object.fromEntries(MASSIVE_ROW_FIELDS.map((f) => [f, ""])) as MassiveRowData;

/** spec §2.2 /massive-load/{file}/service/new and /massive-load/{file}/service/{id}/edit: one row of the dry run. */
export function MassiveRowFormPage() {
  const { file = "", id } = useParams();
  return (
    <FormRecord
      id={id}
      record={useMassiveRow(id)}
      loadingLabel="Cargando fila"
      missingTitle="La fila no existe"
      missingHint="Puede que haya sido quitada del archivo."
      backTo={dryRunPath(file)}
      backLabel="Volver al archivo"
    >
      {(row) => <RowForm file={file} row={row} key={row?.uuid} />}
    </FormRecord>
  );
}

function RowForm({ file, row }: { file: string; row?: MassiveRow }) {
  const navigate = useNavigate();
  const save = useSaveMassiveRow(file, row?.uuid);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MassiveRowData>({ resolver, defaultValues: row?.data ?? empty });
  const back = dryRunPath(file);

  // The errors the server found when it checked the row, under their fields.
  useEffect(() => {
    for (const e of row?.errors ?? []) form.setError(e.field as keyof MassiveRowData, { type: "server", message: e.message });
  }, [row, form]);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        if (saved.errors.length === 0) {
          notify.success(row ? MESSAGES.updated : MESSAGES.added);
          navigate(back);
          return;
        }
        // Kept in the file with what is still wrong: fix it here or later from the table.
        if (!row) navigate(editRowPath(file, saved.uuid), { replace: true });
        for (const e of saved.errors) form.setError(e.field as keyof MassiveRowData, { type: "server", message: e.message });
        setFormError("La fila quedó guardada, pero aún tiene errores");
      },
      onError: (error) => setFormError(error.message),
    });
  });

  return (
    <FormPage
      title={row ? `Editar fila ${row.line}` : "Agregar servicio"}
      subtitle="Los datos se revisan como en la creación de un servicio"
      backTo={back}
      onSubmit={submit}
      pending={save.isPending}
      formError={formError}
      maxWidth={900}
      formLabel={row ? `Fila ${row.line}` : "Nuevo servicio de la carga"}
    >
      {row && row.errors.length > 0 && !formError && <Alert severity="warning">Corrija los campos marcados en rojo</Alert>}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {MASSIVE_LOAD_COLUMNS.map((c) => (
          <FormTextField
            key={c.field}
            control={form.control}
            name={c.field}
            label={c.header}
            required={c.required}
            multiline={c.field.endsWith("description")}
            helperText={HINTS[c.field]}
          />
        ))}
      </Box>
    </FormPage>
  );
}
