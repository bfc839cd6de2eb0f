import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Paper, Stack } from "@mui/material";
import type { FormEventHandler, ReactNode } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { DelayedLoader } from "./delayed-loader";
import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";

interface FormPageProps {
  title: string;
  subtitle: string;
  /** Where 'Volver' and 'Cancelar' go: the list the form belongs to. */
  backTo: string;
  onSubmit: FormEventHandler;
  pending: boolean;
  /** The server's refusal that names no field of the form. */
  formError: string | null;
  maxWidth?: number;
  /** The form's accessible name. */
  formLabel?: string;
  /** Before 'Cancelar', pushed to the left (e.g. 'Eliminar'). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/** A catalogue's create or edit page (spec §2.2): header with 'Volver', the fields, then 'Cancelar' and 'Guardar'. */
export function FormPage({
  title,
  subtitle,
  backTo,
  onSubmit,
  pending,
  formError,
  maxWidth,
  formLabel,
  extraAction,
  children,
}: FormPageProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
        <Box component="form" onSubmit={onSubmit} noValidate aria-label={formLabel}>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {children}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap", rowGap: 1 }}>
              {extraAction}
              <Button onClick={() => navigate(backTo)} disabled={pending}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" disabled={pending}>
                Guardar
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}

interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

interface FormRecordProps<T> {
  /** The ':id' of the edit route; absent on the create route. */
  id: string | undefined;
  record: RecordQuery<T>;
  /** e.g. 'Cargando cliente'. */
  loadingLabel: string;
  missingTitle: string;
  missingHint: string;
  backTo: string;
  /** e.g. 'Volver a clientes'. */
  backLabel: string;
  /** The form, empty when creating. */
  children: (record?: T) => ReactNode;
}

/** The record a form page edits: loading, 'does not exist' with the way back, or the form. */
export function FormRecord<T>({ id, record, loadingLabel, missingTitle, missingHint, backTo, backLabel, children }: FormRecordProps<T>) {
  if (!id) return children();
  if (record.isPending) return <DelayedLoader label={loadingLabel} />;
  if (record.isError || record.data === undefined) {
    return (
      <EmptyState
        title={missingTitle}
        hint={missingHint}
        action={
          <Button component={RouterLink} to={backTo}>
            {backLabel}
          </Button>
        }
      />
    );
  }
  return children(record.data);
}
