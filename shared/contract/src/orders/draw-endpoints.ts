/** A draw's calls (the texts and phases: draws.ts; the schemas: draw-schemas.ts; summaries and schemas joined: draw-specs.ts). */
import { endpoint } from '../platform/endpoint';
import type { StoreDraw, DrawEntry, drawCodeBody, drawEntryBody } from './draw-schemas';

const e = endpoint;

export const drawEndpoints = {
  storeDraws: e<StoreDraw[]>()({ method: 'GET', path: '/v2/store/{id}/draws', auth: 'optional' }),
  drawCode: e<{ phone_hint: string }, typeof drawCodeBody>()({ method: 'POST', path: '/v2/draw/{publicId}/code' }),
  drawEnter: e<DrawEntry, typeof drawEntryBody>()({ method: 'POST', path: '/v2/draw/{publicId}/entry', auth: 'optional' }),
  drawEntry: e<DrawEntry>()({ method: 'GET', path: '/v2/draw/entry/{publicId}' }),
} as const;
