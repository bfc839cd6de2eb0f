import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Paper, Stack } from "@mui/material";
import {
  type AnonymousCustomer,
  anonymousCustomerInputSchema,
  CUSTOMER_ADDRESS_MAX,
  CUSTOMER_NAME_MAX,
  type FieldError,
  normalizePhone,
  PHONE_INPUT_MAX,
  ROUTES,
} from "@despacho/domain";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { ApiError } from "@shared/api/api-error";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { FormTextField } from "@shared/ui/form-text-field";
import { PageHeader } from "@shared/ui/page-header";
import { useCreateAnonymousCustomer } from "../api/create-anonymous-customer";
import { useDeleteAnonymousCustomer } from "../api/delete-anonymous-customer";
import { useAnonymousCustomer } from "../api/get-anonymous-customer";
import { useUpdateAnonymousCustomer } from "../api/update-anonymous-customer";

const DELETE_CONFIRM = "¿Está seguro de eliminar el cliente?";

// The form holds text; empty address and email are sent as null (spec §5 via the domain schema).
const formSchema = z
  .object({ name: z.string(), phone_number: z.string(), address: z.string(), email: z.string() })
  .transform(
    (v): z.input<typeof anonymousCustomerInputSchema> => ({ ...v, address: v.address.trim() || null, email: v.email.trim() || null }),
  )
  .pipe(anonymousCustomerInputSchema);
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ["name", "phone_number", "address", "email"] as const;

/** spec §2.2 /customers/new and /customers/{id}/edit. */
export function CustomerFormPage() {
  const { id } = useParams();
  const customer = useAnonymousCustomer(id);
  if (!id) return <CustomerForm />;
  if (customer.isPending) return <DelayedLoader label="Cargando cliente" />;
  if (customer.isError || !customer.data) {
    return (
      <EmptyState
        title="El cliente no existe"
        hint="Puede que haya sido eliminado."
        action={
          <Button component={RouterLink} to={ROUTES.customers.path}>
            Volver a clientes
          </Button>
        }
      />
    );
  }
  return <CustomerForm customer={customer.data} key={customer.data.uuid} />;
}

function CustomerForm({ customer }: { customer?: AnonymousCustomer }) {
  const navigate = useNavigate();
  const canChange = useCan(["change_anonymouscustomer"]);
  const create = useCreateAnonymousCustomer();
  const update = useUpdateAnonymousCustomer();
  const remove = useDeleteAnonymousCustomer();
  const [idempotencyKey] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: customer?.name ?? "",
      phone_number: customer?.phone_number ?? "",
      address: customer?.address ?? "",
      email: customer?.email ?? "",
    },
  });
  const pending = create.isPending || update.isPending || remove.isPending;
  const back = () => navigate(ROUTES.customers.path);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.kind !== "bad-request") return;
    const loose: FieldError[] = [];
    for (const f of error.fields) {
      if ((FIELDS as readonly string[]).includes(f.field))
        form.setError(f.field as FieldPath<FormValues>, { type: "server", message: f.message });
      else loose.push(f);
    }
    setFormError(loose.length || error.fields.length === 0 ? (loose[0]?.message ?? error.message) : null);
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (customer) update.mutate({ id: customer.uuid, ...values }, { onSuccess: back, onError: showServerErrors });
    else create.mutate({ input: values, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
  });

  return (
    <>
      <PageHeader
        title={customer ? "Editar cliente" : "Nuevo cliente"}
        subtitle={customer ? customer.name : "Cliente anónimo de la sucursal"}
        actions={
          <Button component={RouterLink} to={ROUTES.customers.path} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={form.control}
              name="name"
              label="Nombre"
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: CUSTOMER_NAME_MAX } }}
            />
            <FormTextField
              control={form.control}
              name="phone_number"
              parse={normalizePhone}
              label="Teléfono"
              type="tel"
              required
              helperText="Se guardan solo dígitos y +"
              slotProps={{ htmlInput: { maxLength: PHONE_INPUT_MAX, inputMode: "tel" } }}
            />
            <FormTextField
              control={form.control}
              name="address"
              label="Dirección"
              slotProps={{ htmlInput: { maxLength: CUSTOMER_ADDRESS_MAX } }}
            />
            <FormTextField
              control={form.control}
              name="email"
              label="Correo electrónico"
              type="email"
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap", rowGap: 1 }}>
              {customer && canChange && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setConfirming(true)}
                  disabled={pending}
                  sx={{ mr: "auto" }}
                >
                  Eliminar
                </Button>
              )}
              <Button onClick={back} disabled={pending}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" disabled={pending}>
                Guardar
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={DELETE_CONFIRM}
        message={customer?.name}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => customer && remove.mutate(customer.uuid, { onSuccess: back })}
      />
    </>
  );
}
