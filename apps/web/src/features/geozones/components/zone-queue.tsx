import { Avatar, Box, List, ListItem, ListItemAvatar, ListItemText, Typography } from "@mui/material";
import { GEOZONE_MESSAGES, initials } from "@despacho/domain";
import { formatClock } from "@shared/format/date";
import { useZoneQueue } from "../api/zone-queue-api";

/** issue 12: the couriers waiting in a queued zone, in order (position, avatar, name), or that nobody waits. */
export function ZoneQueue({ queueGeozone, name }: { queueGeozone: string; name: string }) {
  const queue = useZoneQueue(queueGeozone);
  const label = `Cola de ${name}`;
  const couriers = queue.data?.results ?? [];
  return (
    <Box sx={{ width: "100%", pl: { sm: 1 } }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
        {queue.isSuccess && ` (${queue.data.count})`}
      </Typography>
      {queue.isError && (
        <Typography variant="body2" color="error">
          No fue posible cargar la cola.
        </Typography>
      )}
      {queue.isSuccess && couriers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {GEOZONE_MESSAGES.queueEmpty}
        </Typography>
      )}
      {couriers.length > 0 && (
        <List dense disablePadding aria-label={label}>
          {couriers.map((courier) => (
            <ListItem key={courier.uuid} disableGutters sx={{ gap: 1 }}>
              <Typography component="span" variant="body2" sx={{ minWidth: 24, fontWeight: 600, textAlign: "right" }}>
                {courier.position}.
              </Typography>
              <ListItemAvatar sx={{ minWidth: 0 }}>
                <Avatar src={courier.image_url ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
                  {initials(courier.full_name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={courier.full_name}
                secondary={`@${courier.nickname} · en cola desde las ${formatClock(courier.entered_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
