import AddIcon from "@mui/icons-material/Add";
import { Button, IconButton, Tooltip, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { WorkingCity } from "@despacho/domain";
import { useState } from "react";
import type { SettingsForForm } from "../form/quick-panel-form";
import { QuickPanelDialog } from "./quick-panel-dialog";

export interface NewServiceButtonProps {
  /** Business users get the business panel, staff the quick-creation panels (spec §2.3). */
  isBusiness: boolean;
  settings: SettingsForForm;
  /** The headquarter's working cities (spec §3 cities_work): the map frames the default one. */
  cities: readonly WorkingCity[];
  canSeeAnonymousCustomers: boolean;
}

/** spec §2.3 toolbar 'Nuevo servicio' (plus icon); the toolbar decides when it shows. */
export function NewServiceButton({ isBusiness, settings, cities, canSeeAnonymousCustomers }: NewServiceButtonProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down("md"));
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title="Nuevo servicio">
          <IconButton color="primary" onClick={() => setOpen(true)} aria-label="Nuevo servicio" data-testid="new-service-button">
            <AddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          data-testid="new-service-button"
          sx={{ whiteSpace: "nowrap" }}
        >
          Nuevo servicio
        </Button>
      )}
      {open && (
        <QuickPanelDialog
          variant={isBusiness ? "business" : "staff"}
          settings={settings}
          cities={cities}
          canSeeAnonymousCustomers={canSeeAnonymousCustomers}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
