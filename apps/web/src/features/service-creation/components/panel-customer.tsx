import PersonSearchOutlinedIcon from "@mui/icons-material/PersonSearchOutlined";
import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { normalizePhone, PAGE_SIZE, PHONE_MAX_LENGTH, SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useAnonymousCustomers } from "@shared/api/anonymous-customers/get-anonymous-customers";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCustomerLookup } from "../api/get-customer-lookup";
import type { QuickPanelOutput, QuickPanelValues } from "../form/quick-panel-form";
import { SearchField } from "@shared/ui/search-field";

type Source = "customer" | "anonymous";

interface PanelCustomerProps {
  form: UseFormReturn<QuickPanelValues, unknown, QuickPanelOutput>;
  /** The registered-customer lookup (settings field "customer"). */
  showLookup: boolean;
  /** Anonymous customers need view_anonymouscustomer. */
  showAnonymous: boolean;
}

interface Picked {
  source: Source;
  uuid: string;
  name: string;
  phone_number: string;
}

/** panelOne: who asks for the service (spec §5: name ≥ 3, phone ≥ 7 normalised). */
export function PanelCustomer({ form, showLookup, showAnonymous }: PanelCustomerProps) {
  const { control, setValue } = form;
  const [source, setSource] = useState<Source>(showLookup ? "customer" : "anonymous");
  const [searchInput, setSearchInput] = useState("");
  const q = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${source}:${q}`;
  const page = paging.key === key ? paging.page : 1;
  const params = { q, offset: (page - 1) * PAGE_SIZE.lookup };
  const customers = useCustomerLookup(params, { enabled: showLookup && source === "customer" });
  const anonymous = useAnonymousCustomers({ ...params, limit: PAGE_SIZE.lookup }, { enabled: showAnonymous && source === "anonymous" });
  const lookup = source === "customer" ? customers : anonymous;
  const [customer, anonymousCustomer] = useWatch({ control, name: ["customer", "anonymous_customer"] });
  const [picked, setPicked] = useState<Picked | null>(null);
  const selected = picked && (picked.uuid === customer || picked.uuid === anonymousCustomer) ? picked : null;
  const anyLookup = showLookup || showAnonymous;

  const choose = (item: Picked) => {
    setPicked(item);
    setValue("customer", item.source === "customer" ? item.uuid : null);
    setValue("anonymous_customer", item.source === "anonymous" ? item.uuid : null);
    setValue("name", item.name, { shouldValidate: true });
    setValue("phone_number", normalizePhone(item.phone_number), { shouldValidate: true });
  };
  const clear = () => {
    setPicked(null);
    setValue("customer", null);
    setValue("anonymous_customer", null);
  };
  const pageCount = Math.ceil((lookup.data?.count ?? 0) / PAGE_SIZE.lookup);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Nombre del cliente"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <FormTextField
          control={control}
          name="phone_number"
          parse={normalizePhone}
          label="Teléfono"
          required
          fullWidth
          type="tel"
          helperText="Solo dígitos y +; se quitan espacios, guiones y paréntesis"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: "tel" } }}
        />
      </Stack>

      {anyLookup && (
        <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" }, mb: 1.5 }}>
            <Typography variant="subtitle2" sx={{ flex: 1, display: "flex", alignItems: "center", gap: 1 }}>
              <PersonSearchOutlinedIcon fontSize="small" aria-hidden /> Buscar un cliente existente
            </Typography>
            {showLookup && showAnonymous && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={source}
                onChange={(_, value: Source | null) => value && setSource(value)}
                aria-label="Tipo de cliente"
              >
                <ToggleButton value="customer">Clientes</ToggleButton>
                <ToggleButton value="anonymous">Clientes anónimos</ToggleButton>
              </ToggleButtonGroup>
            )}
          </Stack>
          {selected && (
            <Chip
              color="primary"
              label={`${selected.source === "customer" ? "Cliente" : "Cliente anónimo"}: ${selected.name}`}
              onDelete={clear}
              data-testid="selected-customer"
              sx={{ mb: 1.5, maxWidth: "100%" }}
            />
          )}
          <SearchField value={searchInput} onChange={setSearchInput} label="Buscar cliente" placeholder="Nombre o teléfono" dense />
          {lookup.isError && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              No fue posible buscar clientes.
            </Alert>
          )}
          {lookup.data?.results.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {q ? `Ningún cliente coincide con «${q}».` : "No hay clientes registrados."}
            </Typography>
          )}
          <List dense aria-label="Clientes encontrados" sx={{ opacity: lookup.isPlaceholderData ? 0.6 : 1 }}>
            {lookup.data?.results.map((item) => (
              <ListItem key={item.uuid} disablePadding>
                <ListItemButton
                  selected={item.uuid === customer || item.uuid === anonymousCustomer}
                  onClick={() => choose({ source, uuid: item.uuid, name: item.name, phone_number: item.phone_number })}
                >
                  <ListItemText primary={item.name} secondary={item.phone_number} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {pageCount > 1 && (
            <Pagination size="small" count={pageCount} page={page} onChange={(_, value) => setPaging({ key, page: value })} />
          )}
        </Box>
      )}
    </Stack>
  );
}
