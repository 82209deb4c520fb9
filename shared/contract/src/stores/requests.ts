/** Request bodies of the map search, the city of a position and the favourite toggle. */
import * as yup from 'yup';
import { int } from '../platform/request-fields';

export const storeFilterBody = yup.object({
  city: int().nullable().default(null),
  district: yup.array(int().required()).default([]),
  date: yup.string().nullable().default(null),
  keyword: yup.string().trim().max(100).default(''),
  food_types: yup.array(int().required()).default([]),
  tags: yup.array(int().required()).default([]),
  total_people: int().min(0).max(100).nullable().default(null),
  limit: int().min(1).max(30).default(30),
  lat: yup.number().min(-90).max(90).nullable().default(null),
  lng: yup.number().min(-180).max(180).nullable().default(null),
  joy_now: yup.boolean().default(false),
  joy_pay: yup.boolean().default(false),
  joy_booking: yup.boolean().default(false),
  jcoin_reward: yup.boolean().default(false),
});

export type StoreFilter = yup.InferType<typeof storeFilterBody>;

export const latLngBody = yup.object({ lat: yup.number().required().min(-90).max(90), lng: yup.number().required().min(-180).max(180) });

export const storeIdBody = yup.object({ store_id: int().required() });
