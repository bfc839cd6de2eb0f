import { Alert, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { messageOf } from "../hooks";
import { Link } from "../router";
import { PetitionsList } from "./petitions-list";

/** A courier of no headquarter yet asks to join one by the code the headquarter gave them, and follows the request. */
export function JoinCard() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const motorcycles = useQuery({ queryKey: QUERY_KEYS.motorcycles, queryFn: courierApi.motorcycles });
  const ask = useMutation({
    mutationFn: () => courierApi.askToJoin(code.trim()),
    onSuccess: () => {
      setCode("");
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.petitions });
    },
  });
  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby="join-title" variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate();
          }}
        >
          <Typography id="join-title" variant="h6" component="h1" sx={{ fontWeight: 800 }}>
            Únete a una sucursal
          </Typography>
          <Typography>Pide a la sucursal su código y envía tu solicitud de afiliación.</Typography>
          {motorcycles.data?.length === 0 && (
            <Alert severity="info">
              Registra tu motocicleta en <Link to="/perfil">Perfil</Link>: la sucursal elige una al verificarte.
            </Alert>
          )}
          <TextField label="Código de la sucursal" value={code} onChange={(e) => setCode(e.target.value)} required />
          {ask.error && <Alert severity="error">{messageOf(ask.error)}</Alert>}
          {ask.isSuccess && <Alert severity="success">Solicitud enviada. Te avisaremos cuando la sucursal responda.</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={!code.trim() || ask.isPending}>
            Enviar solicitud
          </Button>
        </Stack>
      </Paper>
      <PetitionsList />
    </Stack>
  );
}
