/** The party the store page's booking panel keeps: adults and children. */
export interface Party {
  adults: number;
  children: number;
}
