import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const dealerProgramsKey = 'dealer-programs';
export const getDealerPrograms = () => api.call(endpoints.dealerPrograms);
export const useDealerPrograms = () => useSWR(dealerProgramsKey, getDealerPrograms);
