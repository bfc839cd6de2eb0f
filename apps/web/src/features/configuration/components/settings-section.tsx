import { Box, Button, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** The settings are still loading, or failed to (then retry). */
  loading?: boolean;
  onRetry?: () => void;
  children?: ReactNode;
}

/** One block of a configuration tab: its title, what it decides, and its controls. */
export function SettingsSection({ title, description, loading, onRetry, children }: SettingsSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {loading ? <DelayedLoader label={`Cargando ${title.toLowerCase()}`} /> : children}
      {onRetry && <LoadError message="No fue posible cargar la configuración." onRetry={onRetry} />}
    </Paper>
  );
}

/** The 'Guardar' of a settings form: off while saving or while nothing changed. */
export function SettingsSaveButton({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={saving || !dirty}>
        Guardar
      </Button>
    </Box>
  );
}
