import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Typography,
} from "@mui/material";
import { badgeLabel, CHAT_MESSAGES, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { SearchField } from "@shared/ui/search-field";
import { useForwardMessages } from "../api/chat-mutations";
import { toggled } from "../state/toggled";

interface ForwardDialogProps {
  open: boolean;
  messages: string[];
  onClose: () => void;
  onForwarded: () => void;
}

/** spec §2.4 'Listado de colaboradores': search (25 at most), select all, Cancelar, Reenviar with a count badge. */
export function ForwardDialog({ open, messages, onClose, onForwarded }: ForwardDialogProps) {
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const couriers = useMessengers({ q: q || undefined, limit: PAGE_SIZE.chatForwardSearch }, { enabled: open, keepPrevious: true });
  const forward = useForwardMessages();
  const listed = couriers.data?.results ?? [];
  const allChosen = listed.length > 0 && listed.every((c) => chosen.has(c.uuid));

  const toggle = (uuid: string) => setChosen((current) => toggled(current, uuid));
  const toggleAll = () =>
    setChosen((current) => {
      const next = new Set(current);
      for (const c of listed) {
        if (allChosen) next.delete(c.uuid);
        else next.add(c.uuid);
      }
      return next;
    });
  const close = () => {
    setChosen(new Set());
    setQ("");
    onClose();
  };
  const submit = () =>
    forward.mutate(
      { messages, messengers: [...chosen] },
      {
        onSuccess: () => {
          setChosen(new Set());
          setQ("");
          onForwarded();
        },
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="forward-title">
      <DialogTitle id="forward-title">{CHAT_MESSAGES.forwardTitle}</DialogTitle>
      <DialogContent dividers sx={{ px: 2 }}>
        <SearchField value={q} onChange={setQ} label="Buscar colaborador" dense />
        <FormControlLabel
          control={
            <Checkbox checked={allChosen} indeterminate={!allChosen && listed.some((c) => chosen.has(c.uuid))} onChange={toggleAll} />
          }
          label={CHAT_MESSAGES.selectAll}
          sx={{ mt: 1 }}
        />
        <List dense aria-label="Colaboradores" sx={{ maxHeight: 320, overflowY: "auto" }}>
          {listed.map((courier) => (
            <ListItem key={courier.uuid} disablePadding>
              <FormControlLabel
                control={<Checkbox checked={chosen.has(courier.uuid)} onChange={() => toggle(courier.uuid)} />}
                label={courier.full_name}
                sx={{ width: "100%", mr: 0 }}
              />
            </ListItem>
          ))}
        </List>
        {couriers.isSuccess && listed.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            No hay colaboradores
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Badge color="secondary" badgeContent={chosen.size > 0 ? badgeLabel(chosen.size) : 0}>
          <Button variant="contained" onClick={submit} disabled={chosen.size === 0 || forward.isPending}>
            {CHAT_MESSAGES.forward}
          </Button>
        </Badge>
      </DialogActions>
    </Dialog>
  );
}
