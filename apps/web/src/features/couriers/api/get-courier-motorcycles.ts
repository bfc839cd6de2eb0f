import { motorcycleSchema } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { courierItemQueryKey } from "./courier-keys";

export const getCourierMotorcycles = (id: string, signal?: AbortSignal) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/motorcycles/`, z.array(motorcycleSchema), { signal });

export const useCourierMotorcycles = (id: string) =>
  useQuery({ queryKey: [...courierItemQueryKey(id), "motorcycles"], queryFn: ({ signal }) => getCourierMotorcycles(id, signal) });
