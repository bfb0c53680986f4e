"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AdminDeliveryPage, adminWebhookEndpointListSchema } from "@/lib/schemas/responses/admin-webhooks";
import type { WebhookDeliveryResponse, WebhookEndpointResponse } from "@/lib/schemas/responses/webhook-endpoint";

import { useCsrfTokenNow } from "./use-admin-session";

export const adminWebhookKeys = {
  all: ["admin", "webhooks"] as const,
  endpoints: ["admin", "webhooks", "endpoints"] as const,
  deliveries: (endpointId: string, search: string) => ["admin", "webhooks", "deliveries", endpointId, search] as const,
};

const endpointPath = (endpointId: string) => `/api/admin/webhook-endpoints/${encodeURIComponent(endpointId)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: adminWebhookKeys.endpoints,
    queryFn: () => fetchJson<z.output<typeof adminWebhookEndpointListSchema>>("/api/admin/webhook-endpoints"),
  });
}

/** One page of an endpoint's deliveries; `search` is the API query (status, eventType, page). */
export function useWebhookDeliveries(endpointId: string, search: string) {
  return useQuery({
    queryKey: adminWebhookKeys.deliveries(endpointId, search),
    queryFn: () => fetchJson<AdminDeliveryPage>(`${endpointPath(endpointId)}/deliveries?${search}`),
    placeholderData: keepPreviousData,
  });
}

export function useReplayDelivery(endpointId: string) {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      fetchJson<WebhookDeliveryResponse>(
        `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
        {
          method: "POST",
          csrfToken: await csrfTokenNow(),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}

/** Re-enables an endpoint the circuit breaker disabled. */
export function useEnableWebhookEndpoint() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: string) =>
      fetchJson<WebhookEndpointResponse>(`${endpointPath(endpointId)}/enable`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all }),
  });
}
