import CloseIcon from "@mui/icons-material/Close";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Step,
  StepButton,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import {
  attachedFileMaxBytes,
  MESSAGES,
  PANEL_DEBOUNCE_MS,
  type ServiceType,
  type SurchargeRequest,
  toPesos,
  type WorkingCity,
} from "@despacho/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, type FieldPath, type Resolver, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError } from "@despacho/client";
import { formatCop } from "@shared/format/money";
import { useDisplayTimeZone } from "@shared/format/time-zone";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { notify } from "@shared/ui/toast-store";
import { LoadError } from "@shared/ui/load-error";
import { useAttachServiceFile } from "../api/attach-service-file";
import { useSurcharges } from "../api/calculate-surcharges";
import { useCreateService } from "../api/create-service";
import { usePanelServiceTypes } from "../api/panel-service-types";
import { usePaymentMethods } from "@shared/api/payment-methods/get-payment-methods";
import {
  defaultValues,
  type FormField,
  formPathOf,
  panelOf,
  type QuickPanelOutput,
  type QuickPanelValues,
  quickPanelFormSchema,
  type SettingsForForm,
  toPayload,
} from "../form/quick-panel-form";
import { AttachedFiles } from "./attached-files";
import { PanelCustomer } from "./panel-customer";
import { PanelLocations } from "./panel-locations";
import { PanelService } from "./panel-service";
import { PanelTags } from "./panel-tags";
import { StoreChoice } from "./store-choice";
import { ProviderChoice } from "@shared/ui/provider-choice";

// spec §8 success messages.
const SCHEDULED_MESSAGE = "Servicio programado correctamente";
const PANELS = ["Cliente", "Servicio", "Ubicaciones"] as const;
const PANEL_FIELDS: FieldPath<QuickPanelValues>[][] = [
  ["name", "phone_number"],
  [
    "type",
    "payment_method",
    "calculated_cost",
    "required_value",
    "messengers_number",
    "scheduled_at",
    "repeat_scheduled_at",
    "messenger",
    "internal_identifier",
    "route_code",
  ],
  ["origin", "destinations"],
];
// Fields with an input on screen; a server error on any other field is shown above the panels.
const SHOWN =
  /^(name|phone_number|type|payment_method|calculated_cost|required_value|messengers_number|scheduled_at|repeat_scheduled_at|messenger|internal_identifier|route_code|origin\.(address|description|latitude)|destinations\.\d+\.(address|description|latitude))$/;

/** A key per opened form; crypto.randomUUID needs a secure context, so there is a fallback. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface QuickPanelDialogProps {
  /** Business profiles see only the fields of their settings list (spec §5). */
  variant: "staff" | "business";
  settings: SettingsForForm;
  cities: readonly WorkingCity[];
  canSeeAnonymousCustomers: boolean;
  onClose: () => void;
}

