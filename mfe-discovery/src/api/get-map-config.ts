import useSWR from 'swr';
import { endpoints, type MapConfig } from '@joy/contract';
import { api } from '@joy/auth';

/**
 * GET /v2/map/config: where the store map's tiles come from. Read only once a map is about to
 * show (`enabled`); a failure is not retried (the address panel stands in) and logs nothing.
 */
export const mapConfigKey = ['discovery:map-config'] as const;

async function getMapConfig(): Promise<MapConfig> {
  const config = await api.call(endpoints.mapConfig);
  // A reply without a usable template (an old API, a proxy's page) counts as a failure.
  if (typeof config?.tile_url !== 'string' || !config.tile_url.includes('{z}')) throw new TypeError('map config without a tile template');
  return config;
}

export const useMapConfig = (enabled: boolean) =>
  useSWR(enabled ? mapConfigKey : null, getMapConfig, { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false });
