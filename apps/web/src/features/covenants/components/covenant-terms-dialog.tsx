import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { type Covenant, covenantSettingsSchema } from "@despacho/domain";
import { useState } from "react";
import { ApiError } from "@despacho/client";
import { useChangeCovenantSettings } from "../api/covenants";
import { CovenantTermsFields } from "./covenant-terms-fields";
import { counterpart, storeLabel } from "./covenant-text";
import { type Errors, errorsOf, issuesOf } from "./form-errors";

/** Changes the terms of a live covenant (either side may). */
export function CovenantTermsDialog({ covenant, onClose }: { covenant: Covenant; onClose: () => void }) {
  const change = useChangeCovenantSettings();
  const [settings, setSettings] = useState(covenant.settings);
  const [errors, setErrors] = useState<Errors>({});
  const save = () => {
    const parsed = covenantSettingsSchema.safeParse(settings);
    if (!parsed.success) return setErrors(issuesOf(parsed.error));
    change.mutate(
      { id: covenant.id, settings: parsed.data },
      { onSuccess: onClose, onError: (error) => error instanceof ApiError && setErrors(errorsOf(error.fields)) },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="covenant-terms-title">
      <DialogTitle id="covenant-terms-title">Condiciones del convenio con {storeLabel(counterpart(covenant))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CovenantTermsFields
            value={settings}
            onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
            errorOf={(field) => errors[field]}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={save} disabled={change.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
