import { Box, MenuItem, Typography } from "@mui/material";
import {
  PROOF_KINDS,
  PROOF_LABELS,
  PROOF_REQUIREMENT_LABELS,
  PROOF_REQUIREMENTS,
  PROOF_STEP_LABELS,
  PROOF_STEPS,
  type ServiceTypeInput,
} from "@despacho/domain";
import type { Control } from "react-hook-form";
import { FormTextField } from "@shared/ui/form-text-field";

/** issue 24: for each step of the type's services, whether the courier's photo, signature and customer PIN are required. */
export function ProofRulesFields({ control }: { control: Control<ServiceTypeInput> }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Prueba de entrega del mensajero
      </Typography>
      {PROOF_STEPS.map((step) => (
        <Box key={step} role="group" aria-label={PROOF_STEP_LABELS[step]} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {PROOF_STEP_LABELS[step]}
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
            {PROOF_KINDS.map((kind) => (
              <FormTextField key={kind} select control={control} name={`proof_rules.${step}.${kind}`} label={PROOF_LABELS[kind]}>
                {PROOF_REQUIREMENTS.map((requirement) => (
                  <MenuItem key={requirement} value={requirement}>
                    {PROOF_REQUIREMENT_LABELS[requirement]}
                  </MenuItem>
                ))}
              </FormTextField>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
