/** What the API validates and documents of drawEndpoints (./draws.ts): each call's summary, body and reply schemas. */
import * as yup from 'yup';
import { specs } from '../platform/endpoint';
import { list, text } from '../platform/response-fields';
import { drawEndpoints } from './draw-endpoints';
import { drawCodeBody, drawEntry, drawEntryBody, storeDraw } from './draw-schemas';

export const drawEndpointSpecs = specs(drawEndpoints, {
  storeDraws: { summary: "The store's draws not yet drawn, and those drawn in the last day (a member's own entry with each)", response: list(storeDraw) },
  drawCode: { summary: "Text a guest's phone a code to enter a draw with (the code-send limits)", body: drawCodeBody, response: yup.object({ phone_hint: text() }) },
  drawEnter: {
    summary: "Enter a draw during its window: a member with the account's phone, or a guest with name, phone and code; one entry per phone and per member",
    body: drawEntryBody,
    response: drawEntry,
  },
  drawEntry: { summary: 'An entry and, once drawn, its result (the 128-bit public id is the key)', response: drawEntry },
});
