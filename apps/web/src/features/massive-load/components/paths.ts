import { ROUTES } from "@despacho/domain";

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));

export const dryRunPath = (file: string) => fill(ROUTES.massiveLoadConfirm.path, { id: file });
export const newRowPath = (file: string) => fill(ROUTES.massiveLoadRowNew.path, { file });
export const editRowPath = (file: string, row: string) => fill(ROUTES.massiveLoadRowEdit.path, { file, id: row });
