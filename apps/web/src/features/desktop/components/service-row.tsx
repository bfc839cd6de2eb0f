import EventOutlinedIcon from "@mui/icons-material/EventOutlined";
import TwoWheelerOutlinedIcon from "@mui/icons-material/TwoWheelerOutlined";
import VisibilityOutlinedIcon from "@mui/icons-material/VisibilityOutlined";
import { Box, Checkbox, Chip, IconButton, Link, Tooltip, Typography } from "@mui/material";
import type { DeskOffer, Service } from "@despacho/domain";
import { memo } from "react";
import { formatCop } from "@shared/format/money";
import { formatShortDateTime } from "./format";
import { ACTION_META, type DeskAction, actionLabel } from "./service-actions";
import { StatusChip } from "@shared/ui/status-chip";
import { OfferStatus } from "./offer-status";

/** Desktop rows have this height; phone rows wrap their text and this is only their first estimate. */
export const ROW_HEIGHT = { desktop: 92, mobile: 168 } as const;

interface ServiceRowProps {
  service: Service;
  actions: DeskAction[];
  /** null when the service needs no scheduled time chip; otherwise whether it is operable now. */
  operable: boolean;
  now: Date;
  compact: boolean;
  /** The dispatch engine's offers of this waiting service (issue 22), if any. */
  offers?: readonly DeskOffer[];
  /** Shown in mass-control mode; undefined hides the checkbox. */
  selection?: { selected: boolean; selectable: boolean; onToggle: (uuid: string) => void };
  onAction: (action: DeskAction, service: Service) => void;
  onOpen: (service: Service) => void;
}

/** On a phone (compact) every text wraps: nothing a dispatcher needs is cut. */
const wrapping = (compact: boolean) => (compact ? { overflowWrap: "anywhere" as const } : undefined);

function Destinations({ service, compact }: { service: Service; compact: boolean }) {
  const origin = service.locations.find((l) => l.type === "origin");
  const destinations = service.locations.filter((l) => l.type === "destination");
  const every = service.locations.map((l) => l.address).join(" → ");
  // A desktop row names the first destination and counts the others; a phone row wraps them all.
  const text = compact
    ? every
    : `${origin?.address ?? "—"} → ${destinations[0]?.address ?? "—"}${destinations.length > 1 ? ` (+${destinations.length - 1})` : ""}`;
  return (
    <Typography variant="body2" noWrap={!compact} sx={wrapping(compact)} title={every}>
      {text}
      {service.is_round_trip && " · ida y vuelta"}
    </Typography>
  );
}

/** One service on the desk (spec §2.4); fixed height for the windowed list. */
export const ServiceRow = memo(function ServiceRow({
  service,
  actions,
  operable,
  now,
  compact,
  offers,
  selection,
  onAction,
  onOpen,
}: ServiceRowProps) {
  const scheduled = service.is_scheduled && service.scheduled_at;
  return (
    <Box
      data-testid="service-row"
      data-status={service.status}
      data-consecutive={service.consecutive}
      aria-label={`Servicio ${service.consecutive}`}
      sx={{
        height: compact ? undefined : "100%",
        display: "grid",
        alignItems: "center",
        columnGap: 1.5,
        rowGap: 0.5,
        px: 1.5,
        py: compact ? 1.25 : 0,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: selection?.selected ? "action.selected" : "background.paper",
        "&:hover": { bgcolor: selection?.selected ? "action.selected" : "action.hover" },
        gridTemplateColumns: compact
          ? `${selection ? "auto " : ""}minmax(0, 1fr) auto`
          : `${selection ? "auto " : ""}112px minmax(0, 1fr) minmax(120px, auto) auto`,
        gridTemplateAreas: compact
          ? `"${selection ? "sel " : ""}id cost" "${selection ? "sel " : ""}main main" "${selection ? "sel " : ""}actions actions"`
          : `"${selection ? "sel " : ""}id main cost actions"`,
      }}
    >
      {selection && (
        <Checkbox
          sx={{ gridArea: "sel" }}
          checked={selection.selected}
          disabled={!selection.selectable}
          onChange={() => selection.onToggle(service.uuid)}
          slotProps={{ input: { "aria-label": `Seleccionar servicio ${service.consecutive}` } }}
        />
      )}
      <Box
        sx={{
          gridArea: "id",
          display: "flex",
          flexDirection: compact ? "row" : "column",
          alignItems: compact ? "center" : "flex-start",
          gap: compact ? 1 : 0.5,
          minWidth: 0,
        }}
      >
        <Link
          component="button"
          type="button"
          variant="subtitle2"
          onClick={() => onOpen(service)}
          aria-label={`Ver servicio ${service.consecutive}`}
          sx={{ fontWeight: 700 }}
        >
          #{service.consecutive}
        </Link>
        <StatusChip status={service.status} />
      </Box>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Typography variant="body2" noWrap={!compact} sx={{ fontWeight: 600, ...wrapping(compact) }}>
          {service.name}{" "}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
            · {service.phone_number}
          </Typography>
        </Typography>
        <Destinations service={service} compact={compact} />
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            columnGap: 1,
            color: "text.secondary",
            minWidth: 0,
            ...(compact ? { flexWrap: "wrap" } : { overflow: "hidden", whiteSpace: "nowrap" }),
          }}
        >
          <Typography variant="caption">{service.type_name}</Typography>
          <Typography variant="caption" sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, minWidth: 0 }} noWrap={!compact}>
            <TwoWheelerOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
            {service.messenger?.full_name ?? "Sin colaborador"}
          </Typography>
          {offers && offers.length > 0 && <OfferStatus offers={offers} canReoffer={actions.includes("unassign")} />}
          <Typography variant="caption" title="Creado">
            Creado {formatShortDateTime(service.created_at, now)}
          </Typography>
          {scheduled && (
            <Chip
              size="small"
              icon={<EventOutlinedIcon />}
              variant="outlined"
              color={operable ? "success" : "default"}
              label={`${formatShortDateTime(service.scheduled_at as string, now)}${operable ? "" : " · aún no operable"}`}
              title={
                operable
                  ? "Programado, ya operable"
                  : `Operable desde ${service.operable_at ? formatShortDateTime(service.operable_at, now) : "la hora programada"}`
              }
              sx={{ height: 20, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }}
            />
          )}
          {service.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} sx={{ height: 20, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }} />
          ))}
        </Box>
      </Box>
      <Box sx={{ gridArea: "cost", textAlign: "right", whiteSpace: "nowrap" }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatCop(service.calculated_cost)}
        </Typography>
        {service.required_value > 0 && (
          <Typography variant="caption" color="text.secondary" component="div">
            Recaudo {formatCop(service.required_value)}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: "actions", display: "flex", justifyContent: "flex-end", gap: 0.25 }}>
        {actions.map((action) => {
          const { icon: Icon, color } = ACTION_META[action];
          const label = actionLabel(action, service.consecutive);
          return (
            <Tooltip key={action} title={ACTION_META[action].verb}>
              <IconButton size="small" color={color ?? "default"} aria-label={label} onClick={() => onAction(action, service)}>
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        })}
        <Tooltip title="Ver detalle">
          <IconButton size="small" aria-label={`Ver detalle del servicio ${service.consecutive}`} onClick={() => onOpen(service)}>
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
});
