/** The times a diner may pick for a free table, on the half-hour grid: 10:00 … 22:00. */
export const SEARCH_TIMES = Array.from({ length: 25 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
