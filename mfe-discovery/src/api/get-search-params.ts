import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** Cities with districts, tags and food types for the store filter and the home shortcuts. */
export const searchParamsKey = 'map-search-params';
export const getSearchParams = () => api.call(endpoints.mapSearchParams);
export const useSearchParamsOptions = () => useSWR(searchParamsKey, getSearchParams);
