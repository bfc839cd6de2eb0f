import NotificationsNoneIcon from "@mui/icons-material/NotificationsNone";
import {
  Avatar,
  Badge,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from "@mui/material";
import { MESSAGES, PETITION_READ, REQUEST_POPOVER_MAX_HEIGHT } from "@despacho/domain";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { useCan } from "@shared/permissions/use-roles";
import { useNewPetitions } from "../api/get-new-petitions";
import { usePetitionEvents } from "../hooks/use-petition-events";

// The dialog (form, motorcycles) loads when a request is opened, not with the toolbar.
const PetitionDetailDialog = lazy(async () => ({ default: (await import("./petition-detail-dialog")).PetitionDetailDialog }));

/** spec §2.4 affiliation bell: the count of new requests and a popover listing them; one opens its detail. */
export function PetitionBell() {
  const canRead = useCan(PETITION_READ);
  return canRead ? <Bell /> : null;
}

function Bell() {
  // The bell sits in the toolbar on every screen: it keeps the requests' queries live for the whole app.
  usePetitionEvents();
  const petitions = useNewPetitions(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const count = petitions.data?.count ?? 0;
  const label = count === 1 ? "1 solicitud nueva" : `${count} solicitudes nuevas`;

  return (
    <>
      <Tooltip title="Solicitudes de afiliación">
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={`Solicitudes de afiliación: ${label}`}>
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: "calc(100vw - 16px)", maxHeight: REQUEST_POPOVER_MAX_HEIGHT } } }}
      >
        {count === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {MESSAGES.noNewPetitions}
          </Typography>
        ) : (
          <List dense aria-label="Solicitudes nuevas">
            {petitions.data?.results.map((p) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    setAnchor(null);
                    setOpen(p.id);
                  }}
                >
                  <ListItemAvatar>
                    <Avatar src={p.messenger.image_url ?? undefined} alt="">
                      {p.messenger.first_name.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={`${p.messenger.first_name} ${p.messenger.last_name}`}
                    secondary={`${p.is_association ? "Asociación" : "Desasociación"} · ${formatDateTime(p.created_at)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
      {open && (
        <Suspense fallback={null}>
          <PetitionDetailDialog id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
