import {
  DeviceSessionListSchema,
  EndOtherSessionsResponseSchema,
  EndSessionResponseSchema,
  type DeviceSessionList,
  type EndOtherSessionsResponse,
} from '@contract/devices'
import { apiRequest } from '../http/api-client'

export function fetchDeviceSessions(signal?: AbortSignal): Promise<DeviceSessionList> {
  return apiRequest('/auth/sessions', { schema: DeviceSessionListSchema, signal })
}

export async function endDeviceSession(id: string): Promise<void> {
  await apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: EndSessionResponseSchema,
  })
}

export function endOtherDeviceSessions(): Promise<EndOtherSessionsResponse> {
  return apiRequest('/auth/sessions/end-others', {
    method: 'POST',
    body: {},
    schema: EndOtherSessionsResponseSchema,
  })
}
