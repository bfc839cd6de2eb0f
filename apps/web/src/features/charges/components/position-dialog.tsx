import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { capitalize, type Employment, type EmploymentInput, employmentInputSchema, POSITION_NAME_MAX } from "@despacho/domain";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateEmployment } from "../api/create-employment";
import { useUpdateEmployment } from "../api/update-employment";

interface PositionDialogProps {
  /** The position to edit; absent to add a new one. */
  position?: Employment;
  onClose: () => void;
}

/** spec §2.4 / §5: 'Digita el nombre del cargo'; Guardar disabled while empty; capitalised as typed. */
export function PositionDialog({ position, onClose }: PositionDialogProps) {
  const create = useCreateEmployment();
  const update = useUpdateEmployment();
  const pending = create.isPending || update.isPending;
  const form = useForm<EmploymentInput, unknown, z.output<typeof employmentInputSchema>>({
    resolver: zodResolver(employmentInputSchema),
    defaultValues: { name: position?.name ?? "" },
  });
  const name = useWatch({ control: form.control, name: "name" });

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose };
    if (position) update.mutate({ id: position.id, ...values }, options);
    else create.mutate(values, options);
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="position-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="position-dialog-title">Digita el nombre del cargo</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="name"
            parse={capitalize}
            label="Nombre"
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: POSITION_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={pending || name.trim() === ""}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
