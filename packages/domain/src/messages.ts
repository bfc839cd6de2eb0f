// spec §8: texts the user reads, kept in one place.
export const MESSAGES = {
  welcome: (name: string) => `¡Bienvenido, ${name}!`,
  updated: "Actualizado correctamente",
  deleted: "Eliminado correctamente",
  added: "Agregado correctamente",
  employmentCreated: "Cargo creado",
  employmentUpdated: "Cargo actualizado",
  employmentDeleted: "Cargo eliminado",
  employmentDeleteConfirm: "¿Está seguro de eliminar el cargo?",
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
  templateDeleteConfirm: "¿Está seguro de eliminar la plantilla?",
  templateInUse: "La plantilla está asignada a empleados: quítela de ellos antes de eliminarla",
  employeeDisableConfirm: "¿Está seguro de deshabilitar al empleado? Su sesión se cerrará de inmediato.",
  employeeEnableConfirm: "¿Está seguro de habilitar al empleado?",
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
  fileTooLarge: (maxBytes: number, sizeBytes: number) =>
    `El tamaño máximo permitido es de ${megabytes(maxBytes)} MB (archivo subido: ${megabytes(sizeBytes)} MB)`,
} as const;

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toLocaleString("es-CO", { maximumFractionDigits: 2 });
}
