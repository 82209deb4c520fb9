/**
 * The partner API for what the store page shows (issue 27): the store's profile (description,
 * phone, price per person, house notes), its menu (sections of dishes, replaced whole) and its
 * special closing days (replaced whole). Bodies, replies, limits and the field-keyed texts,
 * one set for the API's validation and the documentation.
 *
 * A field error inside a list is keyed by its place, dot-separated: `sections.2.items.0.price`,
 * `closures.3.date`.
 */
import * as yup from 'yup';
import { endpoint } from '../platform/endpoint';
import { flag, int, list, optionalText, text } from '../platform/response-fields';
import { normaliseFullWidth } from '../platform/rules';
import { storeClosure } from '../stores/responses';

export const storeContentMessages = {
  descriptionTooLong: '店家介紹請在 1,000 字以內',
  phoneInvalid: '電話格式不正確，例如 02-2345-6789 或 0912-345-678',
  pricePerPersonInvalid: '每人平均消費須為 0 到 100,000 元的整數',
  houseNotesTooLong: '店家須知請在 500 字以內',
  profileFieldRequired: '此欄位為必填',
  menuSectionsRequired: '請提供菜單分類清單',
  menuSectionsTooMany: '菜單最多 20 個分類',
  menuDishesTooMany: '菜單最多 200 道菜',
  menuSectionNameInvalid: '分類名稱請填 1 到 40 個字',
  menuItemsInvalid: '請提供這個分類的菜色清單',
  dishNameInvalid: '菜名請填 1 到 60 個字',
  dishDescriptionTooLong: '菜色說明請在 200 字以內',
  dishPriceInvalid: '價格須為 0 到 100,000 元的整數',
  dishSignatureInvalid: '招牌菜請填 true 或 false',
  dishImageInvalid: '找不到這張照片，請先上傳照片',
  dishPhotoNotAccepted: '菜色照片請先上傳，再以 image 指定',
  closuresRequired: '請提供公休日清單',
  closuresTooMany: '公休日最多 366 天',
  closureDateInvalid: '日期格式為 YYYY-MM-DD',
  closureDatePast: '公休日不能是今天以前的日期',
  closureDateTooFar: '公休日只能設定在 365 天內',
  closureDateRepeated: '公休日不可重複',
  closureReasonTooLong: '公休原因請在 100 字以內',
  /** Booking, changing a booking or joining a waitlist on a special closing day. */
  storeClosedOnDate: '店家當日公休',
} as const;

export const storeContentLimits = {
  descriptionMax: 1000,
  houseNotesMax: 500,
  pricePerPersonMax: 100_000,
  menuSectionsMax: 20,
  menuDishesMax: 200,
  sectionNameMax: 40,
  dishNameMax: 60,
  dishDescriptionMax: 200,
  dishPriceMax: 100_000,
  closureReasonMax: 100,
  /** A closing day may be set from today up to this many days ahead. */
  closureDaysAhead: 365,
} as const;

/**
 * The price levels (1–4) by price per person, NT$: the seed's bands (NT$ 120–300, 300–600,
 * 600–1,200, 1,200–3,000), each starting at its floor. 0 (not known) has no level: the store
 * keeps the one it had.
 */
export const PRICE_LEVEL_FLOORS = [300, 600, 1200] as const;

export function priceLevelOf(pricePerPerson: number): number | null {
  if (!(pricePerPerson > 0)) return null;
  return 1 + PRICE_LEVEL_FLOORS.filter((floor) => pricePerPerson >= floor).length;
}

/**
 * A Taiwanese phone number as stores write it: a landline with its area code (02-2345-6789,
 * (04)2234-5678, 037-36-1234) or a mobile (0912-345-678), digits with hyphens, spaces or the
 * area code in brackets, optionally an extension (#123). 9 or 10 digits starting with 0.
 */
