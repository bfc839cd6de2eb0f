import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@mui/material";
import {
  type AnonymousCustomer,
  anonymousCustomerInputSchema,
  CUSTOMER_ADDRESS_MAX,
  CUSTOMER_NAME_MAX,
  MESSAGES,
  normalizePhone,
  PHONE_INPUT_MAX,
  ROUTES,
} from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { z } from "zod";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { useServerErrors } from "@shared/hooks/use-server-errors";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { FormPage, FormRecord } from "@shared/ui/form-page";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateAnonymousCustomer } from "../api/create-anonymous-customer";
import { useDeleteAnonymousCustomer } from "../api/delete-anonymous-customer";
import { useAnonymousCustomer } from "../api/get-anonymous-customer";
import { useUpdateAnonymousCustomer } from "../api/update-anonymous-customer";

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
  return (
    <FormRecord
      id={id}
      record={useAnonymousCustomer(id)}
      loadingLabel="Cargando cliente"
      missingTitle="El cliente no existe"
      missingHint="Puede que haya sido eliminado."
      backTo={ROUTES.customers.path}
      backLabel="Volver a clientes"
    >
      {(customer) => <CustomerForm customer={customer} key={customer?.uuid} />}
    </FormRecord>
  );
}

function CustomerForm({ customer }: { customer?: AnonymousCustomer }) {
  const navigate = useNavigate();
  const canChange = useCan(["change_anonymouscustomer"]);
  const create = useCreateAnonymousCustomer();
  const update = useUpdateAnonymousCustomer();
  const remove = useDeleteAnonymousCustomer();
  const idempotencyKey = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: customer?.name ?? "",
      phone_number: customer?.phone_number ?? "",
      address: customer?.address ?? "",
      email: customer?.email ?? "",
    },
  });
  const { formError, setFormError, showServerErrors } = useServerErrors(form.setError, FIELDS);
  const pending = create.isPending || update.isPending || remove.isPending;
  const back = () => navigate(ROUTES.customers.path);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    if (customer) update.mutate({ id: customer.uuid, ...values }, { onSuccess: back, onError: showServerErrors });
    else create.mutate({ input: values, idempotencyKey }, { onSuccess: back, onError: showServerErrors });
  });

  return (
    <>
      <FormPage
        title={customer ? "Editar cliente" : "Nuevo cliente"}
        subtitle={customer ? customer.name : "Cliente anónimo de la sucursal"}
        backTo={ROUTES.customers.path}
        onSubmit={submit}
        pending={pending}
        formError={formError}
        maxWidth={720}
        extraAction={
          customer &&
          canChange && (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
              disabled={pending}
              sx={{ mr: "auto" }}
            >
              Eliminar
            </Button>
          )
        }
      >
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
      </FormPage>
      <ConfirmDialog
        open={confirming}
        title={MESSAGES.customerDeleteConfirm}
        message={customer?.name}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => customer && remove.mutate(customer.uuid, { onSuccess: back })}
      />
    </>
  );
}
