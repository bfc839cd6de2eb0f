import { GEOZONE_MESSAGES } from "./geo/geozone-messages.js";

// Error codes shared by the API (to answer) and the web (to show). Messages are Spanish.
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: "Datos inválidos" },
  NOT_AUTHENTICATED: { status: 401, message: "No se han proporcionado credenciales de autenticación." },
  INVALID_CREDENTIALS: { status: 401, message: "Usuario o contraseña incorrectos" },
  TOKEN_NOT_VALID: { status: 401, message: "El token no es válido o ha expirado" },
  FORBIDDEN: { status: 403, message: "No tiene permiso para realizar esta acción." },
  HEADQUARTER_REQUIRED: { status: 400, message: "Debe seleccionar una sucursal" },
  HEADQUARTER_FORBIDDEN: { status: 403, message: "No pertenece a la sucursal seleccionada" },
  NOT_FOUND: { status: 404, message: "No encontrado." },
  CONFLICT: { status: 409, message: "La acción no es posible en el estado actual" },
  DUPLICATE_NAME: { status: 409, message: "Ya existe un registro con ese nombre" },
  DUPLICATE_PHONE: { status: 409, message: "Ya existe un registro con ese teléfono" },
  NOT_OPERABLE_YET: { status: 409, message: "El servicio programado aún no se puede operar" },
  SERVICE_CHANGED: { status: 409, message: "Otro usuario cambió el servicio mientras tanto; revise su estado actual e intente de nuevo" },
  SAME_MESSENGER: { status: 409, message: "El servicio ya está asignado a ese colaborador" },
  MESSENGER_BLOCKED: { status: 409, message: "El colaborador está bloqueado en la sucursal" },
  MESSENGER_NOT_LINKED: { status: 409, message: "El colaborador no está vinculado a la sucursal" },
  NO_MESSENGER: { status: 409, message: "El servicio no tiene colaborador asignado" },
  ALREADY_CANCELLED: { status: 409, message: "El servicio ya está cancelado" },
  ALREADY_FINISHED: { status: 409, message: "El servicio ya está finalizado" },
  ALREADY_BLOCKED: { status: 409, message: "El colaborador ya tiene un bloqueo activo en la sucursal" },
  HOURS_OVERLAP: { status: 409, message: "El horario se cruza con otro del mismo día" },
  /** spec §4/§8: a queued service mode chosen before any queued geozone exists; the web sends the user to /geozone-queue. */
  QUEUE_GEOZONE_REQUIRED: { status: 409, message: GEOZONE_MESSAGES.queueFirst },
  IDEMPOTENCY_MISMATCH: { status: 409, message: "La clave de idempotencia ya se usó con otros datos" },
  /** The same Idempotency-Key's first call has not answered yet: a client tries again later, it is not refused. */
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: "La solicitud con esta clave aún está en proceso" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "El archivo es demasiado grande" },
  // spec §2.4: the link page's token-failure state (an unknown, revoked or expired link).
  LINK_NOT_AVAILABLE: { status: 404, message: "El enlace no es válido o ya no está disponible" },
  RATE_LIMITED: { status: 429, message: "Demasiadas solicitudes, intente de nuevo en unos segundos" },
  GEOCODER_UNAVAILABLE: { status: 503, message: "El buscador de direcciones no está disponible, intente más tarde" },
  /** The API is shutting down (a deploy, a restart): a request it will not start any more; the client tries again. */
  SERVER_CLOSING: { status: 503, message: "El servidor se está reiniciando, intente de nuevo en unos segundos" },
  SERVER_ERROR: { status: 500, message: "Ha ocurrido un error en el sistema, por favor intente más tarde" },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  code: ErrorCode;
  detail?: string;
  errors?: FieldError[];
}