export function isStorePhone(value: string): boolean {
  const match = /^([0-9()\- ]+)(#\d{1,6})?$/.exec(value);
  return Boolean(match && /^0\d{8,9}$/.test(match[1].replace(/[^0-9]/g, '')));
}

/** A text field: trimmed when it is text (anything else fails its type test, never throws). */
const textField = (message: string) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .typeError(message);

const wholeNumber = (max: number, message: string) => yup.number().typeError(message).integer(message).min(0, message).max(max, message).required(message);

/** PUT /partner/v1/profile: the whole profile (every field given; '' clears a text). */
export const partnerProfileBody = yup.object({
  description: textField(storeContentMessages.descriptionTooLong).max(storeContentLimits.descriptionMax, storeContentMessages.descriptionTooLong).defined(storeContentMessages.profileFieldRequired),
  phone: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseFullWidth(v).replace(/\s+/g, ' ') : v))
    .typeError(storeContentMessages.phoneInvalid)
    .defined(storeContentMessages.profileFieldRequired)
    .test('store-phone', storeContentMessages.phoneInvalid, (v) => v === undefined || v === '' || isStorePhone(v)),
  price_per_person: wholeNumber(storeContentLimits.pricePerPersonMax, storeContentMessages.pricePerPersonInvalid),
  house_notes: textField(storeContentMessages.houseNotesTooLong).max(storeContentLimits.houseNotesMax, storeContentMessages.houseNotesTooLong).defined(storeContentMessages.profileFieldRequired),
});

const dishBody = yup.object({
  name: textField(storeContentMessages.dishNameInvalid).min(1, storeContentMessages.dishNameInvalid).max(storeContentLimits.dishNameMax, storeContentMessages.dishNameInvalid).required(storeContentMessages.dishNameInvalid),
  description: textField(storeContentMessages.dishDescriptionTooLong).max(storeContentLimits.dishDescriptionMax, storeContentMessages.dishDescriptionTooLong).default(''),
  price: wholeNumber(storeContentLimits.dishPriceMax, storeContentMessages.dishPriceInvalid),
  signature: yup.boolean().strict().typeError(storeContentMessages.dishSignatureInvalid).default(false),
  /** A picture uploaded through the partner API's photo calls, by its SHA-256 (hex); null = none. */
  image: yup
    .string()
    .typeError(storeContentMessages.dishImageInvalid)
    .nullable()
    .matches(/^[0-9a-f]{64}$/, storeContentMessages.dishImageInvalid)
    .default(null),
  /** Never accepted: a dish's picture comes only through the upload pipeline (`image`). */
  photo: yup.mixed().test('no-photo-url', storeContentMessages.dishPhotoNotAccepted, (v) => v === undefined),
}).typeError(storeContentMessages.menuItemsInvalid);

const sectionBody = yup.object({
  name: textField(storeContentMessages.menuSectionNameInvalid).min(1, storeContentMessages.menuSectionNameInvalid).max(storeContentLimits.sectionNameMax, storeContentMessages.menuSectionNameInvalid).required(storeContentMessages.menuSectionNameInvalid),
  items: yup.array(dishBody).typeError(storeContentMessages.menuItemsInvalid).max(storeContentLimits.menuDishesMax, storeContentMessages.menuDishesTooMany).default([]),
}).typeError(storeContentMessages.menuSectionsRequired);

/** PUT /partner/v1/menu: the whole menu, sections and their dishes in display order ([] clears it). */
export const partnerMenuBody = yup.object({
  sections: yup
    .array(sectionBody)
    .typeError(storeContentMessages.menuSectionsRequired)
    .required(storeContentMessages.menuSectionsRequired)
    .max(storeContentLimits.menuSectionsMax, storeContentMessages.menuSectionsTooMany)
    .test('dish-count', storeContentMessages.menuDishesTooMany, (sections) => !sections || sections.reduce((n, s) => n + (Array.isArray(s?.items) ? s.items.length : 0), 0) <= storeContentLimits.menuDishesMax),
});

const isCalendarDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * PUT /partner/v1/closures: every special closing day from today on ([] clears them). Dates
 * before today or more than 365 days ahead (Taipei) are refused by the API, keyed by place.
 */