/** spec §2.4 quick creation panels (panelOne, panelTwo, panelThree) and the business panel. */
export function QuickPanelDialog({ variant, settings, cities, canSeeAnonymousCustomers, onClose }: QuickPanelDialogProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down("sm"));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string[]>([]);
  // A business user neither prices its service nor chooses the courier: the server does both.
  const business = variant === "business";
  const zone = useDisplayTimeZone();
  const methods = usePaymentMethods();
  const create = useCreateService();
  const attach = useAttachServiceFile();
  const listed = settings.form_fields_to_display_on_service_creation;
  const alwaysForStaff: FormField[] = ["is_round_trip", "messengers_number", "customer"];
  const visible = (field: FormField) => listed.includes(field) || (variant === "staff" && alwaysForStaff.includes(field));
  const attachMaxBytes = attachedFileMaxBytes(settings.allowed_cases_to_attach_files_and_limits, "service_creation");
  const typesRef = useRef<ServiceType[]>([]);

  // The rules depend on the chosen type and on whether the value view is on (spec §5).
  const resolver: Resolver<QuickPanelValues, unknown, QuickPanelOutput> = (values, context, options) =>
    zodResolver(
      quickPanelFormSchema(
        typesRef.current.find((t) => t.uuid === values.type),
        values.value_view,
        !business,
        zone,
      ),
    )(values, context, options);
  const form = useForm<QuickPanelValues, unknown, QuickPanelOutput>({
    resolver,
    defaultValues: defaultValues(null),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, setValue, getValues, setError } = form;
  const store = useWatch({ control, name: "business_store_id" });
  const types = usePanelServiceTypes(business, store);
  const typeList = types.data ?? [];
  typesRef.current = typeList;
  // Another store offers other types: the type is chosen again.
  const chooseStore = useCallback(
    (id: string | null) => {
      setValue("business_store_id", id);
      form.resetField("type");
    },
    [setValue, form.resetField],
  );

  // spec §2.4: the default payment method comes preselected.
  useEffect(() => {
    const preferred = methods.data?.find((m) => m.is_default) ?? methods.data?.[0];
    if (preferred && getValues("payment_method") === null) setValue("payment_method", preferred.uuid);
  }, [methods.data, getValues, setValue]);

  // spec §7 calculate-surcharges: the cost is prefilled from the type, the pins and the customer.
  const [type, origin, destinations, isRoundTrip, customer, valueView, requiredValue] = useWatch({
    control,
    name: ["type", "origin", "destinations", "is_round_trip", "customer", "value_view", "required_value"],
  });
  const located = [origin, ...destinations].every((l) => l.latitude !== null && l.longitude !== null);
  const surchargeBody: SurchargeRequest = {
    value: valueView && Number.isFinite(requiredValue) ? toPesos(requiredValue ?? 0) : null,
    customer: customer ?? null,
    is_round_trip: isRoundTrip ?? false,
    distance_surcharge_locations: located
      ? [origin, ...destinations].map((l) => ({ latitude: l.latitude ?? 0, longitude: l.longitude ?? 0 }))
      : [],
  };
  const debouncedBody = useDebouncedValue(JSON.stringify(surchargeBody), PANEL_DEBOUNCE_MS);
  const surcharges = useSurcharges(
    typeList.some((t) => t.uuid === type) ? type : null,
    useMemo(() => JSON.parse(debouncedBody) as SurchargeRequest, [debouncedBody]),
  );
  const breakdown = surcharges.data;
  useEffect(() => {
    if (breakdown) setValue("calculated_cost", breakdown.calculated_cost, { shouldValidate: form.formState.isSubmitted });
  }, [breakdown, setValue, form.formState.isSubmitted]);
  const cost = useWatch({ control, name: "calculated_cost" });

  const errorsByPanel = (errors: FieldErrors<QuickPanelValues>) => {
    const panels = new Set<number>();
    for (const key of Object.keys(errors)) panels.add(panelOf(key));
    return panels;
  };
  const panelsWithErrors = errorsByPanel(form.formState.errors);

  const next = async () => {
    if (await form.trigger(PANEL_FIELDS[step])) setStep((s) => Math.min(s + 1, PANELS.length - 1));
  };

  const finish = async (serviceId: string, scheduled: boolean) => {
    for (const file of files) {
      try {
        await attach.mutateAsync({ uuid: serviceId, file, attachCase: "service_creation" }, {});
      } catch (error) {
        notify.warning(error instanceof ApiError ? error.message : "Algo inesperado ha pasado", `No se adjuntó ${file.name}`);
      }
    }
    notify.success(scheduled ? SCHEDULED_MESSAGE : MESSAGES.added);
    onClose();
  };

  const submit = form.handleSubmit(
    (values) => {
      setFormError([]);
      const payload = toPayload(values, visible, zone, !business);
      create.mutate(
        { payload, idempotencyKey },
        {
          onSuccess: (service) => void finish(service.uuid, service.status === "scheduled" || values.is_scheduled),
          onError: (error) => {
            if (!(error instanceof ApiError) || error.kind !== "bad-request") return;
            const loose: string[] = [];
            let first: number | null = null;
            for (const { field, message } of error.fields) {
              const path = formPathOf(field);
              if (SHOWN.test(path)) {
                setError(path as FieldPath<QuickPanelValues>, { type: "server", message });
                first = Math.min(first ?? 3, panelOf(path));
              } else loose.push(message);
            }
            if (error.fields.length === 0) loose.push(error.message);
            setFormError(loose);
            if (first !== null) setStep(first);
          },
        },
      );
    },
    (errors) => setStep(Math.min(...errorsByPanel(errors))),
  );

  const busy = create.isPending || attach.isPending;
  const last = step === PANELS.length - 1;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth="lg"
      aria-labelledby="quick-panel-title"
      data-testid={variant === "business" ? "business-panel" : "quick-panel"}
      slotProps={{ paper: { sx: { height: { sm: "min(860px, calc(100% - 64px))" } } } }}
    >
      <form onSubmit={submit} noValidate style={{ display: "contents" }}>
        <DialogTitle id="quick-panel-title" sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            Nuevo servicio
          </Box>
          <IconButton aria-label="Cerrar" onClick={onClose} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
          <Stepper nonLinear activeStep={step} alternativeLabel={mobile}>
            {PANELS.map((label, index) => (
              <Step key={label} completed={false}>
                <StepButton onClick={() => setStep(index)} data-testid={`panel-step-${index + 1}`}>
                  <StepLabel
                    error={panelsWithErrors.has(index)}
                    optional={
                      panelsWithErrors.has(index) && !mobile ? (
                        <Typography variant="caption" color="error">
                          Revise los campos
                        </Typography>
                      ) : undefined
                    }
                  >
                    {label}
                  </StepLabel>
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </Box>
        <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
          {formError.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError.join(". ")}
            </Alert>
          )}
          {types.isError && <LoadError message="No fue posible cargar los tipos de servicio." onRetry={() => types.refetch()} />}
          <Box hidden={step !== 0} data-testid="panel-one">
            <PanelCustomer form={form} showLookup={visible("customer")} showAnonymous={visible("customer") && canSeeAnonymousCustomers} />
          </Box>
          <Box hidden={step !== 1} data-testid="panel-two">
            {business && (
              <ProviderChoice
                onChosen={() => form.resetField("type")}
                helperText="La sucursal que atenderá el servicio"
                sx={{ mb: 2, width: "100%" }}
              />
            )}
            {business && <StoreChoice value={store} onChange={chooseStore} />}
            <PanelService
              form={form}
              types={typeList}
              paymentMethods={methods.data ?? []}
              visible={visible}
              business={business}
              breakdown={breakdown}
              calculating={surcharges.isFetching}
              breakdownError={surcharges.isError ? "No fue posible calcular los recargos; indique el costo." : null}
              files={attachMaxBytes !== null && <AttachedFiles files={files} onChange={setFiles} maxSize={attachMaxBytes} />}
            />
            <PanelTags form={form} />
          </Box>
          {/* The map is mounted once panelThree is first opened, then kept. */}
          <VisitedPanel shown={step === 2}>
            <PanelLocations
              form={form}
              cities={cities}
              addressSearch={settings.use_map_autocompletion}
              showRoundTrip={visible("is_round_trip")}
            />
          </VisitedPanel>
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1, flexWrap: "wrap" }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 140 }} data-testid="quick-panel-cost">
            Costo: <strong>{Number.isFinite(cost) ? formatCop(cost) : "—"}</strong>
          </Typography>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          {step > 0 && (
            <Button onClick={() => setStep((s) => s - 1)} disabled={busy}>
              Anterior
            </Button>
          )}
          {!last && (
            <Button variant="outlined" onClick={next} disabled={busy}>
              Siguiente
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy || types.isPending}>
            {busy ? MESSAGES.waitShort : "Crear servicio"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function VisitedPanel({ shown, children }: { shown: boolean; children: React.ReactNode }) {
  const [visited, setVisited] = useState(shown);
  if (shown && !visited) setVisited(true);
  return (
    <Box hidden={!shown} data-testid="panel-three">
      {visited && children}
    </Box>
  );
}
