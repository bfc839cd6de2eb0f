import { Alert, Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from "@mui/material";
import type { JoinableHeadquarter } from "@despacho/domain";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { messageOf } from "../hooks";
import { Link } from "../router";
import { PetitionsList } from "./petitions-list";

/** The headquarters open to couriers whose name contains what the courier searched, a page at a time. */
function useHeadquarterSearch(q: string | null) {
  return useInfiniteQuery({
    queryKey: QUERY_KEYS.headquarters(q ?? ""),
    queryFn: ({ pageParam }) => courierApi.headquarters(q ?? "", pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.reduce((sum, page) => sum + page.results.length, 0) : undefined),
    enabled: q !== null,
  });
}

/** The search's answer: the headquarters to choose from, or why there are none. */
function SearchResults({
  search,
  chosen,
  onChoose,
}: {
  search: ReturnType<typeof useHeadquarterSearch>;
  chosen: JoinableHeadquarter | null;
  onChoose: (headquarter: JoinableHeadquarter) => void;
}) {
  if (search.isPending) return search.fetchStatus === "idle" ? null : <Typography role="status">Buscando sucursales…</Typography>;
  if (search.isError) return <Alert severity="error">{messageOf(search.error)}</Alert>;
  const found = search.data.pages.flatMap((page) => page.results);
  if (found.length === 0) return <Alert severity="info">Ninguna sucursal abierta a colaboradores tiene ese nombre.</Alert>;
  return (
    <Stack spacing={1}>
      <RadioGroup
        aria-label="Sucursales encontradas"
        value={chosen?.uuid ?? ""}
        onChange={(event) => {
          const headquarter = found.find((h) => h.uuid === event.target.value);
          if (headquarter) onChoose(headquarter);
        }}
      >
        {found.map((headquarter) => (
          <FormControlLabel
            key={headquarter.uuid}
            value={headquarter.uuid}
            control={<Radio />}
            label={`${headquarter.name} · ${headquarter.city}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </RadioGroup>
      {search.hasNextPage && (
        <Button variant="text" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
          Ver más sucursales
        </Button>
      )}
    </Stack>
  );
}

/** A courier of no headquarter yet finds one by its name, asks to join it, and follows the request. */
export function JoinCard() {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [chosen, setChosen] = useState<JoinableHeadquarter | null>(null);
  const search = useHeadquarterSearch(searched);
  const motorcycles = useQuery({ queryKey: QUERY_KEYS.motorcycles, queryFn: courierApi.motorcycles });
  const ask = useMutation({
    mutationFn: (headquarter: JoinableHeadquarter) => courierApi.askToJoin(headquarter.uuid),
    onSuccess: () => {
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.petitions });
    },
  });
  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby="join-title" variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
        <Stack spacing={1.5}>
          <Typography id="join-title" variant="h6" component="h1" sx={{ fontWeight: 800 }}>
            Únete a una sucursal
          </Typography>
          <Typography>Busca la sucursal por su nombre y envía tu solicitud de afiliación.</Typography>
          {motorcycles.data?.length === 0 && (
            <Alert severity="info">
              Registra tu motocicleta en <Link to="/perfil">Perfil</Link>: la sucursal elige una al verificarte.
            </Alert>
          )}
          <Stack
            component="form"
            role="search"
            direction="row"
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              setChosen(null);
              ask.reset();
              setSearched(typed.trim());
            }}
          >
            <TextField
              label="Nombre de la sucursal"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: "search" } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" size="large" disabled={!typed.trim()}>
              Buscar
            </Button>
          </Stack>
          <SearchResults search={search} chosen={chosen} onChoose={setChosen} />
          {ask.error && <Alert severity="error">{messageOf(ask.error)}</Alert>}
          {ask.isSuccess && <Alert severity="success">Solicitud enviada. Te avisaremos cuando la sucursal responda.</Alert>}
          <Button variant="contained" size="large" disabled={!chosen || ask.isPending} onClick={() => chosen && ask.mutate(chosen)}>
            {chosen ? `Enviar solicitud a ${chosen.name}` : "Enviar solicitud"}
          </Button>
        </Stack>
      </Paper>
      <PetitionsList />
    </Stack>
  );
}
