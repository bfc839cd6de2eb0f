import { zodResolver } from "@hookform/resolvers/zod";
import { ROUTE_CODE_MAX, ROUTE_NAME_MAX, type ServiceRoute, type ServiceRouteInput, serviceRouteInputSchema } from "@despacho/domain";
import { ApiError } from "@despacho/client";
import { useForm, useWatch } from "react-hook-form";
import { useIdempotencyKey } from "@shared/hooks/use-idempotency-key";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormSwitch } from "@shared/ui/form-switch";
import { FormTextField } from "@shared/ui/form-text-field";
import { useSaveRoute } from "../api/save-route";

/** A new route, or the one given: its code (unique in the headquarter, what services carry as 'Código de ruta'), name and kind. */
export function RouteDialog({ route, onClose }: { route?: ServiceRoute; onClose: () => void }) {
  const save = useSaveRoute();
  const idempotencyKey = useIdempotencyKey();
  const form = useForm<ServiceRouteInput>({
    resolver: zodResolver(serviceRouteInputSchema),
    defaultValues: { code: route?.code ?? "", name: route?.name ?? "", is_closed: route?.is_closed ?? false },
  });
  const [code, name] = useWatch({ control: form.control, name: ["code", "name"] });

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: route?.uuid, input, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields[0] : undefined;
          const message = field?.message ?? (error instanceof ApiError ? error.message : "Algo inesperado ha pasado");
          form.setError(field?.field === "name" ? "name" : "code", { type: "server", message });
        },
      },
    ),
  );

  return (
    <FormDialog
      title={route ? "Editar ruta" : "Nueva ruta"}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      canSubmit={code.trim() !== "" && name.trim() !== ""}
    >
      <FormTextField
        control={form.control}
        name="code"
        label="Código de ruta"
        autoFocus
        fullWidth
        margin="dense"
        helperText="Los servicios creados con este código aparecen primero al armar la ruta"
        slotProps={{ htmlInput: { maxLength: ROUTE_CODE_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: ROUTE_NAME_MAX } }}
      />
      <FormSwitch control={form.control} name="is_closed" label="Ruta cerrada (regresa a la primera parada)" />
    </FormDialog>
  );
}
