import GpsOffIcon from "@mui/icons-material/GpsOff";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { keyframes } from "@mui/material/styles";
import { MESSAGES } from "@despacho/domain";
import { lazy, Suspense, useState } from "react";
import { useCan } from "@shared/permissions/use-roles";
import { useFakeLocations } from "../api/get-fake-locations";
import { useFakeLocationEvents } from "../hooks/use-fake-location-events";
import { openCount } from "./fake-location-view";

// The dialog (table, detail) loads when the alert is opened, not with the toolbar.
const FakeLocationsDialog = lazy(async () => ({ default: (await import("./fake-locations-dialog")).FakeLocationsDialog }));

const PULSES = 3;
const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0.6); }
  70% { box-shadow: 0 0 0 12px rgba(211, 47, 47, 0); }
  100% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0); }
`;

/** spec §2.4 fake-location alert: staff with the map menu; business users never see it (the toolbar decides). */
export function FakeLocationButton() {
  const canRead = useCan(["view_map_menu"]);
  return canRead ? <FakeLocationAlert /> : null;
}

function FakeLocationAlert() {
  const detections = useFakeLocationEvents();
  const couriers = useFakeLocations();
  const [open, setOpen] = useState(false);
  // A new detection marks the icon (pulsing red, then ringed) until the operator opens the alert.
  const [seen, setSeen] = useState(0);
  const pulsing = detections > seen;
  const count = openCount(couriers.data);
  const label = count === 1 ? "1 colaborador con ubicación falsa" : `${count} colaboradores con ubicación falsa`;

  return (
    <>
      <Tooltip title={MESSAGES.fakeLocationAlerts}>
        <IconButton
          onClick={() => {
            setSeen(detections);
            setOpen(true);
          }}
          aria-label={`${MESSAGES.fakeLocationAlerts}: ${label}${pulsing ? ", detección nueva" : ""}`}
          data-pulsing={pulsing || undefined}
          sx={{
            // The phone's toolbar is short of room: there the icon shows only when there is something to see.
            display: { xs: count > 0 || pulsing ? "inline-flex" : "none", sm: "inline-flex" },
            color: count > 0 || pulsing ? "error.main" : undefined,
            // A few pulses, then a steady ring until seen (an endless animation never lets the page settle).
            ...(pulsing && {
              outline: "2px solid",
              outlineColor: "error.main",
              animation: `${pulse} 1.2s ease-out ${PULSES}`,
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }),
          }}
        >
          <Badge badgeContent={count} color="error" max={99}>
            <GpsOffIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <FakeLocationsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
