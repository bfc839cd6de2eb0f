import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "@despacho/client";

// spec §7 report-csv/{id}/: the finished report as a file.
export async function downloadServiceReport(id: string) {
  const { blob, filename } = await apiDownload(`/services/report-csv/${encodeURIComponent(id)}/`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? "servicios.csv";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadServiceReport() {
  return useMutation({ mutationFn: downloadServiceReport });
}