export const partnerClosuresBody = yup.object({
  closures: yup
    .array(
      yup.object({
        date: yup
          .string()
          .typeError(storeContentMessages.closureDateInvalid)
          .required(storeContentMessages.closureDateInvalid)
          .test('calendar-date', storeContentMessages.closureDateInvalid, (v) => v === undefined || isCalendarDate(v)),
        reason: textField(storeContentMessages.closureReasonTooLong).max(storeContentLimits.closureReasonMax, storeContentMessages.closureReasonTooLong).default(''),
      }).typeError(storeContentMessages.closuresRequired),
    )
    .typeError(storeContentMessages.closuresRequired)
    .required(storeContentMessages.closuresRequired)
    .max(storeContentLimits.closureDaysAhead + 1, storeContentMessages.closuresTooMany)
    .test('unique-dates', storeContentMessages.closureDateRepeated, (list) => !list || new Set(list.map((c) => c?.date)).size === list.length),
});

export const partnerProfile = yup.object({
  description: text(),
  phone: text(),
  /** NT$ per person (0 = not known). */
  price_per_person: int(),
  /** 1–4, kept in step with price_per_person (PRICE_LEVEL_FLOORS). */
  price_level: int(),
  house_notes: text(),
});

/** The store's profile as the partner API reads and writes it. */
export type PartnerProfile = yup.InferType<typeof partnerProfile>;

export const partnerMenuDish = yup.object({
  id: int(),
  name: text(),
  description: text(),
  price: int(),
  signature: flag(),
  /** The uploaded picture's hash, or null. */
  image: optionalText(),
  /** The picture's address ('' = none). */
  photo: text(),
});

export const partnerMenu = yup.object({
  sections: list(yup.object({ id: int(), name: text(), items: list(partnerMenuDish) })),
});

/** The store's menu, sections and dishes in display order (partner API). */
export type PartnerMenu = yup.InferType<typeof partnerMenu>;

export const partnerClosures = yup.object({
  /** From today on, by date. */
  closures: list(storeClosure),
  /** Active bookings (awaiting, confirmed, kept) on these dates: not cancelled, the store calls the diners. */
  bookings_on_closed_dates: int(),
});

/** The store's special closing days (partner API). */
export type PartnerClosures = yup.InferType<typeof partnerClosures>;

const e = endpoint;

export const partnerStoreContentEndpoints = {
  partnerProfile: e<PartnerProfile>()({ method: 'GET', path: '/partner/v1/profile', response: partnerProfile, summary: "The store's description, phone, price per person (and its price level) and house notes" }),
  partnerProfileUpdate: e<PartnerProfile>()({
    method: 'PUT',
    path: '/partner/v1/profile',
    body: partnerProfileBody,
    response: partnerProfile,
    summary: 'Replace the profile: description ≤ 1,000, phone (Taiwanese, or empty), price per person 0–100,000 (sets price_level), house notes ≤ 500',
  }),
  partnerMenu: e<PartnerMenu>()({ method: 'GET', path: '/partner/v1/menu', response: partnerMenu, summary: "The store's menu: sections and dishes in order" }),
  partnerMenuUpdate: e<PartnerMenu>()({
    method: 'PUT',
    path: '/partner/v1/menu',
    body: partnerMenuBody,
    response: partnerMenu,
    summary: 'Replace the whole menu (≤ 20 sections, ≤ 200 dishes; a dish picture by the hash of an uploaded image, never a URL); errors keyed like sections.2.items.0.price',
  }),
  partnerClosures: e<PartnerClosures>()({ method: 'GET', path: '/partner/v1/closures', response: partnerClosures, summary: 'The special closing days from today on' }),
  partnerClosuresUpdate: e<PartnerClosures>()({
    method: 'PUT',
    path: '/partner/v1/closures',
    body: partnerClosuresBody,
    response: partnerClosures,
    summary: 'Replace the special closing days (today to 365 days ahead, reason ≤ 100); bookings already made stay, and bookings_on_closed_dates counts them',
  }),
} as const;

/** A yup path with list places (`sections[2].items[0].price`) as the API keys it: `sections.2.items.0.price`. */
export const dottedField = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1');

/** A special closing day as the partner API and the store page list it. */
export type StoreClosure = yup.InferType<typeof storeClosure>;
