import { List, ListItem, ListItemText, Typography } from "@mui/material";
import { PETITION_STATUS_LABELS } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { courierApi, QUERY_KEYS } from "../api";

/** The courier's affiliation requests and where each stands. */
export function PetitionsList() {
  const petitions = useQuery({ queryKey: QUERY_KEYS.petitions, queryFn: courierApi.petitions });
  if (!petitions.data?.length) return null;
  return (
    <section aria-labelledby="petitions-title">
      <Typography id="petitions-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Mis solicitudes
      </Typography>
      <List>
        {petitions.data.map((petition) => (
          <ListItem key={petition.id} divider>
            <ListItemText primary={petition.headquarter.name} secondary={PETITION_STATUS_LABELS[petition.status]} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
