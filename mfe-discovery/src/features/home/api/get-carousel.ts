import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export const carouselKey = 'carousel';
export const getCarousel = () => api.call(endpoints.carousel);
export const useCarousel = () => useSWR(carouselKey, getCarousel);
