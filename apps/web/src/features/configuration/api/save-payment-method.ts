import { MESSAGES, type PaymentMethodInput, type PaymentMethodPatch, paymentMethodSchema } from "@despacho/domain";
import { apiRequest, apiSend } from "@despacho/client";
import { paymentMethodsQueryKey } from "@shared/api/payment-methods/get-payment-methods";
import { useCatalogMutation } from "./use-catalog-mutation";

export const createPaymentMethod = (input: PaymentMethodInput) =>
  apiRequest("/payment-method/", paymentMethodSchema, { method: "POST", body: input });
export const updatePaymentMethod = ({ id, patch }: { id: string; patch: PaymentMethodPatch }) =>
  apiRequest(`/payment-method/${encodeURIComponent(id)}/`, paymentMethodSchema, { method: "PATCH", body: patch });
export const deletePaymentMethod = (id: string) => apiSend(`/payment-method/${encodeURIComponent(id)}/`, { method: "DELETE" });

export const useCreatePaymentMethod = () => useCatalogMutation(paymentMethodsQueryKey, createPaymentMethod, MESSAGES.added);
export const useUpdatePaymentMethod = () => useCatalogMutation(paymentMethodsQueryKey, updatePaymentMethod, MESSAGES.updated);
export const useDeletePaymentMethod = () => useCatalogMutation(paymentMethodsQueryKey, deletePaymentMethod, MESSAGES.deleted);
