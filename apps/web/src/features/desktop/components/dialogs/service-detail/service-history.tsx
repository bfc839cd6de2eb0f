import { Button, Divider, List, ListItem, ListItemText } from "@mui/material";
import { formatDateTime } from "@shared/format/date";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { useServiceHistory } from "../../../api/get-service-history";
import { historyAuthor, historyText } from "./history-text";
import { Section } from "./detail-layout";

/** Who did what to the service and when, newest first, a page at a time. */
export function ServiceHistory({ uuid }: { uuid: string }) {
  const history = useServiceHistory(uuid);
  const entries = history.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <>
      <Divider sx={{ mt: 3 }} />
      <Section title="Historial">
        <DelayedLoader active={history.isPending} label="Cargando historial" />
        <List dense disablePadding aria-label="Historial del servicio">
          {entries.map((entry) => (
            <ListItem key={entry.uuid} disableGutters divider>
              <ListItemText primary={historyText(entry)} secondary={`${historyAuthor(entry)} · ${formatDateTime(entry.created_at)}`} />
            </ListItem>
          ))}
        </List>
        {history.hasNextPage && (
          <Button size="small" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1 }}>
            Ver más
          </Button>
        )}
      </Section>
    </>
  );
}
