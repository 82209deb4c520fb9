import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const rankingKey = 'ranking';
export const getRanking = () => api.call(endpoints.ranking);
export const useRanking = () => useSWR(rankingKey, getRanking);
