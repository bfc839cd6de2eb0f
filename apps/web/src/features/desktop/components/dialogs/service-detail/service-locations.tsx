import { List, ListItem, ListItemText } from "@mui/material";
import type { Service } from "@despacho/domain";
import { Section } from "./detail-layout";

/** The route: origin first, then the destinations in order. */
export function ServiceLocations({ service }: { service: Service }) {
  return (
    <Section title="Ubicaciones">
      <List dense disablePadding>
        {service.locations.map((location, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a location is its position in the route
          <ListItem key={`${location.type}-${i}`} disableGutters alignItems="flex-start">
            <ListItemText
              primary={`${location.type === "origin" ? "Origen" : `Destino ${i}`}: ${location.address}`}
              secondary={[location.description, location.city].filter(Boolean).join(" · ") || undefined}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
