import type { StoreSummary } from '@joy/contract';
import { ErrorState, Loading } from '@joy/ui';
import { useLazyModule } from '../../../lib/use-lazy-module';

type ResultsMapModule = typeof import('./results-map');

/** The map view's code with Leaflet, chunks of their own: fetched only when 地圖 is chosen. */
const loadResultsMap = (): Promise<ResultsMapModule> => import(/* webpackChunkName: "results-map" */ './results-map');

export interface MapViewProps {
  stores: readonly StoreSummary[];
  choices: string;
  timeLink?: (storeId: number, time: string) => string;
}

/** /store?view=map: the list's stores on a map (results-map.tsx, loaded on first use; asked again on 重新載入 if it could not be). */
export function MapView(props: MapViewProps) {
  const chunk = useLazyModule(loadResultsMap, true);
  const ResultsMap = chunk.module?.default;
  if (ResultsMap) return <ResultsMap {...props} />;
  if (chunk.failed) return <ErrorState message="地圖暫時無法載入，請檢查網路連線後重試，或改用列表查看" onRetry={chunk.retry} />;
  return <Loading label="正在載入地圖…" />;
}
