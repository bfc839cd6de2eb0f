import { Controller, type UseFormReturn } from "react-hook-form";
import { TagPicker } from "@shared/ui/tag-picker";
import type { QuickPanelValues } from "../form/quick-panel-form";

/** The tags the new service carries, from the headquarter's catalogue (spec §3 Tag). */
export function PanelTags({ form }: { form: UseFormReturn<QuickPanelValues> }) {
  return (
    <Controller control={form.control} name="tags" render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />} />
  );
}
