// spec §8: texts the user reads, kept in one place.
import { formatDecimal } from "./decimal.js";

export const MESSAGES = {
  welcome: (name: string) => `¡Bienvenido, ${name}!`,
  // A courier who signs in at /login: the back office is for the company's staff (and business accounts).
  backOfficeIsForStaff: "Este acceso es para el personal de la empresa. Los colaboradores usan la aplicación de colaboradores.",
  updated: "Actualizado correctamente",
  // spec §8 has no text of its own for a cancelled service; 'Actualizado correctamente' told the operator too little.
  serviceCancelled: "Servicio cancelado",
  deleted: "Eliminado correctamente",
  added: "Agregado correctamente",
  employmentCreated: "Cargo creado",
  employmentUpdated: "Cargo actualizado",
  employmentDeleted: "Cargo eliminado",
  employmentDeleteConfirm: "¿Está seguro de eliminar el cargo?",
  attachedFileDeleteConfirm: "¿Está seguro de eliminar el archivo adjunto?",
  // spec §8: affiliation requests (on failure the busy flag clears and no message shows).
  petitionVerified: "Verificado correctamente",
  petitionRefused: "Rechazado correctamente",
  petitionCancelled: "Cancelado correctamente",
  petitionAccepted: "Aceptado correctamente",
  petitionConfirmed: "Confirmado correctamente",
  petitionInvited: "Agregado correctamente",
  petitionRefuseConfirm: "¿Está seguro de rechazar la solicitud?",
  petitionCancelConfirm: "¿Está seguro de cancelar la solicitud?",
  noNewPetitions: "No hay solicitudes nuevas",
  // spec §8: the service-mode selector's success (the dispatch engine follows the mode, docs/decisions/024).
  serviceModeUpdated: "Modo de servicio actualizado",
  // The assign dialogs' marks beside a courier: blocked ones cannot be chosen, out-of-hours ones can.
  courierBlocked: "Bloqueado",
  courierOutOfHours: "Fuera de horario",
  customerDeleteConfirm: "¿Está seguro de eliminar el cliente?",
  templateDeleteConfirm: "¿Está seguro de eliminar la plantilla?",
  templateInUse: "La plantilla está asignada a empleados: quítela de ellos antes de eliminarla",
  employeeDisableConfirm: "¿Está seguro de deshabilitar al empleado? Su sesión se cerrará de inmediato.",
  employeeEnableConfirm: "¿Está seguro de habilitar al empleado?",
  tagDeleteConfirm: "¿Está seguro de eliminar la etiqueta?",
  paymentMethodDeleteConfirm: "¿Está seguro de eliminar el método de pago?",
  serviceTypeDeleteConfirm: "¿Está seguro de eliminar el tipo de servicio?",
  notificationSent: "Notificación enviada",
  // Covenants between stores (docs/decisions/011-covenants.md).
  covenantRequested: "Solicitud de convenio enviada",
  covenantAccepted: "Convenio aceptado",
  covenantRefused: "Convenio rechazado",
  covenantCancelled: "Convenio cancelado",
  covenantCancelConfirm: "¿Está seguro de cancelar el convenio?",
  covenantRefuseConfirm: "¿Está seguro de rechazar el convenio?",
  covenantSameBusiness: "Elija una tienda de otro negocio como proveedor",
  covenantDuplicate: "Ya existe un convenio activo entre esas tiendas",
  covenantNotPending: "El convenio ya fue respondido",
  covenantAlreadyCancelled: "El convenio ya está cancelado",
  covenantNotAccepted: "Solo un convenio aceptado y activo puede ser miembro de un grupo",
  covenantOfAnotherStore: "El convenio no es de la tienda del grupo",
  memberDuplicate: "El convenio ya es miembro de un grupo de la tienda",
  priorityGroupCreated: "Grupo de prioridad creado",
  priorityGroupMoved: "Orden de los grupos actualizado",
  priorityGroupDeleteConfirm: "¿Está seguro de eliminar el grupo de prioridad?",
  paymentMethodInUse: "No se puede eliminar el método de pago porque ya se usó en servicios; puede desactivarlo",
  paymentMethodDefaultDelete: "No se puede eliminar el método de pago por defecto; marque otro como predeterminado primero",
  paymentMethodDefaultUnset: "Debe existir un método de pago por defecto; marque otro como predeterminado",
  paymentMethodDefaultInactive: "El método de pago por defecto no puede estar inactivo",
  serviceTypeInUse: "No se puede eliminar el tipo de servicio porque ya se usó en servicios; puede desactivarlo",
  tagInUse: "No se puede eliminar la etiqueta porque está asignada a servicios",
  tagNotInHeadquarter: "La etiqueta no existe en la sucursal",
  authErrorTitle: "Error de autenticación",
  serverErrorTitle: "Error inesperado",
  serverErrorMessage: "Ha ocurrido un error en el sistema, por favor intente más tarde",
  serverErrorToast: "¡VAYA! ALGO SALIÓ MAL. si el problema persiste no dudes en contactar con nuestro soporte técnico",
  networkErrorTitle: "Error de conexión",
  networkErrorMessage: "Por favor revise su conexión de internet",
  tooManyRequests: "Demasiadas solicitudes, intente de nuevo en unos segundos",
  offline: "Desconectado de realtime",
  wait: "Por favor, espere...",
  sendingMail: "Enviando Correo...",
  waitShort: "Espere...",
  noResults: "No results..",
  // spec §8: a location outside every working city keeps city_id -1.
  noCityFound: "No hay ciudad de destino encontrada",
  fileTooLarge: (maxBytes: number, sizeBytes: number) =>
    `El tamaño máximo permitido es de ${megabytes(maxBytes)} MB (archivo subido: ${megabytes(sizeBytes)} MB)`,
  // Issue 12 fake-location alert: the evidence against a point, and what each kind is called beside the score.
  fakeLocationMock: "El teléfono reportó una ubicación simulada",
  fakeLocationJump: (km: number, seconds: number) => `Salto de ${formatDecimal(km)} km en ${formatDecimal(seconds)} s`,
  fakeLocationSpeed: (kmh: number, km: number, seconds: number) =>
    `Velocidad imposible: ${formatDecimal(kmh)} km/h (${formatDecimal(km)} km en ${formatDecimal(seconds)} s)`,
  fakeLocationStale: (minutes: number) => `Punto recibido ${formatDecimal(minutes)} min después de la hora que indica`,
  fakeLocationFuture: (minutes: number) => `Punto con hora ${formatDecimal(minutes)} min adelantada respecto al servidor`,
  fakeLocationKinds: {
    mock_location: "Ubicación simulada",
    jump: "Salto de posición",
    impossible_speed: "Velocidad imposible",
    future_point: "Hora en el futuro",
    stale_point: "Punto atrasado",
  },
  fakeLocationAlerts: "Alertas de ubicación falsa",
  fakeLocationNone: "No hay colaboradores con ubicación falsa reciente",
} as const;

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toLocaleString("es-CO", { maximumFractionDigits: 2 });
}
