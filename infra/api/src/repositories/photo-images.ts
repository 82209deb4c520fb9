/**
 * What a card or a store page says about its pipeline pictures (contract platform/images.ts):
 * the SQL that reads them beside the URLs, and its parsing. A URL of the pipeline is
 * `/images/<hash>/…` (lib/image-pipeline.ts); any other URL (a seeded picture) has no image.
 * JSON arrays, so PGlite and node-postgres answer alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ResponsiveImage } from '@joy/contract';

/** [hash, width, height, placeholder] of the picture a URL column names, or null. */
export const imageOfUrl = (url: SQL | SQL.Aliased | unknown): SQL<unknown> =>
  sql`(select json_build_array(i.hash, i.width, i.height, i.placeholder) from images i where i.hash = substring(${url} from '^/images/([0-9a-f]{64})/'))`;

/** The store's photos' images in the photos' order (null for a seeded URL). */
export const photoImagesOf = (storeId: SQL | unknown): SQL<unknown> =>
  sql`coalesce((select json_agg(case when i.hash is null then null else json_build_array(i.hash, i.width, i.height, i.placeholder) end order by p.sort, p.id)
    from store_photos p left join images i on i.hash = p.image where p.store_id = ${storeId}), '[]'::json)`;

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toImage(value: unknown): ResponsiveImage | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [hash, width, height, placeholder] = value as [string, number, number, string];
  return { hash, width: Number(width), height: Number(height), placeholder };
}

export const parseImage = (value: unknown): ResponsiveImage | null => toImage(parsed(value));

export const parseImages = (value: unknown): (ResponsiveImage | null)[] => {
  const list = parsed(value);
  return Array.isArray(list) ? list.map(toImage) : [];
};
